package lexical

// Done parts against what is left, for every kind of value.
//
// decide_left.go settles a remaining count against a claim of the same
// number done ("3 items left" / "three items completed"). Two more forms
// settle the same way:
//
//   - a remaining duration, amount or measure against the claim that the
//     same value was done or used ("45 min left" / "45 minutes watched",
//     "$20 left" / "$20 spent"): the page gives the rest, not the part the
//     claim names (same conditions as decide_left.go: read, not derived,
//     no total on the page, a clause of the claim with a past form or a
//     concept of completion, no word of remaining, no negation);
//   - the done part of "N of M" against the claim that N is left ("18 of
//     25 days used" / "eighteen days left", "$300 of $400 spent" / "$300
//     left to spend"): the page's N is the first value of an "N of M" or
//     "N / M" frame whose clause says it is done (a used or done role, a
//     past form or a concept of completion: "6,000 / 10,000 steps" says
//     neither and is left alone), the frame is no half (M − N ≠ N), its
//     clause has no word of remaining and no negation, and the page states
//     no remaining value with the number N (read or derived). What is left
//     is M − N, so the claim is not stated.
//
// Either is a conflict of strength sLeftDone.

// decideLeftValues adds the conflicts above to a comparison of the page a
// and the claim e.
func (r *comparison) decideLeftValues(a, e *analysis) {
	if r.identical || r.empty || e.neg > 0 || passing(r) {
		return
	}
	// The value conflict of the two readings may be there already, weak
	// for want of shared words ("45 min left" / "45 minutes watched"):
	// the rule says it is about the whole claim.
	if leftAgainstDoneValue(a, e) {
		r.addConflict(sLeftDone, "left against done")
		r.shared = 1
		return
	}
	if r.conflict == 0 && doneAgainstLeft(a, e) {
		r.addConflict(sLeftDone, "done against left")
		r.shared = 1
	}
}

// leftAgainstDoneValue is the first form above.
func leftAgainstDoneValue(a, e *analysis) bool {
	if hasTotal(a) {
		return false
	}
	for _, av := range a.values {
		if av.role != roleRemain || av.derived || av.implied || !measuredKind(av.kind) {
			continue
		}
		for _, ev := range e.values {
			if ev.kind == av.kind && !ev.implied && ev.cmp == 0 && doneRole(ev.role) && sameNum(ev.num, av.num) &&
				ev.unit == av.unit && ev.cur == av.cur && doneClause(e, ev.clause) {
				return true
			}
		}
	}
	return false
}

// measuredKind: durations, amounts and measures (counts are
// decide_left.go's).
func measuredKind(k valKind) bool { return k == vDuration || k == vAmount || k == vMeasure }

// doneAgainstLeft is the second form above.
func doneAgainstLeft(a, e *analysis) bool {
	for _, ev := range e.values {
		if ev.role != roleRemain || ev.derived || ev.implied || ev.cmp != 0 {
			continue
		}
		if remainsOn(a, ev.num) {
			return false
		}
		for i := 0; i+1 < len(a.values); i++ {
			x, y := a.values[i], a.values[i+1]
			if x.implied || y.implied || x.derived || y.derived || x.clause != y.clause || x.role == roleRemain {
				continue
			}
			if !sameNum(x.num, ev.num) || x.num >= y.num || sameNum(2*x.num, y.num) || !ofFrame(a.its, x, y) {
				continue
			}
			if ev.kind != x.kind && ev.kind != y.kind || x.cur != "" && ev.cur != "" && x.cur != ev.cur {
				continue
			}
			if x.clause < maxClauses && a.clauseNeg[x.clause] > 0 || remainWordIn(a, x.clause) {
				continue
			}
			if x.role != roleUsed && !doneRole(x.role) || x.role == "" && !doneClause(a, x.clause) && !pastFormIn(a.its) {
				continue // "6,000 / 10,000 steps", "4 GB of 64 GB": no word says which part is done
			}
			return true
		}
	}
	return false
}

// remainsOn reports whether the page states a remaining value with the
// number n, read or derived.
func remainsOn(a *analysis, n float64) bool {
	for _, v := range a.values {
		if v.role == roleRemain && sameNum(v.num, n) {
			return true
		}
	}
	return false
}

// remainWordIn reports whether clause k of a has a word of remaining.
func remainWordIn(a *analysis, k int) bool {
	for _, u := range a.units {
		if u.clause == k && !u.implied && (u.key == "remain" || u.key == "available") {
			return true
		}
	}
	return false
}

// ofFrame reports "X of Y", "X out of Y" or "X / Y" in the items its.
func ofFrame(its []item, x, y value) bool {
	e := int(x.end)
	if e < 0 || int(y.at) >= len(its) || e >= len(its) {
		return false
	}
	switch int(y.at) {
	case e + 1:
		return its[e].text == "of" || its[e].kind == tkSym && its[e].text == "/"
	case e + 2:
		return its[e].text == "out" && its[e+1].text == "of"
	}
	return false
}
