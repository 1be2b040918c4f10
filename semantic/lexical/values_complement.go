package lexical

import "math"

// Complements of shown values.
//
// A page shows a part and its whole ("820 GB of 1 TB", "5 messages · 2
// unread", "8,432 steps · Goal 10,000") and a tester states the rest:
// "180 GB of storage left", "three read messages", "1,568 steps to go".
// The claimed value is no shown value, but it is the whole less the part:
// the arithmetic relates the two, so the value is no conflict. Which of
// the two roles the rest has (read or unread, left or used) is beyond the
// values, so the value counts as not shown (missing: never a pass): the
// claim is only not contradicted.
//
// The exception keeps the conflict: the claim describes the part itself
// with another number, every word of the part's clause named by the claim
// with its polarity ("three unread messages" against "5 messages · 2
// unread").

// complementOf reports whether ev is the difference of two shown values
// of its kind (the larger less the smaller) and the claim does not
// describe the smaller one.
func complementOf(ev value, a, e *analysis) bool {
	if ev.implied || ev.cmp != 0 {
		return false
	}
	for _, av := range a.values {
		if x, ok := complementScale(ev, av); ok && x == ev.num && (!av.implied || av.derived && av.signed != 0) {
			return false // the claim's value is shown or derived (a change: "70 kg → 73 kg"): other rules read it
		}
	}
	for i, t := range a.values {
		if t.implied {
			continue
		}
		for j, p := range a.values {
			if i == j || p.implied {
				continue
			}
			tx, ok1 := complementScale(ev, t)
			px, ok2 := complementScale(ev, p)
			if !ok1 || !ok2 || px <= 0 || tx <= px {
				continue
			}
			tol := 1e-6 * math.Max(math.Abs(ev.num), 1) // exact: "2012" is no "2021 − 2"
			if math.Abs(tx-px-ev.num) <= tol && !describesPart(ev, p, t, a, e) {
				return true
			}
		}
	}
	return false
}

// describesPart reports whether the claim of ev describes the part p of
// the whole t: with roles of one predicate on both, the same role ("2
// unread" and "three unread"); else every word of p's clause named by the
// claim with its polarity, and every word of the claim in p's or t's
// clause or the label before them ("1,568 steps to go" adds "to go" to
// "8,432 steps": another role).
func describesPart(ev, p, t value, a, e *analysis) bool {
	if ev.role != "" && p.role != "" {
		return ev.role == p.role
	}
	if negatesPart(ev, p, a, e) {
		return false // "three not matched" against "Matched: 2 of 5" (values_complement_neg.go)
	}
	in := func(k int) bool {
		return k == p.clause || k == t.clause || k+1 < maxClauses && a.clauseColon[k+1] && (k+1 == p.clause || k+1 == t.clause)
	}
	n := 0
	for _, u := range a.units {
		if u.clause != p.clause || u.implied {
			continue
		}
		n++
		if !partUnit(e.units, u.key, u.neg, func(int) bool { return true }) {
			return false
		}
	}
	for _, eu := range e.units {
		if !eu.implied && !partUnit(a.units, eu.key, eu.neg, in) {
			return false
		}
	}
	return n > 0
}

// partUnit reports whether us has a stated unit key with polarity neg in
// a clause clause accepts.
func partUnit(us []unit, key string, neg bool, clause func(int) bool) bool {
	for _, u := range us {
		if u.key == key && u.neg == neg && !u.implied && clause(u.clause) {
			return true
		}
	}
	return false
}

// complementScale is av's number when it measures what ev does: the same kind
// (and unit or currency), whatever the role of the count.
func complementScale(ev, av value) (float64, bool) {
	if ev.kind != av.kind || av.cmp != 0 {
		return 0, false
	}
	switch ev.kind {
	case vMeasure, vDuration:
		return av.num, ev.unit == av.unit
	case vAmount:
		return av.num, ev.cur == av.cur || ev.cur == "" || av.cur == ""
	case vNumber, vPercent:
		return av.num, true
	}
	return 0, false
}
