package lexical

import "testing"

// TestReferencePoints: a claim below or above a named point is
// contradicted when every temperature the page shows lies on the other
// side (claims_reference.go).
func TestReferencePoints(t *testing.T) {
	cases := []struct {
		actual, expected string
		conflict         bool
	}{
		{"Max 12 °C · Min 3 °C", "it drops below freezing", true},
		{"High -4 °C", "stays above freezing", true},
		// Near misses: one temperature on the claimed side, only an upper
		// bound for "below", no temperature at all.
		{"Max 12 °C · Min -1 °C", "it drops below freezing", false},
		{"Max 12 °C", "it drops below freezing", false},
		{"Sunny", "it drops below freezing", false},
	}
	for _, c := range cases {
		a, e := analyze(c.actual), analyze(c.expected)
		if got := referenceConflict(&a, &e); got != c.conflict {
			t.Errorf("%q vs %q: reference conflict %v, want %v", c.actual, c.expected, got, c.conflict)
		}
		r := compareTexts(c.actual, "", c.expected)
		if eq, _, _ := r.distribution(); eq >= 0.5 {
			t.Errorf("%q vs %q: equivalent %.2f", c.actual, c.expected, eq)
		}
	}
}
