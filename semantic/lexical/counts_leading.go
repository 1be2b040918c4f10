package lexical

import "strings"

// A participle that opens a count.
//
// unknownPredicate (counts.go) makes a past participle after a count the
// clause's predicate: "9 of 12 tracks downloaded" counts 9 downloaded and
// 3 not downloaded. A page often puts the participle first: "Downloaded 9
// of 12 tracks", "Picked 11 of 12 lines", "Renewed 1 of 3 times". The
// participle that opens its clause, right before a whole count of a
// plural noun ("N of M things"), is the predicate of that count the same
// way. "N out of M" is left alone: it is the shape of a score on a scale
// ("Rated 4 out of 5 stars" rates the item, not four stars of five).

// leadingPredicate reports whether the past participle w at i opens its
// clause right before "N of M" of a counted noun (see above).
func (p *parser) leadingPredicate(w string, i int) bool {
	if len(w) < 5 || !strings.HasSuffix(w, "ed") || i+2 >= len(p.its) {
		return false
	}
	if i > 0 && !p.its[i].brk {
		return false // not the clause's first word
	}
	if p.its[i+1].kind != tkNum || p.its[i+1].brk || p.its[i+2].brk {
		return false
	}
	return p.word(i+2) == "of" && wholeCount(p.its, i+1, i+3)
}

// wholeCount reports whether the numbers at i and j are whole counts of a
// plural noun right after j ("11 of 12 lines"): a score on a scale
// ("Rated 4.5 out of 5") counts no items.
func wholeCount(its []item, i, j int) bool {
	if j+1 >= len(its) || its[j].kind != tkNum || its[j+1].kind != tkWord || its[j+1].brk {
		return false
	}
	n, m, noun := its[i].num, its[j].num, its[j+1].text
	return n == float64(int64(n)) && m == float64(int64(m)) && len(noun) > 3 && strings.HasSuffix(noun, "s")
}

// leadingCountMatched reports whether a value of e is a count a derived
// from a clause its participle opens ("Picked 11 of 12 lines" derives 1
// line not picked): the claim "one line still to pick" puts the noun
// before the verb, as any count of the rest does, so the order of the two
// is no swap of roles (compare.go reads a reordering as unsure).
func leadingCountMatched(a, e *analysis) bool {
	for _, dv := range a.values {
		if !dv.derived || len(dv.role) < 3 || dv.role[:2] != "p:" || !leadingClause(a, dv.clause) {
			continue
		}
		for _, ev := range e.values {
			if q, _ := matchValue(ev, dv); q > 0 && !ev.implied {
				return true
			}
		}
	}
	return false
}

// leadingClause reports whether clause k of a opens with a participle
// before a count of a whole (leadingPredicate's shape).
func leadingClause(a *analysis, k int) bool {
	for j, it := range a.its {
		if itemClause(a.its, j) != k {
			continue
		}
		if it.kind != tkWord || len(it.text) < 5 || !strings.HasSuffix(it.text, "ed") || j+2 >= len(a.its) {
			return false
		}
		next := a.its[j+2]
		return a.its[j+1].kind == tkNum && next.kind == tkWord && next.text == "of" && wholeCount(a.its, j+1, j+3)
	}
	return false
}
