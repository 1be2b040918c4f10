package lexical

// Arithmetic on a change written with an arrow.
//
// "82 kg → 78 kg" states a change as "Was 82 kg, now 78 kg" does
// (values_sign.go changeOf): the page shows the earlier and the later
// value, and a claim of the change's size and direction ("went down by
// 4 kg", "lost 4 kg") is the later value minus the earlier one. The
// derived change is implied: it may cover a claimed change but need not
// be covered, and its sign must agree with the claim's direction word
// ("went up by 4 kg" is contradicted by the same arithmetic). Only one
// arrow between two values of one kind and unit, with no other number
// between them; "from X to Y" stays a
// range or a from/to claim (claims_direction.go), never a change.

// arrowChange reports whether x and y are joined by one arrow: between
// them only the arrow and words or signs without a number (x's unit, a
// currency sign).
func (p *parser) arrowChange(x, y value) bool {
	arrows := 0
	for k := int(x.at) + 1; k < int(y.at) && k < len(p.its); k++ {
		t := p.its[k]
		switch {
		case t.hasNum || t.kind != tkWord && t.kind != tkSym:
			return false
		case t.kind == tkSym && t.text == "→":
			arrows++
		}
	}
	return arrows == 1
}

// changeWords reads the direction words of a claimed change the page's
// derived change states ("went down by 4 kg" against "82 kg → 78 kg" or
// "Was 82 kg, now 78 kg"): with the derived change of the claim's size
// and sign on the page, the direction word and its verb are stated by it
// ("down" is a direction here, not the negative of "online"). Only a
// claim of one value with a direction word.
func changeWords(a, e *analysis) {
	ev, n := soleExplicit(e)
	if n != 1 || ev.dir == 0 || !derivedChange(ev, a) {
		return
	}
	for i := range e.units {
		u := &e.units[i]
		switch d := directionOfUnit(*u); {
		case d == ev.dir:
			if u.neg && e.neg > 0 && u.clause < maxClauses && e.clauseNeg[u.clause] > 0 {
				e.neg--
				e.clauseNeg[u.clause]--
				u.neg = false
			}
			u.implied = true
		case d == 0 && directionVerbs[u.raw]:
			u.implied = true // "went down", "has gone up"
		}
	}
}

// derivedChange reports whether a holds a change derived from two of its
// values (changeOf) of ev's size and direction.
func derivedChange(ev value, a *analysis) bool {
	for _, av := range a.values {
		if !av.derived || av.signed == 0 || av.sign() != ev.dir {
			continue
		}
		if x, y, ok := comparable(ev, av); ok && sameNum(x, -y) || ok && sameNum(x, y) {
			return true
		}
	}
	return false
}

// stateAgainstChange reports whether ev is a plain value (no sign, no
// direction word) and av a change derived from two values: "weight is
// 3 kg" is a state, and "70 kg → 73 kg" shows no weight of 3 kg.
func stateAgainstChange(ev, av value) bool {
	return av.derived && av.signed != 0 && av.role == "" && ev.sign() == 0
}
