package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestOrderClaims: "A after B" states "B before A"; the same events in
// the opposite order are a swap.
func TestOrderClaims(t *testing.T) {
	e := New()
	for _, c := range []struct {
		actual, expected string
		want             semantic.Status
	}{
		{"Deployed after tests passed", "tests passed before the deploy", semantic.StatusPassed},
		{"Deployed before tests passed", "tests passed before the deploy", semantic.StatusFailed},
		{"Deployed after tests passed", "the deploy came before the tests passed", semantic.StatusFailed},
		// One event only: no order, and no pass on the other word order.
		{"Reminder 15 min before", "reminds you after 15 min", semantic.StatusInconclusive},
	} {
		d := decideOne(t, e, c.actual, "", c.expected)
		for _, th := range []float64{0.8, 0.5} {
			if st := semantic.Verdict(d, th); st != c.want && (th == 0.8 || st == semantic.StatusPassed) {
				t.Errorf("%q vs %q at %.1f: %s (%s %.3f), want %s", c.actual, c.expected, th, st, d.Choice, d.Confidence(), c.want)
			}
		}
	}
}
