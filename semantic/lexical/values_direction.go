package lexical

// A direction claimed of a signed change. "Coverage −1.2%" against
// "coverage went up", "the stock is down", "revenue increased": the claim
// names no value, only the direction of the page's one signed change. A
// written sign on a percentage, a plain number or a measure other than a
// temperature is such a change ("−3.2%", "+0.5 kg", "+2"); amounts and
// temperatures are not (a balance of −$82.10 and −5 °C are states, not
// changes). When the claim's direction words agree with the sign they
// are stated, the magnitude is more detail, and "down" negates nothing
// ("down" is also the negative form of "online"); when they disagree the
// claim is contradicted; against the same value unsigned the direction
// is not shown (never a pass, and "down" is no negation there either).
// Only a claim with no value of its own and one direction, against a
// page with exactly one value.

// directionOfUnit is the direction a unit's word claims: +1, −1, 0.
func directionOfUnit(u unit) int8 {
	if d := direction(u.raw); d != 0 {
		return d
	}
	switch u.key {
	case "increase":
		return 1
	case "decrease":
		return -1
	}
	return 0
}

// claimedDirections reads the claim's direction against the page's one
// signed change (see above): a conflict, or the direction words and the
// change made part of each other.
func (r *comparison) claimedDirections(a, e *analysis) {
	av, n := soleExplicit(a)
	if n != 1 || av.dir != 0 || av.kind != vPercent && av.kind != vNumber && av.kind != vMeasure || av.unit == "temp" {
		return
	}
	if _, m := soleExplicit(e); m != 0 {
		return
	}
	d, words := int8(0), []int{}
	for i, u := range e.units {
		if u.implied {
			continue
		}
		if x := directionOfUnit(u); x != 0 {
			if d != 0 && d != x {
				return // "up and down"
			}
			d = x
			words = append(words, i)
		}
	}
	if d == 0 {
		return
	}
	for _, i := range words {
		if u := &e.units[i]; u.neg && e.neg > 0 && u.clause < maxClauses && e.clauseNeg[u.clause] > 0 {
			e.neg-- // "down" is a direction here, not "offline"
			e.clauseNeg[u.clause]--
		}
	}
	if av.signed == 0 {
		return // "0.8%" shows no change: the direction stays unsupported
	}
	if d != av.sign() {
		r.addConflict(sValue, "direction")
		return
	}
	for _, i := range words {
		e.units[i].implied = true
	}
	for i := range e.units {
		if u := &e.units[i]; directionVerbs[u.raw] {
			u.implied = true // "went up", "has gone down"
		}
	}
	for i := range a.values {
		if !a.values[i].implied {
			a.values[i].implied = true // the magnitude is more detail than "up"
		}
	}
}

// directionVerbs carry a direction word ("went up", "moved down").
var directionVerbs = map[string]bool{"went": true, "gone": true, "go": true, "goes": true, "moved": true, "is": true, "was": true}
