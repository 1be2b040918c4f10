package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestFractionOffAndRatios: "a fifth off", "a quarter off", "half off"
// are discounts (parse_values.go); "seven in ten" is a rate whose counts
// a matching percentage states (values_share.go ratioCover).
func TestFractionOffAndRatios(t *testing.T) {
	e := New(WithClock(corpus4Clock))
	cases := []struct {
		actual, context, expected string
		want                      semantic.Status
	}{
		{"25% off", "Sale", "a quarter off the price", semantic.StatusPassed},
		{"20% off", "", "a fifth off", semantic.StatusPassed},
		{"50% off", "", "half off", semantic.StatusPassed},
		{"10% off", "", "a quarter off", semantic.StatusFailed},
		{"Success rate 90%", "", "succeeded nine in ten", semantic.StatusPassed},
		{"Success rate 80%", "", "succeeded nine in ten", semantic.StatusInconclusive}, // a conflict, below 0.8
		// Near misses: a share of a count is a count; a direction stays the claim's.
		{"Success rate 90%", "", "succeeded 9 of 10 times", semantic.StatusInconclusive},
		{"Win rate 70%", "", "lost seven in ten", semantic.StatusInconclusive},
		{"Half price", "", "50% off", semantic.StatusInconclusive},
	}
	for _, c := range cases {
		d := decideOne(t, e, c.actual, c.context, c.expected)
		if st := semantic.Verdict(d, 0.8); st != c.want {
			t.Errorf("%q [%s] vs %q: %s (%s %.3f), want %s", c.actual, c.context, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
	}
}
