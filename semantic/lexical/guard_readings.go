package lexical

// More readings the parser leaves open (see guard_parse.go).
//
//   - A plus glued after a number is a floor: "200+ countries", "Ages
//     18+", "1,000+ reviews", "$50+" state "at least 200", "18 or
//     older", "at least 1,000", "$50 or more", never the plain number. A
//     plus between two numbers ("2+1", "$49 + $10") is a sum and is not
//     read here.
//     A floor shown this way is a fact about the count, not a rule (as
//     "at least 8 characters" is): it states every floor it implies, so
//     "2,300+ ratings" states "more than 2,000 ratings" and "at least
//     2,000", and "200+" states "at least 200" (but not "more than 200",
//     which the page does not settle); it contradicts a cap or a number
//     below it ("fewer than 2,000 ratings", "1,800 ratings").
//   - A time left is a time until the end: "ends in 3 days", "expires in
//     2 weeks" and "3 days left", "2 weeks remaining" state one duration
//     of what is left. The duration after "in" or "within" of an ending
//     verb counts what remains.
//   - A time after a verb is no object: in "Reminder sent 3 days ago" the
//     number dates the act ("ago", or "in", "at", "on", "since", "by",
//     "until" before it), so the noun before the verb is not read as the
//     subject of an act on a value ("Ben requested $12") but is left to
//     the passive reading of a bare participle.
//   - A page that shows two statuses of one life cycle, one after the
//     other ("Sent · Read 2:14 PM"), is at the later one: "the email was
//     read" is no stage conflict with "Sent".

// plusBounds reads a number with a glued plus after it as an inclusive
// floor.
func (a *analysis) plusBounds() {
	for i := range a.values {
		v := &a.values[i]
		if v.cmp != 0 || v.implied || v.kind == vDate || v.kind == vTime || v.kind == vCode {
			continue
		}
		for k := int(v.at); k < int(v.end) && k < len(a.its); k++ {
			if a.its[k].kind == tkNum && a.its[k].mod == '+' {
				v.cmp, v.shown = cmpAtLeast, true
			}
		}
	}
}

// endsInRemain gives a duration after "in" or "within" that an ending
// verb binds ("ends in 3 days") the role of what remains.
func (a *analysis) endsInRemain() {
	for i := range a.values {
		v := &a.values[i]
		if v.kind != vDuration || v.role != "p:expire+" || v.at < 1 || int(v.at) > len(a.its) {
			continue
		}
		if w := a.its[v.at-1].text; w == "in" || w == "within" {
			v.role = roleRemain
		}
	}
}

// timeWords date the number after them, or "ago" the number before it.
var timeWords = map[string]bool{"in": true, "at": true, "on": true, "since": true, "by": true, "until": true, "within": true}

// timeOfAct reports whether the number at k of the claim tokens ts,
// after the verb at i, dates the act rather than being its object.
func timeOfAct(ts []ctok, i, k int) bool {
	for j := k - 1; j > i; j-- {
		if timeWords[ts[j].raw] {
			return true
		}
	}
	for j := k + 1; j < len(ts) && !ts[j].brk && j <= k+3; j++ {
		if ts[j].raw == "ago" {
			return true
		}
	}
	return false
}

// shownFloor compares a shown floor y ("y+") with the claim's value x
// bounded by ecmp: it states a floor it implies (y above x for a strict
// floor, at least x for an inclusive one), and contradicts a cap or a
// plain value below it ("fewer than 2,000", "1,800 ratings"). ok is false
// when it settles neither.
func shownFloor(ecmp byte, x, y float64) (q float64, conflict, ok bool) {
	above := y > x && !sameNum(x, y)
	switch ecmp {
	case '>':
		return qFull, false, above
	case cmpAtLeast:
		return qFull, false, above || sameNum(x, y)
	case '<':
		return 0, true, above || sameNum(x, y)
	case cmpAtMost, 0:
		return 0, true, above
	}
	return 0, false, false
}

// statesStatus reports whether x states the status key itself, by a word
// that is no noun of the verb ("Read 2:14 PM", not "Verification email
// sent"): a page that shows a status and a later one ("Sent · Read") is
// at the later one, so the earlier one is no stage conflict (stage.go).
func statesStatus(x *analysis, key string) bool {
	for _, u := range x.units {
		if u.key == key && !u.implied && !nounSuffix(u.raw) {
			return true
		}
	}
	return false
}
