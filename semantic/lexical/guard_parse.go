package lexical

import "strings"

// Readings the comparison needs and the parser leaves open. Each rule
// reads an analysis after the parser and before the comparison
// (compareTextsAt), and only fills in what one side states in another
// form; none of them can make a claim the text lacks.
//
//   - A gerund before a past form is a noun: "Meter reading submitted",
//     "the meter reading was submitted", "Booking confirmed". The -ing
//     word names the thing the past form is about; it carries no tense,
//     so it never makes a tense conflict.
//   - A label names the role of the number after its colon: in "Refills
//     remaining: 0" or "Seats left: 2" the number counts what remains,
//     just as in "0 refills remaining".
//   - A reduction is written with a minus or with a word: "Discount −12%",
//     "−40%" on a sale price and "a 12% discount", "40 percent off" state
//     one reduction. When the claim names a reduction (a discount, "off",
//     a saving) with a number, the page's number of the same kind and
//     size written with a minus is read as that reduction's size.

// guardAnalyses applies the rules above to the analyses of the page (a),
// its context (c) and the claim (e).
func guardAnalyses(a, c, e *analysis) {
	for _, x := range []*analysis{a, c, e} {
		x.gerundNouns()
		x.labelRoles()
		x.plusBounds()   // guard_readings.go
		x.endsInRemain() // guard_readings.go
	}
	reductionSigns(a, e)
}

// gerundNouns drops the tense of an -ing word right before a past form
// in its clause.
func (a *analysis) gerundNouns() {
	for i := 0; i+1 < len(a.units); i++ {
		u, n := a.units[i], a.units[i+1]
		if u.implied || n.implied || u.clause != n.clause || u.tense == tNone || len(u.raw) < 6 ||
			!strings.HasSuffix(u.raw, "ing") || !pastForm(n.raw) {
			continue
		}
		a.units[i].tense = tNone
	}
}

// labelRoles gives the one plain number of a clause after a label colon
// the capacity role its label names, when the number has none and the
// label has no number of its own.
func (a *analysis) labelRoles() {
	for k := 1; k < a.nClauses && k < maxClauses; k++ {
		if !a.clauseColon[k] || clauseRole(a, k) != "" {
			continue
		}
		role := clauseRole(a, k-1)
		if role == "" || role == "-" || clauseHasValue(a, k-1) {
			continue
		}
		idx := -1
		for i, v := range a.values {
			if v.clause != k || v.implied {
				continue
			}
			if v.kind != vNumber || v.role != "" || idx >= 0 {
				idx = -2 // another value, or more than one number
				break
			}
			idx = i
		}
		if idx < 0 {
			continue
		}
		a.values[idx].role = role
		if role == roleRemain {
			a.impliedRemain()
		}
	}
}

// reductionKeys are the concepts that name a reduction of a price or a
// quantity.
var reductionKeys = map[string]bool{"discount": true, "save": true}

// reductionSigns reads the page's minus-signed percentages and amounts as
// the size of a reduction the claim names with a word.
func reductionSigns(a, e *analysis) {
	for _, ev := range e.values {
		if ev.implied || ev.num <= 0 || (ev.kind != vPercent && ev.kind != vAmount) || !clauseHasKey(e, ev.clause, reductionKeys) {
			continue
		}
		for i, av := range a.values {
			if av.kind == ev.kind && !av.implied && av.num < 0 && sameNum(-av.num, ev.num) && (av.kind != vAmount || av.cur == ev.cur) {
				a.values[i].num, a.values[i].signed, a.values[i].dir = -av.num, 0, 0
			}
		}
	}
}

// clauseHasKey reports whether clause k of x has a unit with one of keys.
func clauseHasKey(x *analysis, k int, keys map[string]bool) bool {
	for _, u := range x.units {
		if u.clause == k && keys[u.key] {
			return true
		}
	}
	return false
}
