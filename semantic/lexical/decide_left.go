package lexical

import "strings"

// What is left is not what was done.
//
// "3 items left", "Only 2 left", "Seats left: 2" count what remains (the
// remaining role of capacity.go). A claim that the same number of things
// was done ("three items completed", "two skins sold", "two seats
// booked") counts the other part: the page gives the rest, not the part
// the claim names, so the claim is not stated, and with no total on the
// page it cannot be derived. When a remaining count of the page (read,
// not derived) has the number of a plain count of the claim, and the
// claim's clause of that count has a verb in the past form or a lexicon
// concept of completion (complete, used) and no word of remaining, no
// negation and no "still to be", the comparison is a conflict of strength
// sLeftDone.
//
// Limits: a past form with an "un" prefix ("unbooked", "unsold") is a
// negative and keeps the rule out; a page with a total ("2 of 5 left")
// derives the done part and is left to capacity.go; a claim that the
// rest was done by someone else ("two seats booked by others") is read
// the same way.

// sLeftDone is the strength of the conflict between a remaining count and
// a count of the done part with the same number.
const sLeftDone = 0.95

// decideLeftDone adds the conflict above to a comparison of the page a and
// the claim e.
func (r *comparison) decideLeftDone(a, e *analysis) {
	if r.identical || r.empty || r.conflict > 0 || e.neg > 0 {
		return
	}
	for _, av := range a.values {
		if av.kind != vNumber || av.role != roleRemain || av.derived || av.implied || hasTotal(a) {
			continue
		}
		for _, ev := range e.values {
			if ev.kind == vNumber && !ev.implied && doneRole(ev.role) && ev.cmp == 0 && sameNum(ev.num, av.num) && doneClause(e, ev.clause) {
				r.addConflict(sLeftDone, "left against done")
				r.shared = 1
				return
			}
		}
	}
}

// doneRole reports whether a claimed count's role leaves it a count of
// the done part: none, or the positive role of its predicate ("p:…+",
// counts.go: "three items completed").
func doneRole(role string) bool {
	return role == "" || strings.HasPrefix(role, "p:") && strings.HasSuffix(role, "+")
}

// hasTotal reports whether x has a total count (a role of capacity.go).
func hasTotal(x *analysis) bool {
	for _, v := range x.values {
		if v.role == roleTotal {
			return true
		}
	}
	return false
}

// doneClause reports whether clause k of x states that something was
// done: a past form that is no negative ("un…") or a concept of
// completion or use, and no word of remaining, no negation and no "still
// to be".
func doneClause(x *analysis, k int) bool {
	if k >= maxClauses || x.clauseNeg[k] > 0 || x.clauseToBe[k] {
		return false
	}
	done := false
	for _, u := range x.units {
		if u.clause != k || u.implied {
			continue
		}
		switch {
		case u.key == "remain" || u.key == "available" || u.neg:
			return false
		case u.key == "complete" || u.key == "used":
			done = true
		case u.c != nil && u.c.verb && u.tense == tPast:
			done = true
		case u.c == nil && pastForm(u.raw) && !strings.HasPrefix(u.raw, "un"):
			done = true
		}
	}
	return done
}
