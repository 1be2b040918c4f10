package lexical

import (
	"strings"
	"time"
)

// A negation of another entry. A page lists entries ("Last borrowed: Mar
// 2024 · Now: not borrowed", "Market closed · Opens 9:30 AM ET") and the
// claim states a value of one of them ("you borrowed it in March 2024",
// "the market opens at 9:30"). The polarity rule counts negations over
// the whole page, so the other entry's "not" (or "closed") read as a
// denial of the claim. When every value of the claim is shown in one
// entry only, that entry has no negation and, compared alone with the
// claim, covers all of it and contradicts nothing, the page's negation is about another entry:
// the polarity is no conflict. The comparison stays unsure (never a pass
// from this rule): the other entry may still qualify the claim.

// listSegments splits s at the separators of a list: '·', '•', '|' and
// line breaks.
func listSegments(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == '·' || r == '•' || r == '|' || r == '\n' })
}

// otherEntryNegation reports whether the polarity conflict of r belongs
// to an entry of actual other than the one that shows the claim's values.
func otherEntryNegation(r comparison, a, e *analysis, actual, context, expected string, now time.Time) bool {
	if r.conflict == 0 || !onlyReasons(r.reasons, "polarity") || e.neg != 0 || a.neg == 0 {
		return false
	}
	segs := listSegments(actual)
	if len(segs) < 2 {
		return false
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
	hit := -1
	for i, s := range segs {
		sa := analyzeAt(s, now)
		n := 0
		for _, ev := range e.values {
			if ev.implied {
				continue
			}
			if q, _ := bestValue(ev, sa.values); q > 0 {
				n++
			}
		}
		switch {
		case n == 0:
			continue
		case n < claimed || hit >= 0 || sa.neg != 0:
			return false // split over entries, or shown twice, or negated there
		}
		hit = i
	}
	if hit < 0 {
		return false
	}
	sr := compareTextsAt(segs[hit], context, expected, now)
	return sr.conflict == 0 && sr.covE >= 0.99 // the entry states the whole claim ("Deploy #482" does not state "succeeded")
}
