package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestPricesOfOne: "per person", "each" mark a price of one
// (values_perhead.go).
func TestPricesOfOne(t *testing.T) {
	e := New(WithClock(corpus4Clock))
	cases := []struct {
		actual, context, expected string
		want                      semantic.Status
	}{
		{"$35 per ticket", "", "35 dollars each", semantic.StatusPassed},
		{"£4 apiece", "", "4 pounds per item", semantic.StatusPassed},
		{"$35 per ticket", "", "35 dollars in total", semantic.StatusFailed},
		{"$35 per ticket", "", "40 dollars each", semantic.StatusFailed},
		// Near misses: a plain amount against a price of one is only weak.
		{"$35 per ticket", "", "35 dollars", semantic.StatusInconclusive},
		{"$35", "Tickets", "35 dollars each", semantic.StatusInconclusive},
	}
	for _, c := range cases {
		d := decideOne(t, e, c.actual, c.context, c.expected)
		if st := semantic.Verdict(d, 0.8); st != c.want {
			t.Errorf("%q [%s] vs %q: %s (%s %.3f), want %s", c.actual, c.context, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
	}
}

// TestLabelPeriods: a rate adverb in an amount's label gives it its
// period (values_span.go labelPeriod).
func TestLabelPeriods(t *testing.T) {
	e := New(WithClock(corpus4Clock))
	cases := []struct {
		actual, expected string
		want             semantic.Status
	}{
		{"Hourly rate $28.00", "28 dollars an hour", semantic.StatusPassed},
		{"Monthly fee: €9", "9 euros a month", semantic.StatusPassed},
		{"Monthly fee: €9", "9 euros a year", semantic.StatusFailed},
		// Near miss: no adverb, the claimed rate is not shown.
		{"Rate $28.00", "28 dollars an hour", semantic.StatusInconclusive},
	}
	for _, c := range cases {
		d := decideOne(t, e, c.actual, "", c.expected)
		if st := semantic.Verdict(d, 0.8); st != c.want {
			t.Errorf("%q vs %q: %s (%s %.3f), want %s", c.actual, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
	}
}
