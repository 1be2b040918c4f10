package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestClaimedTotalAgainstParts: a total claimed against a list of parts
// must be their sum (sums_total.go).
func TestClaimedTotalAgainstParts(t *testing.T) {
	e := New(WithClock(corpus4Clock))
	cases := []struct {
		actual, context, expected string
		want                      semantic.Status
	}{
		{"Room €120.00 · City tax €6.00", "", "120 euros in total", semantic.StatusFailed},
		{"Room €120.00 · City tax €6.00", "", "125 euros in total", semantic.StatusFailed},
		{"Room €120.00 · City tax €6.00", "", "126 euros in total", semantic.StatusPassed},
		// Near misses: no word of totality (the room's own labelled value,
		// beside another labelled value the claim is not about: gate_labels.go),
		// too many parts.
		{"Room €120.00 · City tax €6.00", "", "120 euros for the room", semantic.StatusPassed},
		{"A €1 · B €2 · C €3 · D €4 · E €5", "", "4 euros in total", semantic.StatusInconclusive},
	}
	for _, c := range cases {
		d := decideOne(t, e, c.actual, c.context, c.expected)
		if st := semantic.Verdict(d, 0.8); st != c.want {
			t.Errorf("%q [%s] vs %q: %s (%s %.3f), want %s", c.actual, c.context, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
	}
	a, ex := analyze("Room €120.00 · City tax €6.00"), analyze("120 euros in total")
	if totalConflict(&a, &ex) == "" {
		t.Error("120 euros in total against €120 + €6: no total conflict")
	}
	a = analyze("Room €120.00 · Total €126.00")
	if d := totalConflict(&a, &ex); d != "" {
		t.Errorf("a page naming its total: conflict %s, want none", d)
	}
}
