package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestTypicalDecided holds decide_typical.go: what is typical does not
// state one case (failed); a claim of what is typical is compared as
// before.
func TestTypicalDecided(t *testing.T) {
	eng := New(WithClock(corpus4Clock))
	for _, c := range []struct {
		actual, ctx, expected string
		want                  semantic.Status
	}{
		{"Typically ships in 2 days", "", "ships in two days", semantic.StatusFailed},
		{"Common side effects: nausea, headache", "", "you have a headache", semantic.StatusFailed},
		{"Usually arrives in 30 min", "", "it usually arrives in 30 minutes", semantic.StatusPassed},
		{"Typically ships in 2 days", "", "typically ships within two days", semantic.StatusPassed},
	} {
		d := decideOne(t, eng, c.actual, c.ctx, c.expected)
		if got := semantic.Verdict(d, 0.8); got != c.want {
			t.Errorf("%q [%s] vs %q: %s %v, want %s", c.actual, c.ctx, c.expected, got, d.Probabilities, c.want)
		}
	}
}
