package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestPartsOfATotal: the parts of a stated total and their labels are
// covered by it; a total without a word of totality stays unsettled.
func TestPartsOfATotal(t *testing.T) {
	e := New(WithClock(corpus4Clock))
	cases := []struct {
		actual, expected string
		want             semantic.Status
	}{
		{"Fare $15.00 · Tip $3.00", "18 dollars in total", semantic.StatusPassed},
		{"Subtotal $40.00 · Shipping $5.00 · Total $45.00", "total of 45 dollars", semantic.StatusPassed},
		{"Subtotal $40.00 · Shipping $5.00 · Total $45.00", "total of 40 dollars", semantic.StatusInconclusive},
		{"Fare $15.00 · Tip $3.00", "18 dollars", semantic.StatusInconclusive},
		{"Fare $15.00 · Tip $3.00", "15 dollars in total", semantic.StatusInconclusive},
	}
	for _, c := range cases {
		d := decideOne(t, e, c.actual, "", c.expected)
		if st := semantic.Verdict(d, 0.8); st != c.want {
			t.Errorf("%q vs %q: %s (%s %.3f), want %s", c.actual, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
	}
}
