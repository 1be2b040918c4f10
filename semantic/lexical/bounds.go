package lexical

import "math"

// Bounds and approximations.
//
// "over eight thousand steps", "coverage above 85 percent", "a driver rated
// above 4.9", "no more than five devices" state a bound, not a value: a
// shown value inside the bound states the claim, one outside contradicts
// it. "about 3 miles", "approx. 2 hrs" state a value within a tolerance
// (approxTolerance), so rounding and unit conversion meet it.

// approxTolerance is the relative tolerance of an approximate value.
const approxTolerance = 0.06

// bound reads the bound and approximation words right before the value
// starting at item i.
func (p *parser) bound(i int) (cmp byte, approx bool) {
	w1, w2, w3 := p.word(i-1), p.word(i-2), p.word(i-3)
	if approxWords[w1] || approxWords[w2] && !p.its[i-1].brk {
		approx = true
		if approxWords[w1] {
			w1, w2, w3 = w2, w3, p.word(i-4)
		}
	}
	switch {
	case w1 == "over" || w1 == "above" || w1 == "exceeding" || w1 == "beyond":
		cmp = '>'
	case w1 == "than" && (w2 == "more" || w2 == "greater" || w2 == "higher") && w3 != "no" && w3 != "not":
		cmp = '>'
	case w1 == "least" && w2 == "at", w1 == "minimum" || w1 == "min" && w2 != "":
		cmp = '>'
	case w1 == "under" || w1 == "below":
		cmp = '<'
	case w1 == "than" && (w2 == "less" || w2 == "fewer" || w2 == "lower" || (w2 == "more" && (w3 == "no" || w3 == "not"))):
		cmp = '<'
	case w1 == "most" && w2 == "at", w1 == "to" && w2 == "up":
		cmp = '<'
	}
	if cmp != 0 && (p.a.clauseNeg[p.a.clause()] > 0 && w3 != "no") {
		cmp = 0 // "not below 4": leave negated bounds to the polarity rules
	}
	return cmp, approx
}

var approxWords = map[string]bool{"about": true, "around": true, "approx": true, "approximately": true, "roughly": true, "circa": true, "nearly": true, "almost": true}

// comparable reports whether two values measure the same thing, and their
// magnitudes in one scale.
func comparable(e, a value) (float64, float64, bool) {
	switch {
	case e.kind == a.kind && (e.kind == vMeasure || e.kind == vDuration):
		return e.num, a.num, e.unit == a.unit
	case e.kind == a.kind && e.kind == vTime && e.cmp != 0 && !e.amb && !a.amb:
		return float64(e.min), float64(a.min), true // "before midnight" (times.go)
	case e.kind == a.kind && e.kind == vAmount:
		return e.num, a.num, e.cur == a.cur || e.cur == "" || a.cur == ""
	case e.kind == a.kind && (e.kind == vNumber || e.kind == vPercent):
		return e.num, a.num, e.role == a.role || e.role == "" || a.role == ""
	case e.kind == vNumber && (a.kind == vPercent || a.kind == vAmount), a.kind == vNumber && (e.kind == vPercent || e.kind == vAmount):
		return e.num, a.num, true
	}
	return 0, 0, false
}

// matchBounded matches values of which one is a bound or approximate. ok
// is false when the rule does not apply (another kind of value).
func matchBounded(e, a value) (q float64, conflict, ok bool) {
	x, y, same := comparable(e, a)
	if !same {
		return 0, false, false
	}
	switch {
	case e.cmp != 0 && a.cmp != 0:
		// Two bounds: the same bound states the claim; others do not
		// settle it.
		if e.cmp == a.cmp && sameNum(x, y) {
			return qFull, false, true
		}
		return 0, e.cmp != a.cmp && sameNum(x, y), true // "at most 3" against "min. 3"
	case a.cmp != 0:
		return 0, false, true // the page gives a bound, the claim a value
	case e.cmp == '>':
		if y > x || e.incl && sameNum(x, y) { // "at least 3" holds for 3
			return qFull, false, true
		}
		return 0, true, true
	case e.cmp == '<':
		if y < x || sameNum(x, y) {
			return qFull, false, true
		}
		return 0, true, true
	}
	// Approximate.
	if math.Abs(x-y) <= approxTolerance*math.Max(math.Abs(x), math.Abs(y)) {
		return qFull, false, true
	}
	return 0, true, true
}
