package lexical

import (
	"strings"
	"time"
)

// A value bound to another entry's qualifier.
//
// A page lists parallel entries, each a value with its own qualifier (a
// place, a day, a class, a region): "Wi-Fi: Free in lobby, $9.99/day in
// rooms", "Mon–Fri 9 AM–5 PM, Sat 10 AM–2 PM", "US $10/mo · EU €12/mo".
// The concept and value comparison reads the page as one bag, so a claim
// that takes the value of one entry and the qualifier of another ("Wi-Fi
// in the lobby costs $9.99 per day") covers most of its words and would
// pass. The page states no such fact: the qualifier belongs to another
// value.
//
// The rule: the page splits into entries at ',' (not inside a number),
// ';', '·', '•', '|' and line breaks. A claim value shown in exactly one
// entry (the value's entry) and a parallel entry — one with a value of
// the same kind, none of which is a claim value of that kind — shows a
// claim qualifier the value's entry does not: a word of the claim (not a
// verb) or a claim value of another kind, while the value's entry has a
// qualifier of its own the claim lacks ("rooms"). The claim then binds the value
// to another entry's qualifier and the comparison is held unsure (never
// a pass). The label before the first entry's colon ("Wi-Fi:") heads the
// whole list when no other entry has a label, so its words qualify every
// entry; the context does too.

// crossedEntry reports whether expected binds a value of one entry of
// actual to a qualifier only another, parallel entry shows.
func crossedEntry(r *comparison, a, e *analysis, actual, context, expected string, now time.Time) bool {
	if r.unsure || r.missing || r.conflict > 0 || r.identical || r.empty {
		return false
	}
	if eq, _, _ := r.evidence(); eq < 0.3 {
		return false // no pass to withhold
	}
	claimed := 0
	for _, ev := range e.values {
		if !ev.implied {
			claimed++
		}
	}
	if claimed == 0 {
		return false
	}
	if !parallelValues(a, e) {
		return false // no two entries to cross (and no segment analysis)
	}
	segs := entrySegments(actual)
	if len(segs) < 2 {
		return false
	}
	shared := newCrossEntry(context+" . "+segs[0].head, now)
	entries := make([]crossEntry, len(segs))
	for i, s := range segs {
		entries[i] = newCrossEntry(s.body, now)
	}
	claim := crossEntry{analysis: e, letters: letterKeys(expected)}
	for _, ev := range e.values {
		if ev.implied {
			continue
		}
		at := -1
		for i := range entries {
			if q, _ := bestValue(ev, entries[i].analysis.values); q > 0 {
				if at >= 0 {
					at = -2 // shown twice: no single entry binds it
					break
				}
				at = i
			}
		}
		if at < 0 || !ownQualifier(&entries[at], &claim, &shared) {
			continue
		}
		for j := range entries {
			if j != at && parallelEntry(entries[j].analysis, e, ev.kind) && qualifierOnlyIn(&claim, &entries[j], &entries[at], &shared) {
				return true
			}
		}
	}
	return false
}

// parallelValues reports whether the page a shows a claim value of e and
// another value of its kind that is none of the claim's: what parallel
// entries need.
func parallelValues(a, e *analysis) bool {
	for _, ev := range e.values {
		if ev.implied {
			continue
		}
		shown, other := false, false
		for _, av := range a.values {
			if av.kind != ev.kind {
				continue
			}
			if q, _ := matchValue(ev, av); q > 0 {
				shown = true
			} else if q, _ := bestValue(av, e.values); q == 0 {
				other = true
			}
		}
		if shown && other {
			return true
		}
	}
	return false
}

// parallelEntry reports whether x has a value of kind k and none of the
// claim's values of that kind, derived ones included (a claim of both
// entries, "$9.99 a day in the rooms and free in the lobby", crosses
// nothing).
func parallelEntry(x, e *analysis, k valKind) bool {
	has := false
	for _, v := range x.values {
		if v.kind != k {
			continue
		}
		has = true
		for _, ev := range e.values {
			if ev.kind == k { // a derived value too: "and free in the lobby"
				if q, _ := matchValue(ev, v); q > 0 {
					return false
				}
			}
		}
	}
	return has
}

// qualifierOnlyIn reports whether the other entry shows a qualifier of
// the claim e that neither the value's entry nor the shared text shows:
// a word of e that is not a verb, or a value of e.
func qualifierOnlyIn(claim, other, own, shared *crossEntry) bool {
	for k := range claim.letters {
		if other.letters[k] && !own.letters[k] && !shared.letters[k] {
			return true // "zone A"
		}
	}
	e := claim.analysis
	for _, u := range e.units {
		if u.implied || u.descriptor || u.key == "" || u.c != nil && u.c.verb {
			continue
		}
		if hasUnitKey(other.analysis, u.key) && !hasUnitKey(own.analysis, u.key) && !hasUnitKey(shared.analysis, u.key) {
			return true
		}
	}
	for _, ev := range e.values {
		if ev.implied {
			continue
		}
		qo, _ := bestValue(ev, other.analysis.values)
		qs, _ := bestValue(ev, own.analysis.values)
		qh, _ := bestValue(ev, shared.analysis.values)
		if qo > 0 && qs == 0 && qh == 0 {
			return true
		}
	}
	return false
}

// ownQualifier reports whether the value's entry own qualifies its value
// otherwise than the claim: it shows a word (not a verb) or a value the
// claim e and the shared text do not. An entry that only repeats the
// claim's words ("1 overdue" in "2 invoices · 1 overdue") is a part of
// what the list heads, not a parallel entry.
func ownQualifier(own, claim, shared *crossEntry) bool {
	for k := range own.letters {
		if !claim.letters[k] && !shared.letters[k] {
			return true // "zone B"
		}
	}
	for _, u := range own.analysis.units {
		if u.implied || u.descriptor || u.key == "" || u.c != nil && u.c.verb {
			continue
		}
		if !hasUnitKey(claim.analysis, u.key) && !hasUnitKey(shared.analysis, u.key) {
			return true
		}
	}
	for _, v := range own.analysis.values {
		if v.implied {
			continue
		}
		qe, _ := bestValue(v, claim.analysis.values)
		qh, _ := bestValue(v, shared.analysis.values)
		if qe == 0 && qh == 0 {
			return true
		}
	}
	return false
}

// crossEntry is a text read for this rule: its analysis, and the items
// it names by a letter ("zone A"), which the analysis drops
// (guard_letters.go), as keys noun stem + " " + letter.
type crossEntry struct {
	analysis *analysis
	letters  map[string]bool
}

func newCrossEntry(s string, now time.Time) crossEntry {
	a := analyzeAt(s, now)
	return crossEntry{analysis: &a, letters: letterKeys(s)}
}

// letterKeys lists the items s names by a letter.
func letterKeys(s string) map[string]bool {
	ids := map[string][]string{}
	letterIDs(s, ids)
	out := map[string]bool{}
	for n, ls := range ids {
		for _, l := range ls {
			out[n+" "+l] = true
		}
	}
	return out
}

// hasUnitKey reports whether x has a unit of key k it states itself.
func hasUnitKey(x *analysis, k string) bool {
	for _, u := range x.units {
		if u.key == k && !u.implied {
			return true
		}
	}
	return false
}

// entrySegment is one entry of a list: its body, and for the first entry
// the label that heads the whole list ("" when none).
type entrySegment struct{ head, body string }

// entrySegments splits s into the entries of a list (see above).
func entrySegments(s string) []entrySegment {
	var segs []entrySegment
	start := 0
	rs := []rune(s)
	for i, r := range rs {
		cut := r == ';' || r == '·' || r == '•' || r == '|' || r == '\n'
		if r == ',' && !(i > 0 && i+1 < len(rs) && isDigit(rs[i-1]) && isDigit(rs[i+1])) {
			cut = true
		}
		if cut {
			if b := strings.TrimSpace(string(rs[start:i])); b != "" {
				segs = append(segs, entrySegment{body: b})
			}
			start = i + 1
		}
	}
	if b := strings.TrimSpace(string(rs[start:])); b != "" {
		segs = append(segs, entrySegment{body: b})
	}
	if len(segs) < 2 {
		return segs
	}
	for _, sg := range segs[1:] {
		if labelColon(sg.body) >= 0 {
			return segs // the entries have labels of their own
		}
	}
	b := segs[0].body
	if i := labelColon(b); i > 0 && strings.TrimSpace(b[i+1:]) != "" && !strings.ContainsAny(b[:i], "0123456789") {
		segs[0] = entrySegment{head: b[:i], body: b[i+1:]}
	}
	return segs
}

// labelColon is the index of the first colon of s that ends a label (not
// one of a time, "9:30"), -1 when none.
func labelColon(s string) int {
	for i := 0; i < len(s); i++ {
		if s[i] == ':' && !(i > 0 && i+1 < len(s) && s[i-1] >= '0' && s[i-1] <= '9' && s[i+1] >= '0' && s[i+1] <= '9') {
			return i
		}
	}
	return -1
}

func isDigit(r rune) bool { return r >= '0' && r <= '9' }
