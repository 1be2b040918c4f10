package lexical

// The ends of a range of values. "Seats from $45 to $120" shows the
// cheapest seat and the dearest: a claim of one value with a word of the
// low end ("cheapest", "lowest", "minimum", "starting") names the range's
// start, one with a word of the high end ("highest", "maximum", "largest")
// its end. The named end states it, the word included, the other end
// being more detail; the other end contradicts it ("cheapest seat 120
// dollars"). Times have their own reading (values_times.go).

var (
	lowEndWords  = map[string]bool{"cheapest": true, "lowest": true, "minimum": true, "smallest": true, "starting": true, "least": true}
	highEndWords = map[string]bool{"highest": true, "maximum": true, "largest": true, "biggest": true, "dearest": true, "priciest": true}
)

// rangeExtremes reads the claim's one value against the page's one
// range of values (see above).
func (r *comparison) rangeExtremes(a, e *analysis) {
	ev, n := soleExplicit(e)
	if n != 1 || ev.kind == vTime || ev.kind == vDate || ev.kind == vCode || ev.cmp != 0 {
		return
	}
	lo, hi := -1, -1
	for i, v := range a.values {
		switch {
		case v.implied:
		case v.rng == 1 && lo < 0:
			lo = i
		case v.rng == 2 && hi < 0:
			hi = i
		default:
			return // another value, or a second range
		}
	}
	if lo < 0 || hi < 0 {
		return
	}
	low, high, words := false, false, []int{}
	for i, u := range e.units {
		switch {
		case u.implied:
		case lowEndWords[u.raw]:
			low = true
			words = append(words, i)
		case highEndWords[u.raw]:
			high = true
			words = append(words, i)
		}
	}
	if low == high {
		return
	}
	named, other := lo, hi
	if high {
		named, other = hi, lo
	}
	qn, _ := matchValue(ev, a.values[named])
	qo, _ := matchValue(ev, a.values[other])
	switch {
	case qn >= qFull:
		a.values[other].implied = true // "$120" is more than "the cheapest seat" says
		for _, i := range words {
			e.units[i].implied = true
		}
	case qo > 0:
		r.addConflict(sValue, "range end")
	}
}

// positionWords name a position in a sequence by its end ("first" is
// read as the number 1 and "last" is a function word of the parser, so
// only "final" is left to this reading).
var positionWords = map[string]int8{"final": 2}

// sequencePosition reads "the final attempt", "the final page" against
// the page's one position "N of M" ("Attempt 2 of 3", "Page 5 of 5"):
// the final one is N = M. The position
// then states the claim (both numbers are the word's); another position
// contradicts it. Only a claim with no value of its own, and a count of
// no predicate or role.
func (r *comparison) sequencePosition(a, e *analysis) {
	if _, n := soleExplicit(e); n != 0 {
		return
	}
	pos, word := int8(0), -1
	for i, u := range e.units {
		if p := positionWords[u.raw]; p != 0 && !u.implied {
			if pos != 0 {
				return
			}
			pos, word = p, i
		}
	}
	if pos == 0 {
		return
	}
	vs := explicitValues(a)
	if len(vs) != 2 || vs[0].kind != vNumber || vs[1].role != roleTotal || vs[0].role != "" || vs[0].clause != vs[1].clause {
		return
	}
	at := vs[0].num == vs[1].num
	e.units[word].implied = true // the word is the position claimed
	if !at {
		r.addConflict(sValue, "position")
		return
	}
	for i := range a.values {
		a.values[i].implied = true // "2 of 2" is what "the last" says
	}
}
