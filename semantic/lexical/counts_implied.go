package lexical

import "slices"

// Predicates one of which entails the other.
//
// A count's predicate role ("p:on+" for "Zone 1 on", "p:active+" for
// "zone 1 is running") says what holds of what it counts. Two different
// predicates count different things (sameCountRole), unless the lexicon
// says one entails the other: the state "on" is a state of being active
// (the onoff concept implies active), so "Zone 1 on" and "Zone 1 is
// running" count the same zone. The polarity must agree: "Zone 2 off"
// (p:on-) does not count what is running.

// roleConcept is the lexicon concept a predicate role's name stands
// for: the state "on" is the onoff concept.
func roleConcept(name string) *concept {
	if name == "on" {
		name = "onoff"
	}
	return lex.concepts[name]
}

// entailedRoles reports whether the predicate roles x and y ("p:NAME±")
// have one polarity and one predicate entails the other (see above).
func entailedRoles(x, y string) bool {
	if len(x) < 4 || len(y) < 4 || x[:2] != "p:" || y[:2] != "p:" || x[len(x)-1] != y[len(y)-1] {
		return false
	}
	nx, ny := x[2:len(x)-1], y[2:len(y)-1]
	cx, cy := roleConcept(nx), roleConcept(ny)
	if cx == nil || cy == nil {
		return false
	}
	return slices.Contains(cx.implies, cy.id) || slices.Contains(cy.implies, cx.id)
}
