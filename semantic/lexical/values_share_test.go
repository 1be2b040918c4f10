package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

func TestCountShares(t *testing.T) {
	e := New(WithClock(corpus4Clock))
	cases := []struct {
		actual, expected string
		want             semantic.Status
	}{
		{"45/50", "ninety percent", semantic.StatusPassed},
		{"45/50", "eighty percent", semantic.StatusInconclusive}, // a derived share conflicts only weakly
		{"Score 45 out of 50", "a score of 90%", semantic.StatusPassed},
		// Near misses: two numbers without a total state no share; two
		// shares of one total count different things.
		// Never failed; passed since "still" is read as when the state
		// began (decide_yet.go), as "3 seats available out of 10" passes.
		{"7 of 10 seats used", "3 seats still available out of 10", semantic.StatusPassed},
		{"45 · 50", "ninety percent", semantic.StatusInconclusive},
	}
	for _, c := range cases {
		d := decideOne(t, e, c.actual, "", c.expected)
		if st := semantic.Verdict(d, 0.8); st != c.want {
			t.Errorf("%q vs %q: %s (%s %.3f), want %s", c.actual, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
	}
}
