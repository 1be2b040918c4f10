package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestLeftValuesDecided holds decide_leftvalue.go: the done part of "N of
// M" is not what is left, and a remaining duration is not the part done
// (failed); the true remainder, a half and a remaining frame are
// compared as before.
func TestLeftValuesDecided(t *testing.T) {
	eng := New(WithClock(corpus4Clock))
	for _, c := range []struct {
		actual, ctx, expected string
		want                  semantic.Status
	}{
		{"18 of 25 days used", "Annual leave", "eighteen days left", semantic.StatusFailed},
		{"$300 of $400 spent", "Dining budget", "$300 left to spend on dining", semantic.StatusFailed},
		{"45 min left", "Episode 3", "45 minutes watched", semantic.StatusFailed},
		{"6,000 / 10,000 steps", "", "4,000 steps to go", semantic.StatusInconclusive},
		{"6,000 / 10,000 steps", "", "6,000 steps to go", semantic.StatusInconclusive}, // no word says 6,000 are done (TestProgressRest)
		{"45 min left", "Episode 3", "45 minutes remaining", semantic.StatusPassed},
		{"5 of 10 GB used", "", "5 GB left", semantic.StatusPassed},
		{"3 of 5 seats left", "", "three seats left", semantic.StatusPassed},
	} {
		d := decideOne(t, eng, c.actual, c.ctx, c.expected)
		if got := semantic.Verdict(d, 0.8); got != c.want {
			t.Errorf("%q [%s] vs %q: %s %v, want %s", c.actual, c.ctx, c.expected, got, d.Probabilities, c.want)
		}
	}
}
