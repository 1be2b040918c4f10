package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestAvailableDecided holds decide_available.go: an act that can be done
// has not been (failed); a claim of the possibility, and a page that also
// states the act, are compared as before.
func TestAvailableDecided(t *testing.T) {
	eng := New(WithClock(corpus4Clock))
	for _, c := range []struct {
		actual, ctx, expected string
		want                  semantic.Status
	}{
		{"Available for download", "", "the file was downloaded", semantic.StatusFailed},
		{"Eligible for upgrade", "Phone", "the phone was upgraded", semantic.StatusFailed},
		{"Available to book", "Room 12", "the room is booked", semantic.StatusFailed},
		{"Ready for review", "Pull request", "the pull request is ready to be reviewed", semantic.StatusPassed},
		{"Available for download", "", "you can download the file", semantic.StatusInconclusive},
		{"Downloaded · Available for download again", "", "the file was downloaded", semantic.StatusInconclusive},
	} {
		d := decideOne(t, eng, c.actual, c.ctx, c.expected)
		if got := semantic.Verdict(d, 0.8); got != c.want {
			t.Errorf("%q [%s] vs %q: %s %v, want %s", c.actual, c.ctx, c.expected, got, d.Probabilities, c.want)
		}
	}
}
