package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestPriceFloor: a price after "from", "starting at" or "as low as" is
// the lowest of several prices; it states the floor but never a plain
// price. A "from ... to" span stays a span.
func TestPriceFloor(t *testing.T) {
	eng := New()
	for _, c := range []struct {
		actual, ctx, expected string
		want                  semantic.Status
	}{
		{"From $89", "Tickets", "tickets cost $89", semantic.StatusInconclusive},
		{"Plans starting at $9.99/mo", "", "the plan costs $9.99 a month", semantic.StatusInconclusive},
		{"As low as $5", "Upgrade", "the upgrade costs 5 dollars", semantic.StatusInconclusive},
		{"From only €29", "Hotels in Rome", "a room costs 29 euros", semantic.StatusInconclusive},
		{"From $89", "Tickets", "tickets from 89 dollars", semantic.StatusPassed},
		{"From $89", "Tickets", "tickets starting at $89", semantic.StatusPassed},
		// Two floors at other numbers: the lowest price is one number, so
		// they conflict (the stated limit of bounds.go).
		{"From $89", "Tickets", "tickets start at $98", semantic.StatusFailed},
		{"Tickets from $20 to $30", "", "tickets cost $20", semantic.StatusInconclusive},
		// Not a floor: a price with no cue, and a span.
		{"$89", "Tickets", "tickets cost $89", semantic.StatusPassed},
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

// TestRateFloor: a rate after "from" is the lowest of several rates
// offered, as a price is; a "from" after a word of change names the
// former value and is no floor.
func TestRateFloor(t *testing.T) {
	eng := New()
	for _, c := range []struct {
		actual, ctx, expected string
		want                  semantic.Status
	}{
		{"Rates from 5.99% APR", "Refinance", "my rate is 5.99%", semantic.StatusInconclusive},
		{"Savings accounts paying as low as 1.2%", "", "the savings rate is 1.2 percent", semantic.StatusInconclusive},
		{"Discounts starting at 15%", "Sale", "the discount is 15%", semantic.StatusInconclusive},
		{"Rates from 5.99% APR", "Refinance", "rates start at 5.99%", semantic.StatusPassed},
		// The other truth: a plain rate, and a rate a change came from.
		{"Your rate: 5.99% APR", "Refinance", "my rate is 5.99%", semantic.StatusPassed},
		{"Inflation down from 2.9%", "", "inflation dropped from 2.9%", semantic.StatusPassed},
		// A former value is no floor: against one, it does not state it.
		{"Inflation down from 2.9%", "", "inflation starts at 2.9%", semantic.StatusInconclusive},
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
