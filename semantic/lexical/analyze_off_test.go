package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestOffAsLeave: "off" after a span of time or opening "off from …" is
// time away, not an off switch; a switch that is off is still a state.
func TestOffAsLeave(t *testing.T) {
	e := New(WithClock(corpus4Clock))
	cases := []struct {
		actual, context, expected string
		want                      semantic.Status
	}{
		{"0.5 day", "Leave type", "half a day off", semantic.StatusPassed},
		{"Leave: 21–23 Dec 2026", "", "off from December 21 to 23", semantic.StatusPassed},
		{"Vacation: 3 days", "", "three days off", semantic.StatusPassed},
		{"You approved Omar's leave", "", "Omar's leave was approved by you", semantic.StatusPassed},
		// Near misses: nothing on the page says leave; a switch is off;
		// "leave" as a verb is a departure.
		{"0.5 day", "", "half a day off", semantic.StatusInconclusive},
		{"Worked 0.5 day", "", "half a day off", semantic.StatusInconclusive},
		{"Lights on", "Kitchen", "the lights are off", semantic.StatusFailed},
		{"Heating on from 22:00", "", "heating off from 22:00", semantic.StatusFailed},
		{"Leave at 18:10", "", "depart at 6:10 pm", semantic.StatusPassed},
		{"Leave at 18:10", "", "three days off", semantic.StatusInconclusive},
	}
	for _, c := range cases {
		d := decideOne(t, e, c.actual, c.context, c.expected)
		if st := semantic.Verdict(d, 0.8); st != c.want {
			t.Errorf("%q (%q) vs %q: %s (%s %.3f), want %s", c.actual, c.context, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
	}
}
