package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestPartDecided holds decide_partcount.go: a part that holds a
// predicate does not state the whole (failed); the whole counted, a claim
// of one and a rating are compared as before.
func TestPartDecided(t *testing.T) {
	eng := New(WithClock(corpus4Clock))
	for _, c := range []struct {
		actual, ctx, expected string
		want                  semantic.Status
	}{
		{"3 of 5 onboarding steps complete", "", "onboarding finished", semantic.StatusFailed},
		{"2 of 3 packages delivered", "", "the packages were delivered", semantic.StatusFailed},
		{"2 of 3 packages delivered", "", "a package was delivered", semantic.StatusInconclusive},
		{"4 of 4 completed", "Checklist", "the checklist is completed", semantic.StatusInconclusive},
		{"Rated 4.5 out of 5", "", "the product is rated", semantic.StatusInconclusive},
	} {
		d := decideOne(t, eng, c.actual, c.ctx, c.expected)
		if got := semantic.Verdict(d, 0.8); got != c.want {
			t.Errorf("%q [%s] vs %q: %s %v, want %s", c.actual, c.ctx, c.expected, got, d.Probabilities, c.want)
		}
	}
}
