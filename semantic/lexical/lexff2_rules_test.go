package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestMisreadNegationRules pins the negations scoped elsewhere
// (polarity_sibling.go, polarity_scope.go): each reading that is no
// conflict is unsure (never a pass), beside near misses that keep their
// conflict.
func TestMisreadNegationRules(t *testing.T) {
	const (
		fail = semantic.StatusFailed
		inc  = semantic.StatusInconclusive
	)
	checkVerdicts(t, []verdictCase{
		// A sibling entry's negation, about a thing of its own.
		{"No longer departing from Stand 3 · Go to Stand 7", "Coach 12", "departing from stand 7", inc},
		{"No longer departing from Stand 3 · Go to Stand 7", "Coach 12", "departing from stand 3", fail},
		{"Subscribed: Science · Not subscribed: Politics", "Newsletters", "you are subscribed to Science", inc},
		{"Approved: 9 · Rejected: 3 · No answer: 2", "Requests", "nine requests approved", inc},
		{"Approved: 9 · Rejected: 3 · No answer: 2", "Requests", "three requests approved", fail},
		{"Not delivered · Shipped Dec 3", "", "delivered on Dec 3", fail},
		{"Server down · 3 alerts", "", "the server is online", fail},
		// A quotation is no entry of the page's own.
		{"\"Mark this as approved\" · Review: Not approved", "Claim 31", "the claim is approved", fail},
		// An exception holds the opposite polarity of its clause.
		{"Every room except the attic has heating", "Survey", "the attic has no heating", inc},
		{"Parking allowed except 8–10 am", "Street rules", "parking is not allowed between 8 and 10 am", inc},
		{"Your album is visible to everyone except blocked users", "Sharing", "your album is visible to everyone", fail},
		// A contrast set off by commas negates its own phrase.
		{"The landlord, not the tenant, pays this fee", "Lease", "the tenant pays this fee", fail},
		// "not all" before a count entry.
		{"Not all parcels scanned · 4 missing", "Route 8", "four parcels are missing", inc},
	})
}

// TestRelatedValueRules pins the values the page's arithmetic or its
// words relate to a claim (values_product.go, values_context.go,
// money_cents.go, values_otherrole.go): not contradicted (never a pass
// where the rule only narrows), beside near misses.
func TestRelatedValueRules(t *testing.T) {
	const (
		pass = semantic.StatusPassed
		fail = semantic.StatusFailed
		inc  = semantic.StatusInconclusive
	)
	checkVerdicts(t, []verdictCase{
		// Products with a rate word, quotients whose count the claim states.
		{"Scaffold rental: 5 weeks at £1,200/week", "Equipment", "scaffold rental costs £6,000 in total", inc},
		{"Scaffold rental: 5 weeks at £1,200/week", "Equipment", "scaffold rental costs £7,200 in total", fail},
		{"Breakout rooms: 3 rooms · 6 people each", "Training", "18 people in breakout rooms", inc},
		{"2 personal · 3 work", "Today", "six tasks today", fail}, // no rate word: no product
		{"Grant: $9,000 · Paid in 3 instalments", "Research fund", "three instalments of $3,000", inc},
		// "and N others" counts N + 1.
		{"Liked by mo_k and 17 others", "Photo", "18 likes", inc},
		{"Liked by mo_k and 17 others", "Photo", "20 likes", fail},
		// The rest of a percentage, only with a word of the other role.
		{"88% of tickets sold", "Concert", "12 percent of tickets are unsold", inc},
		{"Brightness 40%", "Desk lamp", "brightness at 60%", fail},
		// Cents of the page's currency.
		{"Parking €0.35/min", "Zone B", "parking costs 35 cents a minute", pass},
		{"Parking €0.35/min", "Zone B", "parking costs 45 cents a minute", fail},
		{"Stamp $0.73", "", "a stamp costs 73 cents", pass},
		// The subject's value beside its successor.
		{"Cancelled · Rebooked on LH 402", "LH 400", "flight LH 400 is cancelled", inc},
		{"Cancelled · LH 402", "LH 400", "flight LH 400 is cancelled", fail},
		// The other gallon, a spoken half, a unit in the label.
		{"Tank: 30 L", "Water", "about 7.9 gallons", inc},
		{"Certificate: 7.5 training hours", "Downloads", "seven and a half training hours", inc},
		{"Certificate: 7.5 training hours", "Downloads", "eight and a half training hours", fail},
		{"Machine hours 2,310 · Service in 90 h", "Press 4", "the machine has run 2,310 hours", inc},
		{"Machine hours 2,310 · Service in 90 h", "Press 4", "the machine has run 2,400 hours", fail},
	})
}

// TestContrastNotFailed: the page without its contrast states the claim,
// so it is not failed at 0.8 (polarity_scope.go).
func TestContrastNotFailed(t *testing.T) {
	d := decideOne(t, New(WithClock(corpus4Clock)), "The landlord, not the tenant, pays this fee", "Lease", "the landlord pays this fee")
	if got := semantic.Verdict(d, 0.8); got != semantic.StatusInconclusive {
		t.Errorf("contrast: %s %v, want inconclusive at 0.8", got, d.Probabilities)
	}
}

// TestSoftConflictConfidence: a failure resting only on a polarity
// answers P(different) calSoftDiff, still a failure at 0.8; a value
// conflict keeps its confidence (confidence_soft.go).
func TestSoftConflictConfidence(t *testing.T) {
	eng := New(WithClock(corpus4Clock))
	d := decideOne(t, eng, "Payment failed", "", "the payment went through")
	if got := d.Probabilities[semantic.ChoiceDifferent]; got > calSoftDiff+1e-9 || semantic.Verdict(d, 0.8) != semantic.StatusFailed {
		t.Errorf("polarity-only failure: %v, want failed with P(different) at most %.2f", d.Probabilities, calSoftDiff)
	}
	d = decideOne(t, eng, "Total $124.00", "", "the total is $1,240")
	if got := d.Probabilities[semantic.ChoiceDifferent]; got <= calSoftDiff {
		t.Errorf("value failure: %v, want P(different) above %.2f", d.Probabilities, calSoftDiff)
	}
}
