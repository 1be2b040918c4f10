package lexical

import "testing"

func TestScaleWords(t *testing.T) {
	cases := []struct{ text, want string }{
		{"1.4 million plays", "number:1400000"},
		{"1.2 thousand dollars", "amount:USD:1200.00"},
		{"$1.2M", "amount:USD:1200000.00"},
		{"1.4M views", "number:1400000"},
		{"$3bn raised", "amount:USD:3000000000.00"},
		// Near misses: a distance and a duration keep their glued "m".
		{"100m sprint", "number:100"},
		{"1h 32m", "duration:92minute"},
	}
	for _, c := range cases {
		if got := valueStrings(c.text); got != c.want {
			t.Errorf("%q: values %q, want %q", c.text, got, c.want)
		}
	}
}
