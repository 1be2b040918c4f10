package lexical

// Durations compared across their base units, and what a duration
// counts.
//
// A duration is kept in the base unit it was written in: days (days,
// weeks), months (months, years) or minutes (hours, minutes, seconds).
// Days and minutes convert exactly (a day is 1,440 minutes: "48 hours" is
// "2 days"). A month is 28 to 31 days, so days against months are a
// range: outside it a conflict ("14-day free trial" against "a month
// free"), inside it only a weak match ("30 days" against "a month").
//
// A duration in a clause whose predicate is a verb counts the time the
// predicate held ("45 minutes watched"), like a count (counts.go); a
// remaining duration ("45 min left") counts what is still to go. Two
// durations of one length with opposite roles contradict each other: "45
// min left" is not "45 minutes watched".

// matchDurations compares two durations (matchSameKind).
func matchDurations(e, a value) (q float64, conflict bool) {
	if e.role != a.role && e.role != "" && a.role != "" && !sameCountRole(e.role, a.role) {
		return 0, sameNum(e.num, a.num) && opposedRoles(e.role, a.role)
	}
	if e.unit != a.unit {
		return matchAcrossUnits(e, a)
	}
	if sameNum(e.num, a.num) {
		return qFull, false
	}
	return 0, true
}

// matchAcrossUnits compares durations written in two base units.
func matchAcrossUnits(e, a value) (q float64, conflict bool) {
	x, y := e, a
	if x.unit > y.unit {
		x, y = y, x // order: day, minute, month
	}
	switch {
	case x.unit == "day" && y.unit == "minute":
		if sameNum(x.num*24*60, y.num) {
			return qFull, false
		}
		return 0, true
	case x.unit == "day" && y.unit == "month":
		lo, hi := 28*y.num, 31*y.num
		if y.num >= 12 {
			lo, hi = 365*y.num/12, 366*y.num/12
		}
		if x.num < lo-0.5 || x.num > hi+0.5 {
			return 0, true // 14 days is no month
		}
		return qWeak, false // 30 days is about a month
	}
	return 0, false
}

// opposedRoles reports whether two count roles count what holds and what
// does not (or is still to go) of one predicate, or used against
// remaining.
func opposedRoles(x, y string) bool {
	px, py := rolePolarity(x), rolePolarity(y)
	if px == 0 || py == 0 || px == py {
		return false
	}
	return oppositeRoles(x, y) || x == roleRemain || x == roleUsed || y == roleRemain || y == roleUsed
}

// durationRoles gives the one duration of a clause whose predicate is a
// verb the role of that predicate ("45 minutes watched"), when the clause
// has no number of its own.
func (p *parser) durationRoles() {
	a := p.a
	for k := range min(a.nClauses, maxClauses) {
		pred := a.clausePred[k]
		if pred == "" || pred == "-" || pred == "on" || a.clauseModal[k] {
			continue
		}
		at, n := -1, 0
		for i, v := range a.values {
			if v.clause != k || v.implied {
				continue
			}
			n++
			if v.kind == vDuration && v.role == "" && v.cmp == 0 {
				at = i
			}
		}
		if n != 1 || at < 0 {
			continue
		}
		neg := a.clauseNeg[k]%2 == 1
		if a.clauseToBe[k] {
			neg = !neg
		}
		a.values[at].role = predRole(pred, neg)
	}
}
