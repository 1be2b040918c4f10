package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestKindTotal: a collective word counts the parts of its kind
// (sums_kind.go); a noun of another kind, or one of the parts, does not.
func TestKindTotal(t *testing.T) {
	e := New(WithClock(corpus4Clock))
	cases := []struct {
		actual, expected string
		want             semantic.Status
	}{
		{"2 adults, 1 child", "three guests", semantic.StatusPassed},
		{"1 adult, 2 kids", "3 people", semantic.StatusPassed},
		{"2 adults, 1 child", "four guests", semantic.StatusFailed},
		{"1 adult · 1 senior · 1 infant", "two travellers", semantic.StatusFailed},
		{"3 shirts, 1 hat", "4 items", semantic.StatusPassed},
		{"3 shirts, 1 hat", "5 items", semantic.StatusFailed},
		// Near misses: the claim's noun is no collective of the parts' kind,
		// the parts are no members of it, or the claim counts one part.
		{"2 adults, 1 child", "three bedrooms", semantic.StatusInconclusive},
		{"2 rooms, 1 suite", "three guests", semantic.StatusInconclusive},
		{"2 adults, 1 child", "three children", semantic.StatusInconclusive},
		{"3 shirts, 1 hat", "4 shirts", semantic.StatusFailed},
		{"2 shirts, 2 shirts", "4 items", semantic.StatusInconclusive},
	}
	for _, c := range cases {
		d := decideOne(t, e, c.actual, "", c.expected)
		if st := semantic.Verdict(d, 0.8); st != c.want {
			t.Errorf("%q vs %q: %s (%s %.3f), want %s", c.actual, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
		if st := semantic.Verdict(d, 0.5); c.want != semantic.StatusPassed && st == semantic.StatusPassed {
			t.Errorf("%q vs %q: passed at 0.5", c.actual, c.expected)
		}
	}
}
