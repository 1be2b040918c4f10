package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestEventTimes: a claim that puts the page's time before or after an
// event the page times is read on the clock (claims_event_time.go).
func TestEventTimes(t *testing.T) {
	e := New(WithClock(corpus4Clock))
	cases := []struct {
		actual, context, expected string
		want                      semantic.Status
	}{
		{"Checked in 18:40", "Doors open 18:30", "checked in before the doors opened", semantic.StatusFailed},
		{"Logged in 07:55 · Shift starts 08:00", "", "logged in after the shift started", semantic.StatusFailed},
		{"Team average 12 km · You 9 km", "", "ran above the team average", semantic.StatusFailed},
		{"Median rent $1,400 · This flat $1,400", "", "priced under the median rent", semantic.StatusFailed},
		// Near misses: the order on the clock agrees (never a conflict), the
		// event has no time on the page, two other times on the page.
		{"Checked in 18:20", "Doors open 18:30", "checked in before the doors opened", semantic.StatusInconclusive},
		{"Checked in 18:40", "", "checked in before the doors opened", semantic.StatusInconclusive},
		{"Checked in 18:40 · Left 19:10", "Doors open 18:30", "checked in before the doors opened", semantic.StatusInconclusive},
		{"Team average 12 km · You 9 km · Best 15 km", "", "ran above the team average", semantic.StatusInconclusive},
		{"Team average 12 km · You 9 km", "", "ran below the team average", semantic.StatusInconclusive},
	}
	for _, c := range cases {
		d := decideOne(t, e, c.actual, c.context, c.expected)
		st := semantic.Verdict(d, 0.8)
		if st != c.want {
			t.Errorf("%q [%s] vs %q: %s (%s %.3f), want %s", c.actual, c.context, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
		if st := semantic.Verdict(d, 0.5); c.want != semantic.StatusPassed && st == semantic.StatusPassed {
			t.Errorf("%q vs %q: passed at 0.5", c.actual, c.expected)
		}
	}
}
