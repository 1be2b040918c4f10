package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestGuardParse: a gerund before a past form is a noun; a label names
// the role of the number after its colon; a minus on a reduction is its
// size.
func TestGuardParse(t *testing.T) {
	eng := New()
	for _, c := range []struct {
		actual, ctx, expected string
		want                  semantic.Status
	}{
		{"Meter reading submitted · 18 Nov", "Electricity", "the meter reading was submitted", semantic.StatusPassed},
		{"Booking confirmed", "", "the booking was confirmed", semantic.StatusPassed},
		{"Refills remaining: 0", "Lisinopril 10 mg", "no refills left", semantic.StatusPassed},
		{"Seats left: 0", "", "no seats left", semantic.StatusPassed},
		// The role read from the label still tells counts apart.
		{"Refills remaining: 2", "", "no refills left", semantic.StatusFailed},
		{"Seats left: 2", "", "two seats booked", semantic.StatusFailed},
	} {
		d := decideOne(t, eng, c.actual, c.ctx, c.expected)
		if got := semantic.Verdict(d, 0.8); got != c.want {
			t.Errorf("%q [%s] vs %q: %s %v, want %s", c.actual, c.ctx, c.expected, got, d.Probabilities, c.want)
		}
		if c.want != semantic.StatusPassed && semantic.Verdict(d, 0.5) == semantic.StatusPassed {
			t.Errorf("%q vs %q: passes at 0.5", c.actual, c.expected)
		}
	}
}

// TestReductionSigns: "−12%" on the page is the size of the discount the
// claim names; without a word of reduction in the claim, or at another
// size, the sign stays.
func TestReductionSigns(t *testing.T) {
	for _, c := range []struct {
		actual, expected string
		want             float64
	}{
		{"Multi-policy discount −12%", "a 12% discount", 12},
		{"−40% $59.99 $35.99", "40 percent off", 40},
		{"−$5.00 promo", "a $5 discount", 5},
		{"Usage −12%", "usage up 12%", -12},
		{"Discount −12%", "a 15% discount", -12},
	} {
		a, e := analyze(c.actual), analyze(c.expected)
		reductionSigns(&a, &e)
		if got := a.values[0].num; got != c.want {
			t.Errorf("%q against %q: %v, want %v", c.actual, c.expected, got, c.want)
		}
	}
}
