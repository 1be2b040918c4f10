package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestClaimedDirections: a direction claimed of the page's one signed
// change (values_direction.go).
func TestClaimedDirections(t *testing.T) {
	e := New(WithClock(corpus4Clock))
	cases := []struct {
		actual, context, expected string
		want                      semantic.Status
	}{
		{"Conversion −0.8%", "", "conversion is down", semantic.StatusPassed},
		{"Conversion −0.8%", "", "conversion dropped", semantic.StatusPassed},
		{"Conversion +0.8%", "", "conversion went up", semantic.StatusPassed},
		{"Conversion −0.8%", "", "conversion went up", semantic.StatusFailed},
		{"Conversion +0.8%", "", "conversion decreased", semantic.StatusFailed},
		// Near misses: a balance and a temperature are states, not changes;
		// an unsigned value states no direction (not supported).
		{"Balance −$82.10", "", "the balance went down", semantic.StatusInconclusive},
		{"−5 °C", "Outside", "the temperature dropped", semantic.StatusInconclusive},
		{"Conversion 0.8%", "", "conversion is down", semantic.StatusFailed}, // an unstated state (unstated.go)
	}
	for _, c := range cases {
		d := decideOne(t, e, c.actual, c.context, c.expected)
		if st := semantic.Verdict(d, 0.8); st != c.want {
			t.Errorf("%q [%s] vs %q: %s (%s %.3f), want %s", c.actual, c.context, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
	}
}
