package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestUniversalCounts: "all"/"every" against a count with its total is
// the zero count of the opposite role (values_all.go).
func TestUniversalCounts(t *testing.T) {
	e := New(WithClock(corpus4Clock))
	cases := []struct {
		actual, context, expected string
		want                      semantic.Status
	}{
		{"5 of 5 files uploaded", "", "all files uploaded", semantic.StatusPassed},
		{"4 of 5 files uploaded", "", "all files uploaded", semantic.StatusFailed},
		{"3/3 steps completed", "", "every step is completed", semantic.StatusPassed},
		{"0 of 3 fans on", "Attic", "all fans are off", semantic.StatusPassed},
		{"1 of 3 fans on", "Attic", "all fans are off", semantic.StatusFailed},
		{"3 of 3 fans on", "", "all fans are on", semantic.StatusPassed},
		// Near misses: no count against a total keeps the qualifier guard.
		{"Files uploaded", "", "all files uploaded", semantic.StatusInconclusive},
		{"Fans off", "", "all fans are off", semantic.StatusInconclusive},
		// Another predicate is not counted: the guard stays.
		{"5 of 5 files uploaded", "", "all files deleted", semantic.StatusInconclusive},
	}
	for _, c := range cases {
		d := decideOne(t, e, c.actual, c.context, c.expected)
		if st := semantic.Verdict(d, 0.8); st != c.want {
			t.Errorf("%q [%s] vs %q: %s (%s %.3f), want %s", c.actual, c.context, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
	}
}
