package lexical

import (
	"strings"
	"time"
	"unicode"
)

// A claim value against the entry its words name.
//
// A page of labelled entries ("Security wait: 25 min · Fast Track: 5
// min") gives each value to its label. The concept and value comparison
// reads the page as one bag, so a claim on one entry ("the security wait
// is under 10 minutes") meets the value of another (5 min) and is not
// contradicted by its own (25 min). When the claim's words name exactly
// one entry — every content word of that entry's label is the claim's,
// and each other entry's label has a word the claim lacks — the claim
// value is compared with that entry's values alone: when they all
// contradict it, the page contradicts the claim.

// namedEntryConflict reports the label of the entry expected names when
// its values of the claim value's kind all contradict the claim value,
// or "".
func namedEntryConflict(r *comparison, a, e *analysis, actual, expected string, now time.Time) string {
	if r.conflict > 0 || r.missing || r.identical || r.empty {
		return "" // a claim value no entry shows may be derived ("$300 still to be paid")
	}
	var ev value
	n := 0
	for _, v := range e.values {
		if !v.implied {
			ev, n = v, n+1
		}
	}
	if n != 1 || !strings.ContainsAny(actual, ";·•|") {
		return ""
	}
	for _, av := range a.values {
		if av.derived {
			if q, _ := matchValue(ev, av); q > 0 {
				return "" // "$300 still to be paid" of "Pledge: $500 · Paid: $200"
			}
		}
	}
	claim := wordStems(expected)
	segs := entrySegments(actual)
	if len(segs) < 2 {
		return ""
	}
	named, label := -1, ""
	for i, s := range segs {
		c := labelColon(s.body)
		if c <= 0 {
			return "" // an entry without a label: no labelled list
		}
		if labelNames(s.body[:c], claim) {
			if named >= 0 {
				return "" // the claim names two entries
			}
			named, label = i, strings.TrimSpace(s.body[:c])
		}
	}
	if named < 0 {
		return ""
	}
	body := segs[named].body
	own := analyzeAt(body[labelColon(body)+1:], now)
	seen := false
	for _, av := range own.values {
		if av.implied || av.kind != ev.kind {
			continue
		}
		seen = true
		if q, c := matchValue(ev, av); q > 0 || !c {
			return ""
		}
	}
	if !seen {
		return ""
	}
	return label
}

// labelNames reports whether every word of the label is a word of the
// claim (by stem), function words aside, and the label has one.
func labelNames(label string, claim map[string]bool) bool {
	n := 0
	for w := range wordStems(label) {
		if entryLabelFunction[w] {
			continue
		}
		if !claim[w] {
			return false
		}
		n++
	}
	return n > 0
}

// entryLabelFunction are the words a label may carry besides its names.
var entryLabelFunction = map[string]bool{"the": true, "a": true, "an": true, "of": true, "for": true, "to": true, "in": true, "on": true, "by": true, "at": true, "and": true, "your": true, "my": true}

// wordStems lists the stems of the words of s, lower-cased.
func wordStems(s string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) }) {
		out[stem(w)] = true
	}
	return out
}
