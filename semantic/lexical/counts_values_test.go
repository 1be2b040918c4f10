package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

func TestSlashCountsAndRest(t *testing.T) {
	cases := []struct{ text, want string }{
		{"4/6 modules completed", "number:4 number:6"},
		{"45/50", "number:45 number:50"},
		// Near misses: a date stays a date.
		{"Due 4/6", "date:0-4-6"},
	}
	for _, c := range cases {
		if got := valueStrings(c.text); got != c.want {
			t.Errorf("%q: values %q, want %q", c.text, got, c.want)
		}
	}
	e := New(WithClock(corpus4Clock))
	dec := []struct {
		actual, expected string
		want             semantic.Status
	}{
		{"4/6 modules completed", "two modules left", semantic.StatusPassed},
		{"4/6 modules completed", "four modules left", semantic.StatusFailed},
		{"6 of 10 episodes watched", "four episodes to go", semantic.StatusPassed},
		{"2 of 3 stops completed", "one stop left", semantic.StatusPassed},
		{"2 of 3 stops completed", "two stops left", semantic.StatusFailed},
		// Near miss: without a total nothing is left over.
		{"2 stops completed", "one stop left", semantic.StatusInconclusive},
	}
	for _, c := range dec {
		d := decideOne(t, e, c.actual, "", c.expected)
		if st := semantic.Verdict(d, 0.8); st != c.want {
			t.Errorf("%q vs %q: %s (%s %.3f), want %s", c.actual, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
	}
}

// TestProgressRest: the rest of a count with its total and no predicate
// is no contradiction of a claim of what is left, but never its proof.
func TestProgressRest(t *testing.T) {
	e := New(WithClock(corpus4Clock))
	for _, c := range []struct {
		actual, expected string
		want             semantic.Status
	}{
		{"6,000 / 10,000 steps", "4,000 steps to go", semantic.StatusInconclusive},
		{"6,000 / 10,000 steps", "6,000 steps to go", semantic.StatusInconclusive},
	} {
		d := decideOne(t, e, c.actual, "", c.expected)
		if st := semantic.Verdict(d, 0.8); st != c.want {
			t.Errorf("%q vs %q: %s (%s %.3f), want %s", c.actual, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
	}
}

// TestNegatedParticipleCounts: "3 questions unanswered" counts what is
// not answered (counts.go unknownPredicate).
func TestNegatedParticipleCounts(t *testing.T) {
	e := New(WithClock(corpus4Clock))
	cases := []struct {
		actual, expected string
		want             semantic.Status
	}{
		{"8 of 12 forms submitted", "four forms unsubmitted", semantic.StatusPassed},
		{"8 of 12 forms submitted", "eight forms unsubmitted", semantic.StatusFailed},
		// Near miss: "under", "until" are no prefix; a short rest is no participle.
		{"8 of 12 forms submitted", "four forms undated", semantic.StatusInconclusive},
	}
	for _, c := range cases {
		d := decideOne(t, e, c.actual, "", c.expected)
		if st := semantic.Verdict(d, 0.8); st != c.want {
			t.Errorf("%q vs %q: %s (%s %.3f), want %s", c.actual, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
	}
}
