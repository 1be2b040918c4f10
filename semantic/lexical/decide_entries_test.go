package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestEntryValues: a claim whose words pick out one entry of a labelled
// list is compared with that entry's value; other entries are other facts.
func TestEntryValues(t *testing.T) {
	eng := New()
	for _, c := range []struct {
		actual, ctx, expected string
		want                  semantic.Status
	}{
		{"Brand $412.00 · Generic $14.99", "Atorvastatin 20 mg", "the generic costs $412", semantic.StatusFailed},
		{"Adults 2 · Children 3", "Household", "three adults in the household", semantic.StatusFailed},
		{"Doors 7:00 PM · Show 8:00 PM", "", "the doors open at 8 PM", semantic.StatusFailed},
		{"Annual 12 · Sick 5 · Personal 2", "Days available", "two personal days", semantic.StatusPassed},
		// Near misses: a word of the claim labels two entries, an entry
		// label the claim does not name, a clause that qualifies the list.
		{"Previous dose 10 mg · Current dose 20 mg", "Lisinopril", "the dose is 10 mg", semantic.StatusInconclusive},
		{"3 assignments due · 1 overdue", "", "three overdue assignments", semantic.StatusInconclusive},
		{"Starting Jan 1, your premium will be $110/mo", "Auto policy", "your premium is $110 a month", semantic.StatusInconclusive},
		{"Adults 2 · Children 3", "Household", "about three adults", semantic.StatusInconclusive},
		// A claimed change is a difference, not the entry's level.
		{"NPS +42 (last quarter +35)", "", "NPS went up by 7", semantic.StatusInconclusive},
		{"NPS +42 · Last quarter +35", "", "NPS went up by 42", semantic.StatusInconclusive},
	} {
		d := decideOne(t, eng, c.actual, c.ctx, c.expected)
		if got := semantic.Verdict(d, 0.8); got != c.want {
			t.Errorf("%q [%s] vs %q: %s %v, want %s", c.actual, c.ctx, c.expected, got, d.Probabilities, c.want)
		}
		if c.want != semantic.StatusPassed && semantic.Verdict(d, 0.5) == semantic.StatusPassed {
			t.Errorf("%q vs %q: passes at 0.5", c.actual, c.expected)
		}
	}
}
