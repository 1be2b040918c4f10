package yamlstrict

import (
	"fmt"
	"strings"
	"testing"
)

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

// Aliases are expanded in the count: a few anchors reused are fine, nested
// aliases past MaxExpandedNodes are refused before decoding.
func TestAliasExpansionIsBounded(t *testing.T) {
	var v map[string]any
	if _, err := Decode([]byte("a: &x [1, 2]\nb: *x\nc: *x\n"), &v); err != nil {
		t.Fatalf("small aliases: %v", err)
	}
	doc := "l0: &l0 [x, x, x, x, x, x, x, x, x, x]\n"
	for i := 1; i < 7; i++ {
		doc += fmt.Sprintf("l%d: &l%d [*l%d, *l%[3]d, *l%[3]d, *l%[3]d, *l%[3]d, *l%[3]d, *l%[3]d, *l%[3]d, *l%[3]d, *l%[3]d]\n", i, i, i-1)
	}
	_, err := Decode([]byte(doc), &v)
	if err == nil || err.Line != 1 || !strings.Contains(err.Msg, "expand to more than 100000 nodes") {
		t.Fatalf("err = %v; want the alias bound at line 1", err)
	}
}
