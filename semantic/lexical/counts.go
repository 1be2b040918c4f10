package lexical

import "strings"

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
	if w1 == "be" && w2 == "to" || w1 == "to" && stillToCue(w2) {
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
	if !neg && pred != "on" {
		// The rest of "6 of 10 episodes watched" is still to be watched:
		// what is left ("four episodes to go").
		a.impliedRemain()
	}
}

// unknownPredicate makes an unknown past participle after a count the
// clause's predicate ("6 of 10 episodes watched"): it needs a number
// before it in its clause.
func (p *parser) unknownPredicate(key, w string, i int) {
	todo := p.toDoInfinitive(w, i) // counts_todo.go: "3 clauses still to review"
	if !todo && (len(w) < 5 || !strings.HasSuffix(w, "ed")) || !p.numberInClause() && !p.leadingPredicate(w, i) {
		return
	}
	if rest, ok := strings.CutPrefix(w, "un"); ok && len(rest) >= 6 && len(p.a.units) > 0 {
		// "7 questions unanswered": the negated participle counts what
		// is not answered (the complement of "7 of 10 answered").
		u := &p.a.units[len(p.a.units)-1]
		if u.raw == w {
			key = "w:" + stem(rest)
			u.key, u.neg = key, true
			p.a.negate()
		}
	}
	p.predicate(key, i)
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
	px, py := rolePolarity(x), rolePolarity(y)
	if px == 0 || py == 0 || px != py {
		return false
	}
	// Two predicates are not one: only a capacity role meets a predicate.
	return x == roleRemain || x == roleUsed || y == roleRemain || y == roleUsed
}

// countPredicate reports whether u is the predicate its clause's counts
// count ("watched" in "6 of 10 episodes watched"): a derived count that
// matches the other side explains it.
func countPredicate(a *analysis, u unit) bool {
	return u.clause < maxClauses && u.key != "" && a.clausePred[u.clause] == u.key
}

// slashCount reads "4/6 modules completed", "45/50" at the token at i as
// a count and its total ("4 of 6"): the slash shape is no date when the
// second number is no month-day reading or a counted noun follows.
func (p *parser) slashCount(i int) bool {
	x, y, ok := slashPair(p.its[i].text)
	if !ok || x > y {
		return false
	}
	next := p.word(i + 1)
	counted := i+1 < len(p.its) && !p.its[i+1].brk && len(next) > 2 && strings.HasSuffix(next, "s") && monthNames[next] == 0
	if !counted && y <= 31 {
		return false // "4/6" alone may be a date
	}
	p.addValue(value{kind: vNumber, num: x}, i)
	p.addValue(value{kind: vNumber, num: y, role: roleTotal}, i+1)
	return true
}

// slashPair splits "a/b" into two whole numbers.
func slashPair(s string) (float64, float64, bool) {
	k := strings.IndexByte(s, '/')
	if k <= 0 || k == len(s)-1 || strings.Count(s, "/") != 1 || !isDigits(s[:k]) || !isDigits(s[k+1:]) || len(s) > 13 {
		return 0, 0, false
	}
	x, _ := parseDigits(s[:k])
	y, _ := parseDigits(s[k+1:])
	return x, y, y > 0
}

// spacedSlash reports "6,000 / 10,000": the number at i follows a spaced
// slash after a number, so it is the total.
func (p *parser) spacedSlash(i int) bool {
	return i >= 2 && p.its[i-1].kind == tkSym && p.its[i-1].text == "/" && p.its[i-2].hasNum && !p.its[i-1].glued
}

// progressRest derives what is left of a count with its total and no
// predicate or role word ("6,000 / 10,000 steps", "Page 2 of 5"): the
// rest may be what is to go ("4,000 steps to go"), so a claim of it is no
// contradiction; but the page does not say the count is done, so the
// words of what is left stay unsupported (never a pass from this alone).
// Only a clause with exactly the count and the total, not negated,
// qualifies.
func (a *analysis) progressRest(k int) {
	if a.clauseNeg[k] > 0 {
		return
	}
	count, total, n := -1, -1, 0
	for i, v := range a.values {
		if v.clause != k || v.implied {
			continue
		}
		if v.kind != vNumber {
			return
		}
		n++
		if v.role == roleTotal {
			total = i
		} else if v.role == "" {
			count = i
		}
	}
	if n != 2 || count < 0 || total < 0 || a.values[count].num > a.values[total].num {
		return
	}
	a.derive(value{kind: vNumber, num: a.values[total].num - a.values[count].num, role: roleRemain}, k, count, total)
}

// rolePolarity is the polarity of a count role: '-' for what remains or
// what a predicate does not hold ("p:…-"), '+' for what is used or held,
// 0 for a role of neither.
func rolePolarity(r string) byte {
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
