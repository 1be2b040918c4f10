package lexical

// Capacity phrases: what a plain number counts.
//
// A number in a clause that names one capacity role — used ("used",
// "taken", "in use") or remaining ("left", "remaining", "available") — is
// a count of that role; a number after "of" that follows another number of
// the clause is the total ("7 of 10 seats used", "3 still available out of
// 10"). Two counts contradict each other only when they count the same
// role: 7 used and 3 remaining are not a conflict.
//
// Arithmetic: a clause with one count and one total implies the
// complementary count (X of Y used ⇔ Y−X remaining of Y), and a
// quantifying negation of a remaining role ("no seats left", "none
// available") is a remaining count of zero, which implies that everything
// is used. Derived counts may cover and contradict the other side's counts
// of the same role; the values they were derived from count as covered
// when the derived count matches ("25 of 25 seats used" states "no seats
// left").

// Roles of plain numbers.
const (
	roleUsed   = "used"
	roleRemain = "remain"
	roleTotal  = "total"
)

// roleOf is the capacity role a concept names, "" for none.
func roleOf(key string) string {
	switch key {
	case "used":
		return roleUsed
	case "remain", "available":
		return roleRemain
	}
	return ""
}

// numberInClause reports whether the current clause already has a plain
// number.
func (p *parser) numberInClause() bool {
	k := p.a.clause()
	for _, v := range p.a.values {
		if v.kind == vNumber && v.clause == k {
			return true
		}
	}
	return false
}

// capacity assigns roles to the plain numbers of each clause and derives
// complementary counts.
func (a *analysis) capacity() {
	if len(a.values) == 0 && a.neg == 0 {
		return
	}
	for k := range a.nClauses {
		role := ""
		for _, u := range a.units {
			if u.clause != k || u.implied {
				continue
			}
			if r := roleOf(u.key); r != "" {
				if role != "" && role != r {
					role = "-" // used and remaining in one clause: unclear
					break
				}
				role = r
			}
		}
		if role == "" && a.clausePred[k] != "" {
			a.predicateCounts(k)
			continue
		}
		if role == "" {
			a.progressRest(k) // counts.go: "6,000 / 10,000 steps" has 4,000 to go
		}
		if role == "" || role == "-" {
			continue
		}
		if a.shareRole(k, role) {
			continue
		}
		count, total, n := -1, -1, 0
		for i, v := range a.values {
			if v.clause == k && v.kind == vDuration && !v.implied && v.role == "" && role == roleRemain && a.clauseNeg[k] == 0 {
				a.values[i].role = role // "0 days remaining" counts days left
			}
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
		if a.clauseNeg[k] > 0 {
			// "No seats left": a zero count. Any other negated clause
			// ("not used") states no count.
			if n == 0 && role == roleRemain && a.clauseNeg[k] == 1 && a.zeroCand[k] {
				a.derive(value{kind: vNumber, num: 0, role: roleRemain}, k, -1, -1)
				a.zeroNeg[k] = true
				a.addImplied("used")
				a.impliedRemain()
			}
			continue
		}
		if n > 2 || count < 0 {
			continue
		}
		a.values[count].role = role
		if role == roleRemain {
			a.impliedRemain() // seats left are seats available
		}
		if total < 0 || a.values[count].num > a.values[total].num {
			continue
		}
		rest := value{kind: vNumber, num: a.values[total].num - a.values[count].num, role: roleUsed}
		if role == roleUsed {
			rest.role = roleRemain
			a.impliedRemain()
		} else {
			a.addImplied("used")
		}
		a.derive(rest, k, count, total)
	}
}

// shareRole gives the one percentage of clause k (with no plain number)
// the clause's role and derives the complement of the whole: "75% of
// budget used" states 25 % left. It reports whether it did.
func (a *analysis) shareRole(k int, role string) bool {
	if a.clauseNeg[k] > 0 || role == roleTotal {
		return false
	}
	share := -1
	for i, v := range a.values {
		if v.clause != k || v.implied {
			continue
		}
		if v.kind != vPercent || share >= 0 || v.cmp != 0 || v.num < 0 || v.num > 100 {
			return false
		}
		share = i
	}
	if share < 0 {
		return false
	}
	a.values[share].role = role
	rest := value{kind: vPercent, num: 100 - a.values[share].num, role: roleUsed}
	if role == roleUsed {
		rest.role = roleRemain
		a.impliedRemain()
	} else {
		a.addImplied("used")
	}
	a.derive(rest, k, share, -1)
	return true
}

// impliedRemain adds both remaining-role concepts: a count of what is
// left is a count of what is available.
func (a *analysis) impliedRemain() {
	a.addImplied("remain")
	a.addImplied("available")
}

// derive records a count computed from the values at i and j (-1 none).
func (a *analysis) derive(v value, clause, i, j int) {
	v.implied, v.derived, v.clause, v.alt2 = true, true, clause, -1
	v.from = [2]int16{int16(i), int16(j)}
	a.values = append(a.values, v)
}

// derivedCover is the match quality of the actual value at i through a
// count derived from it that matches an expected value, 0 if none.
func derivedCover(i int, as, es []value) float64 {
	best := 0.0
	for _, dv := range as {
		if !dv.derived || (int(dv.from[0]) != i && int(dv.from[1]) != i) {
			continue
		}
		for _, ev := range es {
			if q, _ := matchValue(ev, dv); q > best {
				best = q
			}
		}
	}
	return best
}

// derivedMatch reports whether a count derived in clause k of the actual
// side matches an expected value: the clause's role word is then explained
// too.
func derivedMatch(k int, as, es []value) bool {
	for _, dv := range as {
		if !dv.derived || dv.clause != k {
			continue
		}
		for _, ev := range es {
			if q, _ := matchValue(ev, dv); q > 0 {
				return true
			}
		}
	}
	return false
}

// hasRole reports whether x has a count of role r, stated or derived.
func hasRole(x *analysis, r string) bool {
	for _, v := range x.values {
		if (v.kind == vNumber || v.kind == vDuration) && v.role == r {
			return true
		}
	}
	return false
}
