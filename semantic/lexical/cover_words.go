package lexical

import (
	"slices"
	"strings"
)

// Word covers: units of either side that a rule
// reads as matched although no concept match covers them — a one-for-one
// substitution (wn_subst.go) or the noun a negative pronoun stands for.

// wordCover names the units (indices into each side's units) the rules
// cover fully; the zero value covers nothing.
type wordCover struct{ e, a []int }

// coversE and coversA report whether unit i of the expected or the
// actual side is covered.
func (s wordCover) coversE(i int) bool { return slices.Contains(s.e, i) }
func (s wordCover) coversA(i int) bool { return slices.Contains(s.a, i) }

// wordCovers collects the covers of a (with context c) for e; subject
// holds the expected units the implicit-subject rule covers (subject.go).
func wordCovers(a, c, e *analysis, subject map[int]float64) wordCover {
	var s wordCover
	if sub := wnSubstitution(a, c, e, subject); sub.ok {
		s.e, s.a = []int{sub.e}, []int{sub.a}
	}
	if i := pronounNoun(a, e); i >= 0 {
		s.a = append(s.a, i)
	}
	if i := awaitedVerb(a, c, e); i >= 0 {
		s.a = append(s.a, i)
	}
	ke, ka := kindTotalCover(a, e) // sums_kind.go
	s.e, s.a = append(s.e, ke...), append(s.a, ka...)
	if i := heldVerb(a, e); i >= 0 {
		s.e = append(s.e, i) // "2 items in your cart": the cart holds them (cover_contain.go)
	}
	le, la := lifeCycleSame(a, c, e) // status_same.go
	s.e, s.a = append(s.e, le...), append(s.a, la...)
	return s
}

// awaitedVerb: a page that waits for something ("Awaiting confirmation",
// "Pending approval") states the waiting stage the expectation names
// alone ("pending", "waiting"): what it waits for is more specific, not
// another claim. It returns the index in a.units of that awaited verb, or
// -1. Only when every content word of the expectation is a waiting word
// and the page is nothing but its waiting word and the awaited verb
// (stage.go stageStatus).
func awaitedVerb(a, c, e *analysis) int {
	n := 0
	for _, u := range e.units {
		if u.implied || u.weight <= 0 || u.descriptor {
			continue // not a content unit (contentUnits)
		}
		if stageOf(u) != stWaiting {
			return -1
		}
		n++
	}
	if n == 0 || e.neg-e.outNeg != 0 {
		return -1
	}
	st, _, complement, ok := stageStatus(a, e, c)
	if !ok || st != stWaiting || complement < 0 {
		return -1
	}
	return complement
}

// negativePronouns stand for "no <thing>" with the thing left out.
var negativePronouns = map[string]bool{"nothing": true, "none": true, "nobody": true, "noone": true}

// pronounNoun: an expectation whose negation is a negative pronoun
// ("nothing is due today") says of everything what the page says of the
// things it counts with "no" ("No tasks due today"): the noun right after
// the page's "no" is the thing the pronoun leaves out. It returns that
// noun's index in a.units, or -1. Only one clause on each side, one
// negation each, and only the noun right after "no"; the other way round
// (the page says "nothing", the expectation names the thing) the
// expectation says more than the page.
func pronounNoun(a, e *analysis) int {
	if a.neg != 1 || e.neg != 1 || a.nClauses > 1 || e.nClauses > 1 {
		return -1
	}
	pron := false
	for _, t := range strings.Fields(e.canon) {
		pron = pron || negativePronouns[t]
	}
	if !pron {
		return -1
	}
	toks := strings.Fields(a.canon)
	for k := 0; k+1 < len(toks); k++ {
		if toks[k] != "no" {
			continue
		}
		for i, u := range a.units {
			if !u.implied && u.weight > 0 && !u.descriptor && u.raw == toks[k+1] && bestUnit(u, e.units) < 1 {
				return i
			}
		}
	}
	return -1
}
