package lexical

import "testing"

// TestZeroNegationIsNoPolarity: "you owe nothing" against a zero amount is
// no polarity conflict (polarity_zero.go); a non-zero amount, or a
// negation that is no quantity, still is.
func TestZeroNegationIsNoPolarity(t *testing.T) {
	for _, e := range []string{"you owe nothing", "nothing is due"} {
		if r := compareTexts("Amount due: $0.00", "Property tax", e); r.conflict > 0 {
			t.Errorf("$0.00 due against %q: conflict %.2f %v, want none", e, r.conflict, r.reasons)
		}
	}
	near := [][3]string{
		{"Amount due: $15.00", "Property tax", "you owe nothing"},
		{"Amount due: $0.00", "Property tax", "the amount is not due"},
		{"3 items in your cart", "", "no items in the cart"},
	}
	for _, p := range near {
		if r := compareTexts(p[0], p[1], p[2]); r.conflict < sPolarity {
			t.Errorf("%q against %q: conflict %.2f, want a polarity conflict", p[0], p[2], r.conflict)
		}
	}
}
