package yamlstrict

import "testing"

type doc struct {
	Name  string `yaml:"name"`
	Count int    `yaml:"count"`
}

func TestDecode(t *testing.T) {
	var d doc
	f, err := Decode([]byte("name: a\ncount: 2\n"), &d)
	if err != nil || f == nil || d.Name != "a" || d.Count != 2 {
		t.Fatalf("Decode = %+v, %v, %v", d, f, err)
	}
	for in, line := range map[string]int{
		"name: a\nnope: 1\n":  2, // unknown key
		"name: a\ncount: x\n": 2, // wrong type
		"name: a\nname: b\n":  2, // repeated key
	} {
		var d doc
		f, err := Decode([]byte(in), &d)
		if err == nil || f != nil || err.Line != line || err.Msg == "" {
			t.Errorf("Decode(%q) = %v, %+v; want an error at line %d", in, f, err, line)
		}
	}
}
