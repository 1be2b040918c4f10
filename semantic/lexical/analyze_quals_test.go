package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestOnlyBeforeNumber: "only"/"just" before a number is emphasis (the
// values compare the number); before a name it still restricts the claim.
func TestOnlyBeforeNumber(t *testing.T) {
	e := New()
	for _, c := range []struct {
		actual, expected string
		want             semantic.Status
	}{
		{"Only 3 left in stock", "three units remaining", semantic.StatusPassed},
		{"Only 3 left", "5 left", semantic.StatusFailed},
		{"Only admins can edit", "admins can edit", semantic.StatusInconclusive},
	} {
		d := decideOne(t, e, c.actual, "", c.expected)
		for _, th := range []float64{0.8, 0.5} {
			if st := semantic.Verdict(d, th); st != c.want && (th == 0.8 || st == semantic.StatusPassed) {
				t.Errorf("%q vs %q at %.1f: %s (%s %.3f), want %s", c.actual, c.expected, th, st, d.Choice, d.Confidence(), c.want)
			}
		}
	}
}
