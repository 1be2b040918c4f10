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
	if i >= 1 && i < len(p.its) && p.its[i].words && (p.word(i-1) == "a" || p.word(i-1) == "an") && !p.its[i].brk {
		i-- // "over a thousand", "about a hundred": the article is the number's
	}
	w1, w2, w3 := p.word(i-1), p.word(i-2), p.word(i-3)
	at := i - 1 // the item of w1
	if approxWords[w1] || approxWords[w2] && !p.its[i-1].brk {
		approx = true
		if approxWords[w1] {
			w1, w2, w3 = w2, w3, p.word(i-4)
			at--
		}
	}
	if w1 == "min" && minutesUnit(p.its, at) {
		w1 = "" // "12 min · 1 change": the minutes of 12, no minimum of 1 (bounds_minutes.go)
	}
	switch {
	case w1 == "over" || w1 == "above" || w1 == "exceeding" || w1 == "beyond":
		cmp = '>'
	case w1 == "than" && (w2 == "more" || w2 == "greater" || w2 == "higher") && w3 != "no" && w3 != "not":
		cmp = '>'
	case w1 == "least" && w2 == "at":
		cmp = cmpAtLeast
	case w1 == "minimum" || w1 == "min":
		cmp = cmpMin
	case w1 == "under" || w1 == "below":
		cmp = '<'
	case w1 == "than" && (w2 == "less" || w2 == "fewer" || w2 == "lower"):
		cmp = '<'
	case w1 == "than" && w2 == "more" && (w3 == "no" || w3 == "not"), w1 == "most" && w2 == "at", w1 == "to" && w2 == "up":
		cmp = cmpAtMost
	case w1 == "maximum" || w1 == "max" || w1 == "limit":
		cmp = cmpMax
	case p.its[i].colon && (w2 == "min" || w2 == "minimum"):
		cmp = cmpMin // "Min attempts: 3"
	case p.its[i].colon && (w2 == "max" || w2 == "maximum"):
		cmp = cmpMax // "Max attempts: 3"
	}
	if cmp != 0 && (p.a.clauseNeg[p.a.clause()] > 0 && w3 != "no") && p.negatorBefore(i) {
		cmp = 0 // "not below 4": leave negated bounds to the polarity rules
	}
	return cmp, approx
}

// Bounds (value.cmp): '>' and '<' are strict ("over 5", "under 5");
// cmpAtLeast and cmpAtMost include the number ("at least 3", "up to 5",
// "no more than 5"); cmpMin and cmpMax are a stated minimum or maximum
// ("Min. 3 seats", "Max 2 guests", "Daily limit $1,000"): a bound against
// a bound, but against a plain value the value of the limit itself ("a
// limit of two").
const (
	cmpAtLeast byte = 'G'
	cmpAtMost  byte = 'L'
	cmpMin     byte = 'g'
	cmpMax     byte = 'l'
)

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
	if a.shown {
		if q, conflict, ok := shownFloor(e.cmp, x, y); ok {
			return q, conflict, true // guard_readings.go: "2,300+" states "over 2,000"
		}
	}
	switch {
	case e.cmp != 0 && a.cmp != 0:
		return matchBounds(e.cmp, x, a.cmp, y)
	case a.cmp == cmpMin || a.cmp == cmpMax:
		if e.cmp == 0 {
			return 0, false, true // a rule on the page does not state a plain value
		}
	case a.cmp != 0:
		return 0, false, true // the page gives a bound, the claim a value
	case e.cmp != 0:
		lo, hi, loIn, hiIn := interval(e.cmp, x)
		if inside(y, lo, hi, loIn, hiIn) {
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

// interval is the set of numbers a bound cmp on x admits: from lo to hi,
// with whether each end is included.
func interval(cmp byte, x float64) (lo, hi float64, loIn, hiIn bool) {
	switch cmp {
	case '>':
		return x, math.Inf(1), false, false
	case cmpAtLeast, cmpMin:
		return x, math.Inf(1), true, false
	case '<':
		return math.Inf(-1), x, false, false
	}
	return math.Inf(-1), x, false, true // at most, a maximum
}

func inside(y, lo, hi float64, loIn, hiIn bool) bool {
	above := y > lo || loIn && sameNum(y, lo)
	below := y < hi || hiIn && sameNum(y, hi)
	return above && below && !(sameNum(y, lo) && !loIn) && !(sameNum(y, hi) && !hiIn)
}

// matchBounds compares two bounds. A bound on a page is a rule (a
// limit, a minimum), so only the same rule states the claim: the same
// direction, the same inclusion and the same number. A floor against a
// cap at one number ("at least 3" against "Max attempts: 3") are two rules
// though 3 meets both: a conflict. Other pairs are not settled ("up to 3"
// is not "up to 5", though every number under 3 is under 5).
func matchBounds(ec byte, x float64, ac byte, y float64) (q float64, conflict, ok bool) {
	if !sameNum(x, y) {
		// A limit the page states ("Max upload 25 MB") against an
		// inclusive bound of its direction ("files up to 250 MB") is the
		// claim of another limit.
		return 0, ruleBound(ac) && boundClass(ec) == boundClass(ac) && ec != '<' && ec != '>', true
	}
	switch {
	case boundClass(ec) == boundClass(ac):
		return qFull, false, true
	case isFloor(ec) != isFloor(ac):
		return 0, true, true
	}
	return 0, false, true
}

// ruleBound reports a stated minimum or maximum: a rule of the page.
func ruleBound(cmp byte) bool { return cmp == cmpMin || cmp == cmpMax }

// boundClass groups the bounds that state one rule: strict floor,
// inclusive floor, strict cap, inclusive cap.
func boundClass(cmp byte) byte {
	switch cmp {
	case cmpAtLeast, cmpMin:
		return 'G'
	case cmpAtMost, cmpMax:
		return 'L'
	}
	return cmp
}

func isFloor(cmp byte) bool { return cmp == '>' || cmp == cmpAtLeast || cmp == cmpMin }

// hasBound reports whether x has a value with a bound.
func hasBound(x *analysis) bool {
	for _, v := range x.values {
		if v.cmp != 0 {
			return true
		}
	}
	return false
}

// boundUnitWords are words a bound is read from that the parser may also
// take for a concept ("Min." for minutes) or an unknown word ("least").
// The cue words a price floor is read from (guard_floor.go) are part of
// the value too: "tickets starting at $89" states the floor "From $89"
// shows.
var boundUnitWords = map[string][]byte{
	"least": {cmpAtLeast}, "most": {cmpAtMost}, "min": {cmpMin}, "minimum": {cmpMin},
	"over": {'>'}, "above": {'>'}, "exceeding": {'>'}, "beyond": {'>'}, "under": {'<'}, "below": {'<'},
	"starting": {cmpMin}, "starts": {cmpMin}, "start": {cmpMin}, "beginning": {cmpMin}, "low": {cmpMin}, "little": {cmpMin},
}

// boundUnits drops the units of words a value's bound was read from: the
// value carries them ("Min. 3 seats" is a floor of 3 seats, not minutes).
func (a *analysis) boundUnits() {
	for i, u := range a.units {
		cmps, ok := boundUnitWords[u.raw]
		if !ok || u.implied {
			continue
		}
		for _, v := range a.values {
			if v.cmp != 0 && bytesHas(cmps, v.cmp) {
				a.units[i].weight = 0
				break
			}
		}
	}
}

func bytesHas(bs []byte, b byte) bool {
	for _, x := range bs {
		if x == b {
			return true
		}
	}
	return false
}
