package lexical

import (
	"slices"
	"strings"
)

// Count facts: what a number in a list counts.
//
// A clause with one plain number states a count of the things its content
// words describe together: "three cards have expired" counts cards that
// expired ({card, expire} = 3). In a list of counts a later entry that
// names no thing of its own counts a part of the first entry's things:
// "3 cards · 1 expired" states {card} = 3 and {card, expire} = 1. When both
// sides count the same description, the numbers must agree: "three cards
// have expired" against "3 cards · 1 expired" is a clear conflict even
// though both numbers appear on the page. Only exact descriptions are
// compared, so a count of another description never contradicts.

// countFact is one count: the set of content keys (sorted, joined) and the
// index of the number in the analysis' values.
type countFact struct {
	desc string
	val  int
}

// countFacts lists the count facts of x: one per clause holding exactly
// one plain number (not part of a ratio or capacity phrase; a count of a
// predicate keeps its polarity, counts.go) and at least
// one content word. With elide, a later clause inherits the words of the
// first counted clause ("3 cards · 1 expired").
func countFacts(x *analysis, elide bool) []countFact {
	var out []countFact
	var head []string
	for k := range min(x.nClauses, maxClauses) {
		vi := -1
		for i, v := range x.values {
			if v.clause != k || v.implied {
				continue
			}
			if vi >= 0 || v.kind != vNumber || v.derived || v.cmp != 0 || v.approx || v.role != "" && !strings.HasPrefix(v.role, "p:") {
				vi = -2 // several values, or not a plain count
				break
			}
			vi = i
		}
		if vi < 0 {
			continue
		}
		keys := clauseKeys(x, k)
		if len(keys) == 0 {
			continue
		}
		if head == nil {
			head = keys
		} else if elide {
			keys = mergeKeys(keys, head)
		}
		desc := strings.Join(keys, " ")
		if strings.HasSuffix(x.values[vi].role, "-") {
			desc += " !" // a count of what the predicate does not hold for
		}
		out = append(out, countFact{desc: desc, val: vi})
	}
	return out
}

// clauseKeys are the sorted, distinct content keys of clause k.
func clauseKeys(x *analysis, k int) []string {
	var keys []string
	for _, u := range x.units {
		if u.clause != k || u.implied || u.weight == 0 || u.descriptor {
			continue
		}
		if !slices.Contains(keys, u.key) {
			keys = append(keys, u.key)
		}
	}
	slices.Sort(keys)
	return keys
}

func mergeKeys(keys, head []string) []string {
	out := slices.Clone(keys)
	for _, h := range head {
		if !slices.Contains(out, h) {
			out = append(out, h)
		}
	}
	slices.Sort(out)
	return out
}

// countConflict reports a count of the expected side that the actual side
// counts with another number and never with the expected one: the
// description of the conflicting count, or "".
func countConflict(a, e *analysis) string {
	af := countFacts(a, true)
	if len(af) < 2 {
		return "" // one count on the page: the value comparison decides
	}
	for _, ef := range countFacts(e, false) {
		ev := e.values[ef.val]
		agree, differ := false, false
		for _, f := range af {
			if f.desc != ef.desc {
				continue
			}
			if q, c := matchValue(ev, a.values[f.val]); q > 0 {
				agree = true
			} else if c {
				differ = true
			}
		}
		if differ && !agree {
			return ef.desc
		}
	}
	return ""
}
