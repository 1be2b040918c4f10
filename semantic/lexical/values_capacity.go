package lexical

// Capacity of measures, durations and amounts.
//
// "Storage 2.5 GB of 15 GB used", "2.5 of 15 GB used", "$300 of $400
// left" count a part of a whole like "7 of 10 seats used" (capacity.go)
// but in a unit: a bare first number takes the measure unit the second
// writes ("2.5 of 15 GB": 2.5 GB; a count of days stays a count,
// capacity.go), the first value takes the clause's capacity role (used, remaining;
// "free" right after a measure is what remains: "12.5 GB free"), the
// second is the total, and the rest of the other role is derived (12.5 GB
// remaining, 7 days left). A single measure or amount in a clause with a
// capacity role counts that role ("2.5 GB free", "$300 left"). Values of
// one kind with opposite roles and the same magnitude contradict each
// other; other differing roles (a total against a part) say nothing about
// each other (roleClash).

// unitCapacity reads the capacity roles of the measures, durations and
// amounts of each clause (see above).
func (p *parser) unitCapacity() {
	vs := p.a.values
	for k := 0; k+1 < len(vs); k++ {
		x, y := &vs[k], &vs[k+1]
		if x.implied || y.implied || x.clause != y.clause || !p.ofJoined(*x, *y) {
			continue
		}
		if x.kind == vNumber && y.kind == vMeasure && x.role == "" && p.leadsWithNumber(*y) {
			p.retype(x, *y, p.its[y.at].num) // "2.5 of 15 GB": 2.5 GB
		}
	}
	for c := range min(p.a.nClauses, maxClauses) {
		p.clauseUnitCapacity(c)
	}
}

// ofJoined reports "X of Y", "X out of Y" or "X / Y".
func (p *parser) ofJoined(x, y value) bool {
	switch {
	case y.at == x.end+1:
		return p.word(int(x.end)) == "of" || p.its[x.end].kind == tkSym && p.its[x.end].text == "/"
	case y.at == x.end+2:
		return p.word(int(x.end)) == "out" && p.word(int(x.end)+1) == "of"
	}
	return false
}

// clauseUnitCapacity gives the measures, durations and amounts of clause
// c their capacity roles and derives the rest of a part of a whole.
func (p *parser) clauseUnitCapacity(c int) {
	a := p.a
	var idx []int
	for i, v := range a.values {
		if v.clause != c || v.implied {
			continue
		}
		if v.kind == vNumber || v.kind == vPercent || v.role != "" && v.role != roleRemain {
			return // counts and shares are capacity.go's; a product or predicate role is set
		}
		idx = append(idx, i)
	}
	if len(idx) == 0 || len(idx) > 2 || a.clauseNeg[c] > 0 {
		return
	}
	role := clauseRole(a, c)
	if role == "" && len(idx) == 1 && a.values[idx[0]].kind == vMeasure && p.word(int(a.values[idx[0]].end)) == "free" {
		role = roleRemain // "2.5 GB free"
		p.markRead(c, "free")
	}
	if role == "" || role == "-" {
		return
	}
	if len(idx) == 1 {
		if v := &a.values[idx[0]]; v.kind != vDuration {
			v.role = role
		}
		return
	}
	x, y := &a.values[idx[0]], &a.values[idx[1]]
	if x.kind != y.kind || x.kind == vAmount && x.cur != y.cur || x.unit != y.unit || !p.ofJoined(*x, *y) || x.num > y.num {
		return
	}
	x.role, y.role = role, roleTotal
	rest := value{kind: x.kind, num: y.num - x.num, cur: x.cur, unit: x.unit, role: roleUsed}
	if role == roleUsed {
		rest.role = roleRemain
		a.impliedRemain()
	} else {
		a.addImplied("used")
	}
	a.derive(rest, c, idx[0], idx[1])
}

// clauseRole is the one capacity role the units of clause c name, "-"
// for two, "" for none.
func clauseRole(a *analysis, c int) string {
	role := ""
	for _, u := range a.units {
		if u.clause != c || u.implied {
			continue
		}
		if r := roleOf(u.key); r != "" {
			if role != "" && role != r {
				return "-"
			}
			role = r
		}
	}
	return role
}

// roleClash compares the capacity roles of two measures or amounts: ok
// false when the roles leave the match to the values; otherwise the
// values count different things, and conflict when they count what
// holds and what does not of one whole with one magnitude.
func roleClash(e, a value) (conflict, ok bool) {
	if e.role == a.role || e.role == "" || a.role == "" || e.role == roleProduct || a.role == roleProduct || sameCountRole(e.role, a.role) {
		return false, false
	}
	same := e.kind == vMeasure && e.unit == a.unit && sameMeasure(e, a) || e.kind == vAmount && sameNum(e.num, a.num)
	return same && opposedRoles(e.role, a.role), true
}

// freeCounts: "free" ending a clause that counts something ("three
// seats are free", "3 seats free") says what is available, not a plan
// tier, so it takes no part in the tiers' exclusive group (a "Team"
// context does not contradict it); it still needs covering. An
// attributive "free" ("Free plan for 3 users") keeps its group.
func (p *parser) freeCounts() {
	for j, it := range p.its {
		if it.kind != tkWord || it.text != "free" || !p.clauseEnd(j+1) {
			continue
		}
		k := itemClause(p.its, j)
		counted := false
		for _, v := range p.a.values {
			counted = counted || v.clause == k && !v.implied && v.kind == vNumber
		}
		for i, u := range p.a.units {
			if counted && u.key == "free" && u.clause == k && !u.implied {
				p.a.units[i].noGroup = true
			}
		}
	}
}

// fullShares: "Storage 50% full", "Disk 90% full" state the used share:
// the percentage takes the used role, "full" is part of it, and the rest
// (50 %, 10 %) is what is left.
func (p *parser) fullShares() {
	for k := range p.a.values {
		v := &p.a.values[k]
		if v.kind != vPercent || v.implied || v.role != "" || p.word(int(v.end)) != "full" || p.a.clauseNeg[v.clause] > 0 {
			continue
		}
		v.role = roleUsed
		p.markRead(v.clause, "full")
		p.a.addImplied("used") // "50% full" is 50 % used
		if v.num >= 0 && v.num <= 100 {
			p.a.derive(value{kind: vPercent, num: 100 - v.num, role: roleRemain}, v.clause, k, -1) // and 50 % left
		}
	}
}
