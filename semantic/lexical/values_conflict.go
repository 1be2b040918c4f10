package lexical

import "math"

// A clear value conflict: the expected side states one value of a kind
// (an amount, a percentage, a measure, a duration, a time or a date), the
// page shows exactly one value of that kind, and the two differ. Neither
// is a bound, an approximation or an ambiguous reading, and they differ
// by more than a sign (a sign may be a display convention: "Credit
// −$15.00"). Then whatever else the two texts say, the page does not show
// the claimed value: the conflict counts in full, even when the words
// around it are not matched ("5 days" in transit against "two weeks").

// clearKinds are the value kinds whose conflict is clear on its own: a
// plain number may count something else.
var clearKinds = map[valKind]bool{vAmount: true, vPercent: true, vMeasure: true, vDuration: true, vTime: true, vDate: true}

// clearValueConflict reports a clear value conflict between the actual
// side a (with its context c) and the expected side e.
func clearValueConflict(a, c, e *analysis) bool {
	if e.denied() {
		return false // "not 5 days" says nothing about the shown value
	}
	for _, ev := range e.values {
		if signConflict(ev, a, c) {
			return true
		}
		if !plainValue(ev) || !clearKinds[ev.kind] || countKind(e.values, ev.kind) != 1 {
			continue
		}
		av, n := soleOfKind(a.values, ev.kind)
		if n != 1 || !plainValue(av) {
			continue
		}
		if _, conflict := matchValue(ev, av); !conflict {
			continue
		}
		if ev.per != av.per {
			continue // a rate one side does not show: "$24" may be per month of "$288 per year"
		}
		if math.Abs(ev.num) == math.Abs(av.num) && ev.num != av.num {
			continue // a sign only
		}
		if q, _ := bestValue(ev, c.values); q > 0 {
			continue // the context states the value
		}
		return true
	}
	return false
}

// plainValue: an exact, unambiguous value read from the text.
func plainValue(v value) bool {
	return !v.implied && !v.derived && v.cmp == 0 && !v.approx && !v.amb && v.role == "" && !v.relative
}

func countKind(vs []value, k valKind) int {
	n := 0
	for _, v := range vs {
		if v.kind == k && !v.implied {
			n++
		}
	}
	return n
}

// soleOfKind is the one non-implied value of kind k in vs and how many
// there are.
func soleOfKind(vs []value, k valKind) (value, int) {
	var one value
	n := 0
	for _, v := range vs {
		if v.kind == k && !v.implied {
			one = v
			n++
		}
	}
	return one, n
}

// signConflict: the expected value has a direction word ("120 lines
// removed", "three over par") and the page shows its magnitude once, with
// the opposite sign written, and nothing it matches: a clear conflict.
func signConflict(ev value, a, c *analysis) bool {
	if ev.dir == 0 || ev.implied || ev.cmp != 0 || ev.approx {
		return false
	}
	opposite := 0
	for _, av := range a.values {
		if av.implied {
			continue
		}
		if q, _ := matchValue(ev, av); q > 0 {
			return false
		}
		if av.kind == ev.kind && av.sign() == -ev.dir && math.Abs(av.num) == math.Abs(ev.num) {
			opposite++
		}
	}
	if q, _ := bestValue(ev, c.values); q > 0 {
		return false
	}
	return opposite == 1
}
