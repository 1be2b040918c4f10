package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestLetterAfterCopula: an "a" that ends its clause after "is" is the
// letter A, not an article without its noun, so it meets a shown B as
// another grade (claims_grades.go).
func TestLetterAfterCopula(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Eco-Score B", "Environment", "the Eco-Score is A", semantic.StatusFailed},
		{"Energy class: C", "Fridge", "the energy class is A", semantic.StatusFailed},
		{"Energy class: A", "Fridge", "the energy class is a", semantic.StatusPassed},
	})
}

// TestStateWordNegatesNoBound: a clause whose only negation is a state
// word ("wait", "offline") keeps its bound: "under five minutes" is a cap,
// not the floor a negator would make of it (values_bounds_negator.go).
func TestStateWordNegatesNoBound(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Estimated wait: about 4 minutes", "Live chat", "the wait is under five minutes", semantic.StatusPassed},
		{"Estimated wait: about 6 minutes", "Live chat", "the wait is under five minutes", semantic.StatusFailed},
		{"Wait: 4 minutes", "", "wait under 5 minutes", semantic.StatusPassed},
		{"Min 4°", "", "it will not go below 4 degrees", semantic.StatusPassed},
	})
}

// TestWithinCap: a claimed "within" is a cap on a plain shown value; a
// shown "within" is a window (values_within.go).
func TestWithinCap(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Escalation in 45 min", "Ticket #20333", "the ticket will escalate within an hour", semantic.StatusPassed},
		{"Escalation in 75 min", "Ticket #20333", "the ticket will escalate within an hour", semantic.StatusFailed},
		{"Store 4 km away", "", "a store within 3 km", semantic.StatusFailed},
		{"Fare: $2.75 · Transfer free within 2 h", "Subway", "transfers are free for three hours", semantic.StatusFailed},
	})
}

// TestNamedEntryValue: a claim whose words name one labelled entry is
// held to that entry's value, not to a parallel entry's
// (guard_entrybound.go).
func TestNamedEntryValue(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Security wait: 25 min · Fast Track: 5 min", "Terminal 2", "the security wait is under 10 minutes", semantic.StatusFailed},
		{"Security wait: 8 min · Fast Track: 5 min", "Terminal 2", "the security wait is under 10 minutes", semantic.StatusInconclusive},
		{"Last visit: Oct 3 · Next: Apr 3", "", "the next visit is on April 3", semantic.StatusInconclusive},
		{"Pledge: $500 · Paid so far: $200", "Building fund", "$300 of the pledge is still to be paid", semantic.StatusInconclusive},
	})
}

// TestRateCents: a yearly amount converted per month is compared to the
// cents the page shows ("€8.33/mo" for "€99.99 a year"), and a whole
// amount shown keeps the exact conversion (values_period.go).
func TestRateCents(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Super · €8.33/mo billed annually (€99.99)", "Plans", "Super costs €89.99 a year", semantic.StatusFailed},
		{"Premium free for 30 days, then $3/mo", "", "Premium costs $3 a year", semantic.StatusFailed},
	})
	d := decideOne(t, New(WithClock(corpus4Clock)), "Super · €8.33/mo billed annually (€99.99)", "Plans", "Super costs €99.99 a year")
	if got := semantic.Verdict(d, 0.8); got == semantic.StatusFailed {
		t.Errorf("€99.99 a year against €8.33/mo: %s %v, want no failure", got, d.Probabilities)
	}
}

// TestChangeIsNoLaterStart: "extended from X to Y" changes a date; its
// "from" is the earlier value, not a start after today (changes_verbs.go).
func TestChangeIsNoLaterStart(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Deadline extended from Dec 2 to Dec 9 by PM Laura Ng", "Job 5521", "The deadline is now December 9", semantic.StatusInconclusive},
		{"Available from Dec 12", "", "it is available now", semantic.StatusFailed},
	})
}
