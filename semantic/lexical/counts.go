package lexical

// Counts of a predicate and their complements.
//
// A number in a clause whose predicate is a verb ("2 of 3 packages
// delivered") or an on/off state ("3 of 5 lights on") counts the things
// the predicate holds for: its role is "p:<predicate>+" — or "-" when the
// clause denies it ("two lights are off", "not delivered") or says it is
// still to happen ("one package is still to be delivered"). With a total
// ("X of Y") the complement Y−X of the opposite role is derived, so "2 of
// 3 delivered" states "one still to be delivered" and "3 of 5 lights on"
// states "two lights are off". The negation of such a clause is carried by
// its counts' roles, so it is not counted again as the clause's polarity;
// two counts of one predicate with opposite roles and the same number
// contradict each other.

// predicate records the predicate of the current clause; at is the index
// of its first word, used to read "to be" before it.
func (p *parser) predicate(key string, at int) {
	k := p.a.clause()
	if p.a.clausePred[k] != "" && p.a.clausePred[k] != key {
		p.a.clausePred[k] = "-" // two predicates: no count role
		return
	}
	p.a.clausePred[k] = key
	w1, w2 := p.word(at-1), p.word(at-2)
	if w1 == "be" && w2 == "to" || w1 == "to" && (w2 == "yet" || w2 == "still" || w2 == "left") {
		p.a.clauseToBe[k] = true
	}
}

// predicateCounts gives the counts of clause k the role of its predicate
// and derives the complement of a count with a total.
func (a *analysis) predicateCounts(k int) {
	pred := a.clausePred[k]
	if pred == "-" {
		return
	}
	count, total, n := -1, -1, 0
	for i, v := range a.values {
		if v.clause != k || v.kind != vNumber || v.implied {
			continue
		}
		n++
		if v.role == roleTotal {
			total = i
		} else {
			count = i
		}
	}
	if n > 2 || count < 0 {
		return
	}
	neg := a.clauseNeg[k]%2 == 1
	if a.clauseToBe[k] {
		neg = !neg
	}
	a.values[count].role = predRole(pred, neg)
	if a.clauseNeg[k] > 0 {
		a.countNeg[k] = true
	}
	if total < 0 || a.values[count].num > a.values[total].num {
		return
	}
	rest := value{kind: vNumber, num: a.values[total].num - a.values[count].num, role: predRole(pred, !neg)}
	a.derive(rest, k, count, total)
}

func predRole(pred string, neg bool) string {
	if neg {
		return "p:" + pred + "-"
	}
	return "p:" + pred + "+"
}

// oppositeRoles reports whether two count roles are one predicate held
// and not held.
func oppositeRoles(x, y string) bool {
	if len(x) < 3 || len(x) != len(y) || x[:2] != "p:" || y[:2] != "p:" {
		return false
	}
	return x[:len(x)-1] == y[:len(y)-1] && x[len(x)-1] != y[len(y)-1]
}

// sameCountRole reports whether two count roles count the same things: a
// count of what remains ("4 to go", "3 left") is a count of what the
// predicate does not hold yet ("6 of 10 watched" → 4 not watched), a count
// of what is used of what it holds.
func sameCountRole(x, y string) bool {
	pol := func(r string) byte {
		switch {
		case r == roleRemain:
			return '-'
		case r == roleUsed:
			return '+'
		case len(r) > 2 && r[:2] == "p:":
			return r[len(r)-1]
		}
		return 0
	}
	px, py := pol(x), pol(y)
	if px == 0 || py == 0 || px != py {
		return false
	}
	// Two predicates are not one: only a capacity role meets a predicate.
	return x == roleRemain || x == roleUsed || y == roleRemain || y == roleUsed
}
