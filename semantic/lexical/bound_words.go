package lexical

// Bound words are part of their value.
//
// "Up to 5 devices", "Min. payment due $35", "At most 4 h of meetings"
// and "Daily limit $1,000" put a bound on a value (bounds.go), and the
// value comparison already weighs it: "no more than five devices" is the
// same rule as "Up to 5", "at least 35 dollars" as "Min. $35". The words
// the bound was read from ("up", "min", "most", "limit") are no content
// of their own then, yet the lexicon reads some of them as concepts
// ("Min." as minutes, "up to" and "limit" as a limit) which the other
// side, writing the bound in other words, leaves uncovered. A word counts
// as a bound word only when it is one of the three words right before a
// bounded value of its clause, and that value states a bounded value of
// the other side in full (the same direction, inclusion and number).

// boundWordForms are the words a bound is read from (bounds.go bound).
var boundWordForms = map[string]bool{
	"up": true, "to": true, "limit": true, "max": true, "maximum": true, "min": true,
	"minimum": true, "most": true, "least": true, "at": true, "over": true, "under": true,
	"above": true, "below": true, "more": true, "less": true, "fewer": true, "than": true,
}

// boundWord reports whether u is a bound word of a value of x that a
// bounded value of o matches in full; xExpected tells which side x is.
func boundWord(u unit, x, o *analysis, xExpected bool) bool {
	if u.implied || !boundWordForms[u.raw] {
		return false
	}
	for _, xv := range x.values {
		if xv.cmp == 0 || xv.implied || xv.clause != u.clause || !wordBefore(x.its, int(xv.at), u.raw) {
			continue
		}
		for _, ov := range o.values {
			if ov.cmp == 0 || ov.implied {
				continue
			}
			e, a := xv, ov
			if !xExpected {
				e, a = ov, xv
			}
			if q, _ := matchValue(e, a); q >= qFull {
				return true
			}
		}
	}
	return false
}

// wordBefore reports whether word w is one of the three items before
// item at.
func wordBefore(its []item, at int, w string) bool {
	for j := at - 1; j >= 0 && j >= at-3; j-- {
		if j < len(its) && its[j].kind == tkWord && its[j].text == w {
			return true
		}
	}
	return false
}
