package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestNowValueAgainstTarget: a claimed present value is the page's current
// value, not its target (changes_now.go).
func TestNowValueAgainstTarget(t *testing.T) {
	e := New(WithClock(corpus4Clock))
	cases := []struct {
		actual, context, expected string
		want                      semantic.Status
	}{
		{"Cooling to 20°", "Currently 25°", "it is currently 20 degrees", semantic.StatusFailed},
		{"Charging to 80% · Now 35%", "", "the battery is now at 80%", semantic.StatusFailed},
		// Near misses: the target claimed as a target, no word of the present
		// on the page, two current values on the page.
		{"Cooling to 20°", "Currently 25°", "the target is 20 degrees", semantic.StatusPassed},
		{"Cooling to 20°", "Room 25°", "it is currently 20 degrees", semantic.StatusInconclusive},
		{"Cooling to 20° · Now 25° · Outside 30°", "", "it is currently 20 degrees", semantic.StatusInconclusive},
	}
	for _, c := range cases {
		d := decideOne(t, e, c.actual, c.context, c.expected)
		if st := semantic.Verdict(d, 0.8); st != c.want {
			t.Errorf("%q [%s] vs %q: %s (%s %.3f), want %s", c.actual, c.context, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
		if st := semantic.Verdict(d, 0.5); c.want != semantic.StatusPassed && st == semantic.StatusPassed {
			t.Errorf("%q vs %q: passed at 0.5", c.actual, c.expected)
		}
	}
}
