package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestAllAgainstShare: "all" is stated by a full "N of M" and
// contradicted by a partial one; negative predicates are not read.
func TestAllAgainstShare(t *testing.T) {
	e := New()
	for _, c := range []struct {
		actual, expected string
		want             semantic.Status
	}{
		{"12 of 12 lessons watched", "all lessons watched", semantic.StatusPassed},
		{"11 of 12 lessons watched", "all lessons watched", semantic.StatusFailed},
		{"2 of 3 checks passed", "all checks passed", semantic.StatusFailed},
		{"4/5 jobs succeeded", "all jobs succeeded", semantic.StatusFailed},
		// Another predicate or a number of its own: not decided here.
		{"12 of 12 lessons watched", "all lessons were skipped", semantic.StatusInconclusive},
		{"12 of 12 lessons watched", "all 12 lessons watched", semantic.StatusInconclusive},
	} {
		d := decideOne(t, e, c.actual, "", c.expected)
		for _, th := range []float64{0.8, 0.5} {
			if st := semantic.Verdict(d, th); st != c.want && (th == 0.8 || st == semantic.StatusPassed) {
				t.Errorf("%q vs %q at %.1f: %s (%s %.3f), want %s", c.actual, c.expected, th, st, d.Choice, d.Confidence(), c.want)
			}
		}
	}
}
