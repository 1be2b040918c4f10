package lexical

import (
	"strings"
	"time"
)

// What the page asserts.
//
// A page text can name a fact without asserting it. Two such forms pass
// the concept and value comparison, since they use the very words of the
// claim, and are held to at most insufficient_evidence here:
//
//   - a question: "Is your mailing address 12 Main St?" asks, it does not
//     state "the mailing address is 12 Main St". The question sentences
//     are dropped and the rest of the page is compared on its own; when
//     the rest does not state the claim, the comparison is unsure.
//   - a plan, estimate or target: "Est. delivery 7:45 PM", "Forecast
//     14 kWh", "Target start date: Feb 1" say what should happen, so they
//     never state that it happened ("delivered at 7:45 PM", "started on
//     February 1"). The rule applies when the page (or its context) has a
//     word of planning, states no event in the past itself, and the claim
//     states an event in the past without a word of planning of its own.
//   - a call to action: "Cancel reservation" (guard_imperative.go), and
//     a control that would set a state: "Turn on paperless billing"
//     (guard_offer.go). Such offer sentences state no fact at all: the
//     page is compared without them ("Paperless billing: On · Turn off"
//     is the state "On"), and a page of offers only is unsure.

// guardAssertion applies the rules above to a comparison of the texts
// actual (with context) and expected, analysed as a, c and e.
func guardAssertion(r *comparison, a, c, e *analysis, actual, context, expected string, now time.Time) {
	if r.identical || r.empty {
		return
	}
	ai, ci, ei := a.its, c.its, e.its // the items of actual, context and expected
	if rest, ok := dropOffers(actual, ai, ei); ok {
		// An offer states no fact: the page's facts are the rest.
		if strings.TrimSpace(rest) == "" {
			r.unsure = true
			return
		}
		*r = compareTextsAt(rest, context, expected, now)
		return
	}
	if n := periodConflict(ai, ci, ei); n != "" {
		r.addConflict(sGroup, "period "+n) // guard_period.go
	}
	if n := idConflict(ai, ci, ei, a, c, e); n != "" {
		r.addConflict(sValue, "number of "+n) // guard_ids.go
	}
	if n := letterConflict(actual, context, expected); n != "" {
		r.addConflict(sValue, "letter of "+n) // guard_letters.go
	}
	if n := levelModConflict(actual, context, expected); n != "" {
		r.addConflict(sValue, "modifier of "+n) // guard_codemod.go
	}
	if n := rateConflict(actual, context, expected); n != "" {
		r.addConflict(sGroup, "rate "+n) // guard_rate.go
	}
	if n := restAsDone(a, e); n != "" {
		r.addConflict(sValue, "rest "+n) // guard_rest.go
	}
	if n := tenseAuxConflict(ai, ei); n != "" {
		r.addConflict(sTense, "tense w:"+n) // guard_tense.go
	}
	if n := instanceConflict(ai, ci, ei); n != "" {
		r.addConflict(sGroup, "instance "+n) // guard_instance.go
	}
	if automaticOnly(ai, ei) || pastOfProgressive(a, e, ai, ei) || laterChangeOnly(a, ai, ei) || unstatedRelation(e, ai, ci, ei) || agentAsReceiver(a, e) || agentAsReceiver(e, a) ||
		passiveAgentAsObject(ai, ei) || passiveAgentAsObject(ei, ai) {
		r.unsure = true // guard_auto.go, guard_progressive.go, guard_future.go, guard_relation.go, guard_receiver.go, guard_passiveagent.go
	}
	if probe3Guards(a, e, ai, ci, ei) {
		r.unsure = true // guard_probe3.go
	}
	if positionAsCount(ai, ei) {
		r.unsure = true // guard_marks.go
	}
	if l := namedEntryConflict(r, a, e, actual, expected, now); l != "" {
		r.addConflict(sValue, "entry "+l) // guard_entrybound.go
	}
	if crossedEntry(r, a, e, actual, context, expected, now) {
		r.unsure = true // guard_crossentry.go
	}
	if typicalOnly(ai, ci, ei) && !typicalOtherEntry(a, c, e) {
		r.unsure = true // guard_generic.go, guard_typical_scope.go
	}
	if questionGuard(actual, context, expected, now) {
		r.unsure = true
	}
	if planOfClaim(a, c, e) && !plans(e) && statesPast(e) && !statesPast(a) {
		r.unsure = true
	}
	if actionOfferedIn(ai, ei) || callToActionOnly(ai, ei) {
		r.unsure = true // guard_imperative.go, guard_callonly.go
	}
}

// questionGuard reports whether actual only asks what expected claims:
// it has a question sentence, expected has none, and the rest of actual
// does not state the claim.
func questionGuard(actual, context, expected string, now time.Time) bool {
	if !strings.Contains(actual, "?") || strings.Contains(expected, "?") {
		return false
	}
	rest := dropQuestions(actual)
	if strings.TrimSpace(rest) == "" {
		return true
	}
	eq, _, _ := compareTextsAt(rest, context, expected, now).distribution()
	return eq < 0.5
}

// dropQuestions removes the sentences of s that end with a question mark.
// A sentence ends at '.', '!', '?', '·', '•', '|' or a line break.
func dropQuestions(s string) string {
	var out strings.Builder
	start := 0
	for i, r := range s {
		switch r {
		case '?':
			start = i + 1 // the sentence so far was a question
		case '.', '!', '·', '•', '|', '\n':
			out.WriteString(s[start : i+len(string(r))])
			start = i + len(string(r))
		}
	}
	out.WriteString(s[start:])
	return out.String()
}

// planWords mark a value or event as planned, estimated or aimed at
// rather than done.
var planWords = map[string]bool{
	"est": true, "estimated": true, "estimate": true, "eta": true, "etd": true,
	"expected": true, "forecast": true, "forecasted": true, "projected": true,
	"projection": true, "target": true, "goal": true, "planned": true,
	"scheduled": true, "tentative": true, "budget": true, "budgeted": true,
	"recommended": true, "suggested": true, "anticipated": true,
}

// plans reports whether x has a word of planning.
func plans(x *analysis) bool {
	for _, u := range x.units {
		if planWords[u.raw] {
			return true
		}
	}
	return false
}

// statesPast reports whether x states an event in the past: a verb in
// the past tense.
func statesPast(x *analysis) bool {
	for _, u := range x.units {
		if u.tense == tPast && !u.implied && u.c != nil && u.c.verb {
			return true
		}
	}
	return false
}
