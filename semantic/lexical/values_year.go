package lexical

import "math"

// A year named after a preposition of time ("matures in 2031", "member
// since 2019", "valid until 2027") is a year, not a count: a date of that
// year states it ("Matures Nov 15, 2031"), a date of another year
// contradicts it, a bare number equal to it states it ("Built 2015"), and
// it is never compared as a count with the other numbers of the line (a
// price of 99.84, a coupon, a count of items), which are no years. A bare
// four-digit number elsewhere stays a plain number ("Acquired 1998",
// "2031 steps").

// yearPreps are the prepositions of time before a year.
var yearPreps = map[string]bool{"in": true, "since": true, "until": true, "till": true, "by": true, "during": true, "before": true, "after": true}

// yearAfterPrep reads a year after a preposition of time at p.i, when the
// year ends its clause or a word (not a unit) follows it.
func (p *parser) yearAfterPrep() bool {
	i := p.i
	if i == 0 || p.its[i].brk || p.its[i].glued || !yearPreps[p.word(i-1)] {
		return false
	}
	y, ok := p.isYear(i)
	if !ok {
		return false
	}
	if i+1 < len(p.its) && !p.its[i+1].brk {
		if p.its[i+1].kind != tkWord {
			return false // "in 2031 ms", "by 2031 · 4"
		}
		if _, unit := durationUnits[p.word(i+1)]; unit {
			return false
		}
		if _, unit := measureWords[p.word(i+1)]; unit {
			return false
		}
	}
	p.addValue(value{kind: vNumber, num: float64(y), year: true}, i+1)
	return true
}

// matchYear matches a year x against y: a date of that year or a bare
// number equal to it states it, a date of another year contradicts it,
// another number that could be a year contradicts it, and any other value
// is unrelated. ok is false when x is no year.
func matchYear(x, y value) (q float64, conflict, ok bool) {
	if !x.year {
		return 0, false, false
	}
	switch {
	case y.kind == vDate && y.date.y != 0:
		if y.date.y == int(x.num) {
			return qFull, false, true
		}
		return 0, true, true
	case y.kind == vNumber && yearLike(y.num):
		if sameNum(x.num, y.num) {
			return qFull, false, true
		}
		return 0, true, true
	}
	return 0, false, true
}

// yearLike reports a whole number in the range of years.
func yearLike(n float64) bool { return n == math.Trunc(n) && n >= 1900 && n <= 2200 }
