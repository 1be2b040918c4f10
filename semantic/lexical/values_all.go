package lexical

// Universal claims against counts with a total.
//
// "All checks passed", "every lesson is watched" and "all lights are off"
// quantify over everything their noun names: none of it fails the
// predicate. Against a count of the same predicate with its total on the
// other side ("2 of 3 checks passed", "12 of 12 lessons watched", "0 of
// 4 lights on") that is a number: the count of the opposite role is zero.
// The universal clause then states that zero count, so "12 of 12" meets
// "all" and "2 of 3" (one not passed) contradicts it. The quantifier
// word is part of that value, not a qualifier left unmatched, and the
// clause's negation ("off") is carried by the count's role. Only a text
// of one clause with one predicate and no number of its own is read so,
// and only when the other side counts that predicate against a total:
// "Lights off" against "all lights are off" keeps the qualifier guard.

// universalWords quantify over every member of what a clause names.
var universalWords = map[string]bool{"all": true, "every": true, "each": true}

// universalCounts reads the universal claim of each side against the
// other's counts (see above); it runs before the comparison's phases.
func universalCounts(a, e *analysis) {
	universalCount(e, a)
	universalCount(a, e)
}

// universalCount gives x the zero count its universal clause states when
// o counts x's predicate against a total.
func universalCount(x, o *analysis) {
	if x.nClauses > 1 || !hasUniversal(x.quals) {
		return
	}
	pred := x.clausePred[0]
	if pred == "" || pred == "-" || x.hedged(0) {
		return
	}
	for _, v := range x.values {
		if !v.implied && (v.kind == vNumber || v.kind == vPercent) {
			return // "all 3 tasks", "all 100%": the count is written
		}
	}
	if !countsAgainstTotal(o, pred) {
		return
	}
	neg := x.clauseNeg[0]%2 == 1
	if x.clauseToBe[0] {
		neg = !neg
	}
	x.derive(value{kind: vNumber, num: 0, role: predRole(pred, !neg)}, 0, -1, -1)
	x.countNeg[0] = x.clauseNeg[0] > 0
	var qs []string
	for _, q := range x.quals {
		if !universalWords[q] {
			qs = append(qs, q)
		}
	}
	x.quals = qs
	for i, u := range x.units {
		if universalWords[u.raw] {
			x.units[i].implied = true // "every" read as a word: the count says it
		}
	}
}

// hasUniversal reports whether the qualifiers qs have a universal word.
func hasUniversal(qs []string) bool {
	for _, q := range qs {
		if universalWords[q] {
			return true
		}
	}
	return false
}

// countsAgainstTotal reports whether x has a count of predicate pred, of
// either role, in a clause with a total ("2 of 3 checks passed").
func countsAgainstTotal(x *analysis, pred string) bool {
	for _, v := range x.values {
		if v.kind != vNumber || v.implied || (v.role != predRole(pred, false) && v.role != predRole(pred, true)) {
			continue
		}
		for _, t := range x.values {
			if t.clause == v.clause && t.role == roleTotal && !t.implied {
				return true
			}
		}
	}
	return false
}
