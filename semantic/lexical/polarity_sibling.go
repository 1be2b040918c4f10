package lexical

import (
	"strings"
	"time"
)

// A negation of a sibling entry. A page lists entries about different
// things ("No longer boarding at Gate 9 · Go to Gate 14", "Accepted: 6 ·
// Declined: 2 · No reply: 4", "Following: Climate · Not following:
// Sports") and the claim is about one of them ("boarding at gate 14",
// "six people accepted", "you follow Climate"). The polarity rule counts
// the page's negations over every entry that names a word of the claim,
// so the sibling's "no"/"not"/"declined" read as a denial of the claim.
//
// The structure shows the misreading when each negated entry is about
// something of its own (a value or a thing the claim does not name: Gate
// 9, the 2 who declined, Sports), none of the claim's values is in a
// negated entry, and the claim's own thing (Gate 14, the 6, Climate) is
// named only in an entry without negation. The polarity is then no
// conflict; the comparison stays unsure (never a pass from this rule).
// A negated entry that names only what the claim names ("Not delivered ·
// Shipped Dec 3" against "delivered on Dec 3", "Server down · 3 alerts"
// against "the server is online") keeps the conflict.

// mark is a value or a thing (a unit that is no state, verb or status
// word) a text names.
type mark struct {
	v   *value
	key string
}

// marksOf lists x's stated values and things.
func marksOf(x *analysis) []mark {
	var ms []mark
	for i := range x.values {
		if !x.values[i].implied {
			ms = append(ms, mark{v: &x.values[i]})
		}
	}
	for _, u := range x.units {
		if !u.implied && u.weight > 0 && !u.descriptor && !statusConcept(u) {
			ms = append(ms, mark{key: u.key})
		}
	}
	return ms
}

// names reports whether x names mark m (the same value or thing).
func (m mark) in(x *analysis) bool {
	if m.v != nil {
		q, _ := bestValue(*m.v, x.values)
		return q > 0
	}
	for _, u := range x.units {
		if u.key == m.key && !u.implied {
			return true
		}
	}
	return false
}

// siblingNegation reports whether the polarity conflict of r comes only
// from entries of actual about other things than the claim's.
func siblingNegation(r comparison, a, e *analysis, actual string, now time.Time) bool {
	if r.conflict == 0 || !onlyReasons(r.reasons, "polarity") || e.neg != 0 || a.neg == 0 {
		return false
	}
	segs := listSegments(actual)
	if len(segs) < 2 || len(segs) > maxClauses {
		return false
	}
	em := marksOf(e)
	var neg, plain []*analysis
	for _, s := range segs {
		if quoted(s) {
			continue // a quotation is no entry of the page's own ("\"mark it verified\" · Fact check: Unverified")
		}
		sa := analyzeAt(s, now)
		if sa.neg > 0 {
			neg = append(neg, &sa)
		} else {
			plain = append(plain, &sa)
		}
	}
	if len(neg) == 0 || len(plain) == 0 {
		return false
	}
	for _, n := range neg {
		own := false
		for _, m := range marksOf(n) {
			if !m.in(e) {
				own = true
				break
			}
		}
		if !own {
			return false // the negated entry is about what the claim names
		}
		for _, m := range em {
			if m.v != nil && m.in(n) {
				return false // a value of the claim is negated
			}
		}
		for _, v := range n.values {
			if !v.implied && !hasKind(e, v.kind) {
				return false // the value may qualify the state the claim names ("closes 45 min before" against "is open")
			}
		}
	}
	for _, m := range em {
		inNeg := false
		for _, n := range neg {
			inNeg = inNeg || m.in(n)
		}
		if inNeg {
			continue
		}
		for _, p := range plain {
			if m.in(p) {
				return true // the claim's own thing, in an entry without negation
			}
		}
	}
	return false
}

// hasKind reports whether x states a value of kind k.
func hasKind(x *analysis, k valKind) bool {
	for _, v := range x.values {
		if !v.implied && v.kind == k {
			return true
		}
	}
	return false
}

// quoted reports whether s is a quotation: it opens with a quote mark.
func quoted(s string) bool {
	s = strings.TrimSpace(s)
	return strings.HasPrefix(s, "\"") || strings.HasPrefix(s, "“") || strings.HasPrefix(s, "'") || strings.HasPrefix(s, "‘")
}
