package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestRangeExtremes: a value claimed as the low or high end of the
// page's range (values_extremes.go).
func TestRangeExtremes(t *testing.T) {
	e := New(WithClock(corpus4Clock))
	cases := []struct {
		actual, expected string
		want             semantic.Status
	}{
		{"Rooms from €80 to €150", "the cheapest room is 80 euros", semantic.StatusPassed},
		{"Rooms from €80 to €150", "the cheapest room is 150 euros", semantic.StatusFailed},
		{"Rooms €80–€150", "the dearest room is 150 euros", semantic.StatusPassed},
		// Near misses: no end named; a score is no range.
		{"Rooms from €80 to €150", "a room for 80 euros", semantic.StatusInconclusive},
		{"Home 3 – 1 Away", "the lowest score is 1", semantic.StatusInconclusive},
	}
	for _, c := range cases {
		d := decideOne(t, e, c.actual, "", c.expected)
		if st := semantic.Verdict(d, 0.8); st != c.want {
			t.Errorf("%q vs %q: %s (%s %.3f), want %s", c.actual, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
	}
}

// TestSequencePosition: "the last", "the final" of "N of M" is N = M
// (values_extremes.go sequencePosition).
func TestSequencePosition(t *testing.T) {
	e := New(WithClock(corpus4Clock))
	cases := []struct {
		actual, expected string
		want             semantic.Status
	}{
		{"Step 4 of 4", "the final step", semantic.StatusPassed},
		{"Step 3 of 4", "the final step", semantic.StatusFailed},
		{"Lap 10 of 10", "the final lap", semantic.StatusPassed},
		// Near misses: a count of a predicate, no total.
		{"4 of 4 steps done", "the last step is done", semantic.StatusInconclusive},
		{"Step 4", "the final step", semantic.StatusInconclusive},
	}
	for _, c := range cases {
		d := decideOne(t, e, c.actual, "", c.expected)
		if st := semantic.Verdict(d, 0.8); st != c.want {
			t.Errorf("%q vs %q: %s (%s %.3f), want %s", c.actual, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
	}
}
