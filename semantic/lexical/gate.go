package lexical

import (
	"math"
	"strconv"
	"strings"
)

// The gate for extra information: an actual text that states the expected
// claim and, in other clauses, other facts ("Flight BA117 · On time · Gate
// A4" for "flight BA117 is on time") states the claim. The words of those
// clauses are not coverage the expected side lacks; they only dilute
// covA. They are set aside when they are inert: they hold no value of a
// kind the expected side states (a second time, count or amount may be the
// one the expectation means: "Sunrise 07:12 · Sunset 16:48"), no word of
// status or negation (it may change what the matched clause says: "Paid ·
// Refunded"), and no participant of the expected side's claims. A value
// of the expected kind is inert too when the page binds it to a slot the
// expectation does not fill while every number the expectation binds is
// bound the same way on the page ("52-wk high 184.20 · low 121.05" for
// "the 52-week low is 121.05").

// addMatched adds an actual item of clause k to the coverage of the
// matched clauses.
func (w *weights) addMatched(matched map[int]bool, k int, wt, q float64) {
	if extraClause(matched, k) {
		return
	}
	w.aWm += wt
	w.aCovm += wt * q
}

// gateCovA is the coverage of the actual side the pass rule uses: covAm
// when every expected claim is covered and the other clauses are inert,
// else covA.
func (r comparison) gateCovA() float64 {
	if r.extraInert && r.covE >= 1 && r.covAm > r.covA {
		return r.covAm
	}
	return r.covA
}

// inertExtras reports whether the actual side has extra clauses (clauses
// sharing nothing with the expected side, beside one that does) and all of
// them are inert (see above).
func inertExtras(a, e *analysis, matched map[int]bool) bool {
	if len(matched) == 0 || a.nClauses < 2 {
		return false
	}
	extra := false
	for k := 0; k < a.nClauses; k++ {
		if matched[k] {
			continue
		}
		extra = true
		if a.clauseNeg[k] > 0 && !boundElsewhereState(a, e, k) || a.clauseModal[k] {
			return false // "SMS: off" beside "Email: on" is another entry (claims_states.go)
		}
	}
	if !extra {
		return false
	}
	kinds := map[valKind]bool{}
	for _, ev := range e.values {
		kinds[ev.kind] = true
	}
	for _, av := range a.values {
		if extraClause(matched, av.clause) && !av.implied && kinds[av.kind] && !boundElsewhere(av, a, e) && !labelledElsewhere(av, a, e, matched) {
			return false
		}
	}
	for _, au := range a.units {
		if !extraClause(matched, au.clause) || au.implied || au.weight == 0 || au.descriptor {
			continue
		}
		if (statusConcept(au) || names(e, au.key)) && !announcedInert(au, a, e) {
			return false
		}
	}
	return true
}

// boundElsewhere reports whether the actual side binds value v to a slot
// the expected side does not fill, while every numeric claim of the
// expected side is stated by the actual side.
func boundElsewhere(v value, a, e *analysis) bool {
	numeric := false
	for _, c := range e.claims {
		if strings.HasPrefix(c.filler, "#") {
			numeric = true
			if !fills(a.claims, c.slot, c.filler) {
				return false
			}
		}
	}
	if !numeric {
		return false
	}
	for _, c := range a.claims {
		f, ok := strings.CutPrefix(c.filler, "#")
		if !ok || fillers(e.claims, c.slot) != nil {
			continue
		}
		if n, err := strconv.ParseFloat(strings.TrimLeft(f, "+-±"), 64); err == nil && sameNum(n, math.Abs(v.num)) {
			return true
		}
	}
	return false
}
