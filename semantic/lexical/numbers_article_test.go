package lexical

import "testing"

// TestArticleScaleNumbers: "a thousand", "a hundred" are numbers, and a
// bound before the article bounds them (numbers.go, bounds.go).
func TestArticleScaleNumbers(t *testing.T) {
	cases := []struct {
		text string
		want string
		cmp  byte
	}{
		{"a thousand dollars", "amount:USD:1000.00", 0},
		{"a hundred percent", "percent:100", 0},
		{"over a thousand followers", "number:1000", '>'},
		{"at least a hundred steps", "number:100", cmpAtLeast},
		{"about a thousand users", "number:1000", 0},
	}
	for _, c := range cases {
		vs := analyze(c.text).values
		if len(vs) == 0 || vs[0].String() != c.want || vs[0].cmp != c.cmp {
			t.Errorf("%q: values %v, want %s with bound %q", c.text, vs, c.want, c.cmp)
		}
	}
	if v := analyze("about a thousand users").values[0]; !v.approx {
		t.Error("about a thousand users: not approximate")
	}
	// Near misses: a scale word with no article or number is a word.
	for _, s := range []string{"thousands of users", "hundreds of files"} {
		if vs := analyze(s).values; len(vs) != 0 {
			t.Errorf("%q: values %v, want none", s, vs)
		}
	}
}
