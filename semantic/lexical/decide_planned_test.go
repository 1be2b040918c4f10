package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestPlannedDecided holds decide_planned.go: a page that only plans
// states no past event, even one the lexicon does not join to its words
// (failed); a claim of the plan, and a page with a past form, are
// compared as before.
func TestPlannedDecided(t *testing.T) {
	eng := New(WithClock(corpus4Clock))
	for _, c := range []struct {
		actual, ctx, expected string
		want                  semantic.Status
	}{
		{"Transfer scheduled", "", "the money was sent", semantic.StatusFailed},
		{"Tentative", "RSVP", "you accepted", semantic.StatusFailed},
		{"Transfer scheduled", "", "the transfer is scheduled", semantic.StatusPassed},
		{"Scheduled · Sent 9:00", "Transfer", "the transfer was sent", semantic.StatusInconclusive},
	} {
		d := decideOne(t, eng, c.actual, c.ctx, c.expected)
		if got := semantic.Verdict(d, 0.8); got != c.want {
			t.Errorf("%q [%s] vs %q: %s %v, want %s", c.actual, c.ctx, c.expected, got, d.Probabilities, c.want)
		}
	}
}
