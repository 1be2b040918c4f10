package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestMarkScopedToClause: a diminisher or an attempt qualifies its own
// clause, and a request followed by the act as a dated event of its own
// does not make the act a request (decide_incomplete_scope.go).
func TestMarkScopedToClause(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		// The diminisher's clause shares nothing with the claim: no conflict.
		{"Almost ready · 2 min late", "Ferry 4", "the ferry is two minutes late", semantic.StatusInconclusive},
		{"5 failed login attempts · card blocked for 24 h", "Alert", "the card is blocked for a day", semantic.StatusInconclusive},
		// The claim is the marked clause's: still a conflict.
		{"Almost ready · 2 min late", "Ferry 4", "the ferry is ready", semantic.StatusFailed},
		{"Partially refunded · Dec 3", "Order 55", "the order was refunded", semantic.StatusFailed},
		// A request, then the act dated.
		{"Transcript requested Oct 2 · Sent Oct 9", "Registrar", "the transcript was sent on October 9", semantic.StatusInconclusive},
		{"Transcript requested Oct 2 · Sent Oct 9", "Registrar", "the transcript has been sent", semantic.StatusInconclusive},
		{"Transcript requested Oct 2 · Sent Oct 9", "Registrar", "the transcript was sent on October 2", semantic.StatusFailed},
		{"Transcript requested Oct 2", "Registrar", "the transcript has been sent", semantic.StatusInconclusive},
	})
}

// TestTypicalOfOtherEntry: "usually" qualifies its own clause; a claim
// whose values are stated in another clause only is not a claim of what
// is typical (guard_typical_scope.go).
func TestTypicalOfOtherEntry(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Gate B12 · Boards 09:15 · Usually gate B4", "Flight LX 318", "boarding at 9:15 am", semantic.StatusPassed},
		{"Gate B12 · Boards 09:15 · Usually gate B4", "Flight LX 318", "the flight boards from gate B4", semantic.StatusInconclusive}, // the typical clause's value: the guard holds
		// A typical label before a colon qualifies the value after it.
		{"Typical buyers: 40% discount", "Your discount: 25%", "my discount is 40%", semantic.StatusFailed},
		// Typicality in the context qualifies the whole page.
		{"Boards 09:15", "Usually", "boarding at 9:15 am", semantic.StatusFailed},
	})
}

// TestComplementNegatesPart: a claim that negates the part's words with
// the whole less the part counts the rest, no conflict; restating the
// part with that number stays one (values_complement_neg.go).
func TestComplementNegatesPart(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Approved claims: 3 of your 8 receipts", "Expenses", "five receipts were not approved", semantic.StatusInconclusive},
		{"Approved claims: 3 of your 8 receipts", "Expenses", "five receipts were approved", semantic.StatusFailed},
		{"Thread · 6 messages · 4 unread", "", "two unread messages", semantic.StatusFailed},
	})
}

// TestNounIsNoState: "block" after another word of its clause is a noun,
// not the state "blocked" (analyze_stateword.go).
func TestNounIsNoState(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Room block: 25 rooms · 4 left", "Wedding", "four rooms left in the block", semantic.StatusInconclusive},
		{"Sender blocked", "Mail", "the sender is blocked", semantic.StatusPassed},
		{"Sender allowed", "Mail", "the sender is blocked", semantic.StatusFailed},
	})
	a := analyzeAt("Room block: 25 rooms", corpus4Clock())
	if a.neg != 0 {
		t.Errorf("%q: %d negations, want 0", "Room block: 25 rooms", a.neg)
	}
}

// TestRecurringStateNoPast: a participle before a recurrence ("Closed
// Sundays", or a weekday beside a weekday range) is a state, not a past
// event against a scheduled "closes" (guard_tense_recurring.go).
func TestRecurringStateNoPast(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Open today 09:00–18:00 · Closed Sundays", "Library", "the library closes at 6 PM today", semantic.StatusInconclusive},
		{"Mon–Fri 8 AM–6 PM · Closed Sat", "Clinic", "the clinic closes at 18:00", semantic.StatusInconclusive},
		{"Ticket closed Sat", "Support", "the ticket will close on Saturday", semantic.StatusFailed},
	})
	for _, c := range []struct {
		s    string
		i    int
		want bool
	}{
		{"closed mondays", 0, true}, {"closed on weekends", 0, true}, {"closed mon", 0, false}, {"tue sun closed mon", 2, true}, {"closed early", 0, false},
	} {
		a := analyzeAt(c.s, corpus4Clock())
		if got := recurringState(a.its, c.i); got != c.want {
			t.Errorf("recurringState(%q, %d) = %v, want %v", c.s, c.i, got, c.want)
		}
	}
}

// TestEntailedCountRoles: a count of zones on is a count of zones
// running, so "Zone 2 is running" contradicts "Zone 2 off" (counts_implied.go).
func TestEntailedCountRoles(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Sprinklers: Zone 4 on · Zone 5 off", "Garden", "Zone 5 is running", semantic.StatusFailed},
		{"Sprinklers: Zone 4 on · Zone 5 off", "Garden", "Zone 4 is running", semantic.StatusInconclusive},
	})
	if !entailedRoles("p:on+", "p:active+") || entailedRoles("p:on-", "p:active+") || entailedRoles("p:on+", "p:w:match+") {
		t.Errorf("entailedRoles: on/active %v, off/active %v, on/match %v", entailedRoles("p:on+", "p:active+"), entailedRoles("p:on-", "p:active+"), entailedRoles("p:on+", "p:w:match+"))
	}
}

// TestNotYetAgainstRest: a page counting a part with its predicate states
// the rest as not holding, so "not … yet" of the rest is read as "not"
// (decide_yet_rest.go).
func TestNotYetAgainstRest(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Boarding: 120 of 180 passengers boarded", "Flight 22", "60 passengers have not boarded yet", semantic.StatusPassed},
		{"Boarding: 120 of 180 passengers boarded", "Flight 22", "120 passengers have not boarded yet", semantic.StatusFailed},
		{"Boarding: 120 of 180 passengers boarded", "Flight 22", "50 passengers have not boarded yet", semantic.StatusFailed},
		{"Boarding: 120 passengers boarded", "Flight 22", "60 passengers have not boarded yet", semantic.StatusInconclusive},
	})
}

// TestMinAfterNumberIsMinutes: "min" right after a number is its unit,
// not a lower bound on the next value (bounds_minutes.go).
func TestMinAfterNumberIsMinutes(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"3 stops · 25 min · 1 transfer", "Route", "the route has one transfer", semantic.StatusPassed},
		{"3 stops · 25 min · 2 transfers", "Route", "the route has one transfer", semantic.StatusInconclusive},
		{"Min 3 guests", "Booking", "at least three guests", semantic.StatusPassed},
	})
	a := analyzeAt("3 stops · 25 min · 1 transfer", corpus4Clock())
	for _, v := range a.values {
		if v.cmp != 0 {
			t.Errorf("%v: bound %q, want none", v, v.cmp)
		}
	}
}

// TestLeadingParticipleCount: a participle opening "N of M" is the
// count's predicate, like one after it, and the claim of the rest in the
// other word order is no role swap (counts_leading.go).
func TestLeadingParticipleCount(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Scanned 40 of 50 boxes", "Shipment 7", "ten boxes still to scan", semantic.StatusPassed},
		{"Scanned 40 of 50 boxes", "Shipment 7", "40 boxes still to scan", semantic.StatusFailed},
		{"Scanned 40 of 50 boxes", "Shipment 7", "ten boxes were scanned", semantic.StatusFailed},
		{"Scanned 40 of 50 boxes", "Shipment 7", "40 boxes were scanned", semantic.StatusInconclusive}, // the stated part in the other order: still read as reordered
		{"Staff scanned 40 of 50 boxes", "Shipment 7", "ten boxes still to scan", semantic.StatusInconclusive},
	})
}

// TestLeadingParticipleScore: a score on a scale after a participle is no
// count of items the participle holds of (counts_leading.go).
func TestLeadingParticipleScore(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"Rated 4 out of 5 stars", "", "the product is rated", semantic.StatusInconclusive},
		{"Rated 4.5 out of 5", "", "the product is rated", semantic.StatusInconclusive},
	})
}
