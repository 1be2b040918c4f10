package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestConventionalAbbr: a conventional short form abbreviates its own
// expansion only (abbrev_conventional.go).
func TestConventionalAbbr(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"1 tbsp honey", "Ingredients", "one tablespoon of honey", semantic.StatusPassed},
		{"1 tsp honey", "Ingredients", "one tablespoon of honey", semantic.StatusInconclusive},
		{"3 tsp salt", "", "three teaspoons of salt", semantic.StatusPassed},
		{"3 tbsp salt", "", "three teaspoons of salt", semantic.StatusInconclusive},
	})
	if q := contracted(unit{raw: "tsp"}, unit{raw: "tablespoons"}); q != 0 {
		t.Errorf("tsp contracts tablespoons: %v, want 0", q)
	}
	if q := contracted(unit{raw: "pt"}, unit{raw: "pints"}); q != 1 {
		t.Errorf("pt contracts pints: %v, want 1", q)
	}
}

// TestLevelModifier: "C1+" is not "C1", and neither is the reverse
// (guard_codemod.go); a range or the same modifier is left alone.
func TestLevelModifier(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Level: C1+", "German test", "my German level is C1", semantic.StatusFailed},
		{"Level: C1", "German test", "my German level is C1+", semantic.StatusFailed},
		{"Level: C1+", "German test", "my German level is C1+", semantic.StatusPassed},
		{"Level: C1", "German test", "my German level is C1", semantic.StatusPassed},
		{"Level: A2-", "German test", "my German level is A2", semantic.StatusFailed},
	})
	if n := levelModConflict("Band: B1-B2", "", "band B1"); n != "" {
		t.Errorf("a range read as a modifier: %q", n)
	}
}

// TestRateTotal: an amount per unit is not the total (guard_rate.go).
func TestRateTotal(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"$40/hr", "Dog walking", "dog walking costs $40 in total", semantic.StatusFailed},
		{"€12 per seat", "Workshop", "the workshop is €12 altogether", semantic.StatusFailed},
		{"$40/hr · Total $120", "Dog walking", "dog walking costs $120 in total", semantic.StatusInconclusive},
		{"Total $40", "Dog walking", "dog walking costs $40 in total", semantic.StatusPassed},
		{"$40/hr", "Dog walking", "dog walking costs $40 an hour", semantic.StatusPassed},
	})
}

// TestCallToActionOnly: a page of calls to action states no fact even in
// the claim's own words (guard_callonly.go).
func TestCallToActionOnly(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Review this seller", "", "The seller has reviews", semantic.StatusInconclusive},
		{"Track your parcel", "", "I can track my parcel", semantic.StatusInconclusive},
		{"Review this seller", "", "Review this seller", semantic.StatusPassed},
		{"Seller reviewed · 5 stars", "", "The seller has been reviewed", semantic.StatusPassed},
	})
	if callToActionOnly(analyzeAt("Week 3 of 8", corpus4Clock()).its, analyzeAt("the third week", corpus4Clock()).its) {
		t.Error("a noun opening a label read as a call to action")
	}
}

// TestRestAsDone: what an action under way has done is not what remains
// (guard_rest.go).
func TestRestAsDone(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Syncing 12 of 30 albums…", "", "12 albums still to sync", semantic.StatusFailed},
		{"Syncing 12 of 30 albums…", "", "12 albums left", semantic.StatusFailed},
		{"Syncing 12 of 30 albums…", "", "18 albums still to sync", semantic.StatusPassed},
		{"Syncing 15 of 30 albums…", "", "15 albums still to sync", semantic.StatusPassed},
	})
}

// TestDurationToday: two amounts of time on a shared relative day are
// compared as values; the day does not excuse them (duration_offset.go).
func TestDurationToday(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Screen time today: 2h 10m", "", "40 minutes of screen time today", semantic.StatusFailed},
		{"45 minutes yesterday", "Meditation", "15 minutes yesterday", semantic.StatusFailed},
		{"Delivery in 2 days", "", "delivery on 3 December", semantic.StatusPassed},
	})
}
