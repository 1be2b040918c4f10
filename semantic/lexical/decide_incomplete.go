package lexical

import "strings"

// An act begun, tried, asked for or partly done is not the act done.
//
// Four forms of a page name the claim's act or state and say it is not
// (yet, or not wholly) so:
//
//   - a diminisher before it: "Partially refunded", "Almost done",
//     "Nearly full" (diminishers);
//   - a change in progress: "Turning off…", "Booting up" (the "prog" claim
//     of claims.go);
//   - an attempt: "Trying to connect…", "Delivery attempted" (attemptWords);
//   - a request: "Cancellation requested", "Refund requested" (a past form
//     of "request", and no other past form on the page but those of
//     asking: askedForms).
//
// Against a claim of the act or state ("the order was refunded", "the
// heater is off", "the printer is connected", "the subscription was
// cancelled") that the page's words cover before the guards (at least
// incompleteCover of its weight, no conflict, nothing missing) and that
// has none of the page's marker words (nor, for a change in progress, an
// -ing form or "being"), the comparison is a conflict of strength
// sIncomplete. A claim of the attempt, the request or the progress itself
// ("you requested a refund", "the heater is turning off") is compared as
// before.
//
// Limits: "mostly" and "half" are not read ("Mostly sunny" is a kind of
// weather; "half" is a share, durations.go); a request is read only by
// its verb, so "Pending cancellation" is left to the status rules.

// sIncomplete is the strength of the conflict between an incomplete act
// and the claim that it is done.
const sIncomplete = 0.95

// incompleteCover is the least coverage of the claim by the page's words,
// before the guards.
const incompleteCover = 0.9

var (
	diminishers  = map[string]bool{"partially": true, "partly": true, "almost": true, "nearly": true, "partial": true}
	attemptWords = map[string]bool{"trying": true, "attempting": true, "retrying": true, "attempted": true, "attempt": true, "attempts": true}
	requestForms = map[string]bool{"requested": true}
	// askedForms are the past forms a page of a request may have beside it.
	askedForms = map[string]bool{"requested": true, "submitted": true, "sent": true, "filed": true, "placed": true}
)

// decideIncomplete turns a comparison of an incomplete act with the claim
// that it is done into a conflict. pre is the comparison before the
// guards ran.
func decideIncomplete(r *comparison, pre comparison, a, e *analysis) {
	if r.conflict > 0 || r.identical || r.empty || pre.conflict > 0 || pre.missing || pre.covE < incompleteCover || passing(r) {
		return
	}
	var marks map[string]bool
	switch {
	case anyWord(a.its, diminishers):
		marks = diminishers
	case anyWord(a.its, attemptWords):
		marks = attemptWords
	case anyWord(a.its, requestForms) && onlyPastForms(a.its, askedForms):
		marks = requestForms
	case hasSlot(a.claims, "prog") && !hasSlot(e.claims, "prog"):
		for _, it := range e.its {
			if it.kind == tkWord && (strings.HasSuffix(it.text, "ing") || it.text == "being") {
				return
			}
		}
		r.addConflict(sIncomplete, "in progress")
		r.shared = 1
		return
	default:
		return
	}
	for _, it := range e.its {
		if it.kind == tkWord && (marks[it.text] || strings.HasPrefix(it.text, "request") && marks[requestWordKey]) {
			return
		}
	}
	if markElsewhere(a, e, marks, marks[requestWordKey]) {
		return // the mark qualifies another clause (decide_incomplete_scope.go)
	}
	r.addConflict(sIncomplete, "incomplete")
	r.shared = 1
}

// requestWordKey marks the request forms: a claim with any word starting
// "request" speaks of the request.
const requestWordKey = "requested"

// anyWord reports whether its has a word of ws.
func anyWord(its []item, ws map[string]bool) bool {
	for _, it := range its {
		if it.kind == tkWord && ws[it.text] {
			return true
		}
	}
	return false
}

// onlyPastForms reports whether every past form of its is one of ok.
func onlyPastForms(its []item, ok map[string]bool) bool {
	for _, it := range its {
		if it.kind == tkWord && pastForm(it.text) && !ok[it.text] {
			return false
		}
	}
	return true
}

// hasSlot reports whether cs has a claim of the slot.
func hasSlot(cs []claim, slot string) bool {
	for _, c := range cs {
		if c.slot == slot {
			return true
		}
	}
	return false
}

// passing reports whether a comparison already chooses equivalent: the
// claim is stated as far as the comparison reads it, so a settling rule
// of a page that does not state it has nothing left open to settle.
func passing(r *comparison) bool {
	eq, diff, insuf := r.distribution()
	return eq > diff && eq > insuf
}
