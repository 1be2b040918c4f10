package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestDirections: verbs and labels that place a from/to participant, and
// the words of a change covered by a shared slot; the participant in the
// opposite slot is a swap.
func TestDirections(t *testing.T) {
	e := New()
	for _, c := range []struct {
		actual, expected string
		want             semantic.Status
	}{
		{"Transfer: Ajax → Arsenal", "joined Arsenal from Ajax", semantic.StatusPassed},
		{"Transfer: Ajax → Arsenal", "joined Ajax from Arsenal", semantic.StatusFailed},
		{"Plan change: Pro → Free on Jan 1", "switching to Free on January 1", semantic.StatusPassed},
		{"Plan change: Pro → Free on Jan 1", "switching to Pro on January 1", semantic.StatusFailed},
		{"Origin: Shenzhen · Destination: Austin", "heading to Austin", semantic.StatusPassed},
		{"Origin: Austin · Destination: Shenzhen", "heading to Austin", semantic.StatusFailed},
		{"Cooling from 26° to 23°", "target 23 degrees", semantic.StatusPassed},
		{"Cooling from 26° to 23°", "target 26 degrees", semantic.StatusFailed},
		// "now" reads the change's outcome; the earlier day and time are
		// its history, not the present.
		{"Moved from Tue 10:00 to Thu 14:00", "now on Thursday at 2 pm", semantic.StatusPassed},
		{"Moved from Tue 10:00 to Thu 14:00", "now on Tuesday at 2 pm", semantic.StatusFailed},
		{"Moved from Tue 10:00 to Thu 14:00", "now on Thursday at 10 am", semantic.StatusInconclusive},
		// A change in progress is not its outcome, and a word of change
		// without a shared slot covers nothing.
		{"Heating to 22°", "currently 22 degrees", semantic.StatusInconclusive},
		{"Moved to Thursday", "switching plans", semantic.StatusInconclusive},
		// "left" without an object places nothing.
		{"3 left", "left Memphis", semantic.StatusInconclusive},
	} {
		d := decideOne(t, e, c.actual, "", c.expected)
		for _, th := range []float64{0.8, 0.5} {
			if st := semantic.Verdict(d, th); st != c.want && (th == 0.8 || st == semantic.StatusPassed) {
				t.Errorf("%q vs %q at %.1f: %s (%s %.3f), want %s", c.actual, c.expected, th, st, d.Choice, d.Confidence(), c.want)
			}
		}
	}
}
