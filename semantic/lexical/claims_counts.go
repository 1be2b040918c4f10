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

// otherEntries returns the clauses of a list of counts on the actual side
// that are entries other than the one a single expected count states:
// "3 seasons · 30 episodes" lists two facts, and "thirty episodes" states
// one of them exactly (same description, same number), so "3 seasons" is
// another fact, not a claim the expectation leaves out. The expected side
// must be one plain clause with one count and nothing else: no negation,
// no qualifier, no further value. Nil when the pattern does not hold.
func otherEntries(a, e *analysis) map[int]bool {
	return otherEntriesIn(a, nil, e)
}

// otherEntriesIn is otherEntries with the context c: the thing a list
// under a label counts may be named only there ("Annual 12 · Sick 5"
// under "Days available" counts days available), so each entry also
// counts with the context's words. A negation of the expected clause is
// allowed when a negative outcome word ("overdue") or the count's role
// ("one device is offline") carries it: the polarity is then part of
// the description compared.
func otherEntriesIn(a, c, e *analysis) map[int]bool {
	if e.nClauses != 1 || len(e.quals) > 0 || e.neg != 0 && e.neg != e.outNeg && !e.countNeg[0] {
		return nil
	}
	ef := countFacts(e, false)
	if len(ef) != 1 || explicitCount(e) != 1 {
		return nil
	}
	af := countFacts(a, true)
	if len(af) < 2 {
		return nil
	}
	if c != nil {
		af = withContextKeys(af, c)
	}
	ev, match := e.values[ef[0].val], -1
	for _, f := range af {
		if f.desc != ef[0].desc {
			continue
		}
		q, c := matchValue(ev, a.values[f.val])
		if c || q < qFull || match >= 0 {
			return nil // a disagreeing or a second count of the description
		}
		match = a.values[f.val].clause
	}
	if match < 0 {
		return nil
	}
	out := map[int]bool{}
	for _, f := range af {
		if k := a.values[f.val].clause; k != match {
			out[k] = true
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// withContextKeys adds to each count fact its description merged with
// the content keys of the context c, when the context counts nothing.
func withContextKeys(fs []countFact, c *analysis) []countFact {
	if len(c.values) > 0 || c.nClauses > 1 {
		return fs
	}
	ctx := clauseKeys(c, 0)
	if len(ctx) == 0 {
		return fs
	}
	out := slices.Clone(fs)
	for _, f := range fs {
		desc, mark := f.desc, ""
		if d, ok := strings.CutSuffix(desc, " !"); ok {
			desc, mark = d, " !"
		}
		if merged := mergeKeys(strings.Fields(desc), ctx); len(merged) > len(strings.Fields(desc)) {
			out = append(out, countFact{desc: strings.Join(merged, " ") + mark, val: f.val})
		}
	}
	return out
}

// explicitCount is len(explicitValues(x)), without the copy.
func explicitCount(x *analysis) int {
	n := 0
	for _, v := range x.values {
		if !v.implied {
			n++
		}
	}
	return n
}

// explicitValues are the values of x a text states (not derived).
func explicitValues(x *analysis) []value {
	var out []value
	for _, v := range x.values {
		if !v.implied {
			out = append(out, v)
		}
	}
	return out
}

// countFacts lists the count facts of x: one per clause holding exactly
// one plain number (not part of a ratio or capacity phrase; a count of a
// predicate keeps its polarity, counts.go) and at least
// one content word. With elide, a later clause also counts with the words
// of the first counted clause ("3 cards · 1 expired": {expire} = 1 and
// {card, expire} = 1).
func countFacts(x *analysis, elide bool) []countFact {
	var out []countFact
	var head []string
	for k := range min(x.nClauses, maxClauses) {
		vi, ok := soleCount(x, k)
		if !ok || x.values[vi].role != "" && !strings.HasPrefix(x.values[vi].role, "p:") {
			continue
		}
		keys := clauseKeys(x, k)
		if len(keys) == 0 {
			continue
		}
		descs := []string{strings.Join(keys, " ")}
		if head == nil {
			head = keys
		} else if merged := mergeKeys(keys, head); elide && len(merged) > len(keys) {
			descs = append(descs, strings.Join(merged, " ")) // "1 expired" of "3 cards"
		}
		for _, desc := range descs {
			out = append(out, countFact{desc: desc + polarityMark(x, k, x.values[vi].role), val: vi})
			for i, v := range x.values {
				if v.derived && v.clause == k && strings.HasPrefix(v.role, "p:") {
					out = append(out, countFact{desc: desc + polarityMark(x, k, v.role), val: i})
				}
			}
		}
	}
	return out
}

// polarityMark is " !" for a count of what does not hold: by its role's
// sign, or without a role by the clause's negation.
func polarityMark(x *analysis, k int, role string) string {
	neg := x.clauseNeg[k]%2 == 1
	if strings.HasPrefix(role, "p:") {
		neg = strings.HasSuffix(role, "-")
	}
	if neg {
		return " !"
	}
	return ""
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

// Counts of a binary state and their complements.
//
// A clause with one plain number and one binary state word ("4 online",
// "1 offline", "3 locked") counts the things in that state: the number
// takes the role of the state (counts.go), positive or negative by the
// word's form and the clause's negation, and the negation is carried by
// that role. In a list headed by a total ("12 members, 4 online") the
// complement of the other state is derived (8 offline). Only binary states
// qualify: a lexicon concept with negative forms that is neither a verb
// nor an outcome (whose negative forms mix "failed" with "not yet done",
// so a complement would not be one state).

// stateCounts assigns state roles and derives list complements.
func (a *analysis) stateCounts() {
	head := -1
	for k := range min(a.nClauses, maxClauses) {
		vi, ok := soleCount(a, k)
		if !ok {
			continue
		}
		st, n := -1, 0
		for i, u := range a.units {
			if u.clause != k || u.implied || u.weight == 0 || u.descriptor {
				continue
			}
			n++
			if binaryState(u) {
				st = i
			}
		}
		if st < 0 {
			if head < 0 && k == 0 && n > 0 {
				head = vi // "12 members": the total of the list
			}
			continue
		}
		if a.values[vi].role != "" || a.clauseModal[k] {
			continue
		}
		u := a.units[st]
		neg := a.clauseNeg[k]%2 == 1 // a negative form ("offline") counts as a negation
		a.values[vi].role = predRole(u.key, neg)
		a.countNeg[k] = a.clauseNeg[k] > 0
		if head >= 0 && n == 1 && a.values[vi].num <= a.values[head].num {
			rest := value{kind: vNumber, num: a.values[head].num - a.values[vi].num, role: predRole(u.key, !neg)}
			a.derive(rest, k, vi, head)
		}
	}
}

// soleCount is the index of the one plain, roleless-or-predicate number
// of clause k, if it has exactly one value.
func soleCount(a *analysis, k int) (int, bool) {
	vi := -1
	for i, v := range a.values {
		if v.clause != k || v.implied {
			continue
		}
		if vi >= 0 || v.kind != vNumber || v.derived || v.cmp != 0 || v.approx {
			return -1, false
		}
		vi = i
	}
	return vi, vi >= 0
}

// binaryState reports whether u is a state with a complement: a lexicon
// concept with negative forms, not a verb, not an outcome.
func binaryState(u unit) bool {
	return u.c != nil && u.c.polar && !u.c.verb && !u.c.negOut && !u.c.state && u.c.group == ""
}
