package lexical

import (
	"strings"
	"unicode"
)

// Implicit subject: a status on a page states its state bare ("Merged",
// "Completed yesterday") and leaves the thing it is the state of to its
// place on the page, while the tester's expectation names that thing
// ("the pull request was merged"). The expectation's subject is then
// covered when
//   - the context names it through WordNet ("Booking" for "the
//     reservation"); a context the lexicon matches already covers it; or
//   - the subject is the generic head of what the context shows: two
//     sides joined by "vs" or a score ("Arsenal vs Chelsea", "Man City
//     0–0 Liverpool") are a match, a game, a fixture.
//
// A context that names something else ("Invoice" against "the payment
// was merged", "Back door" against "the front door is locked") never
// covers it: the subject is only implicit where nothing names a thing.
//
// It only applies when the expectation is one clause "<determiner>
// <subject> <copula> <predicate>" whose subject is one word or lexicon
// phrase, the head alone (a qualifier says which one: "the return
// flight", "the second payment", which a bare state cannot confirm), with
// no value and no negation the
// page lacks, every predicate word is covered by the page's text, and the
// page's text names nothing beyond that predicate (a bare state: a date
// or time, when, may add to it; any other value may qualify the state:
// "Shipped 2 of 3").

// subjectDeterminers open a subject noun phrase that names a thing.
var subjectDeterminers = map[string]bool{
	"the": true, "your": true, "this": true, "my": true, "our": true, "its": true,
}

// implicitSubject returns the indices of the expected side's units that
// are an implicit subject covered as above, with the quality each is
// covered with; nil when the rule does not apply.
func implicitSubject(a, c, e *analysis) map[int]float64 {
	if e.nClauses > 1 || e.neg != a.neg {
		return nil
	}
	for _, v := range e.values {
		if !v.implied {
			return nil
		}
	}
	for _, v := range a.values {
		if !v.implied && v.kind != vDate && v.kind != vTime {
			return nil // "Shipped 2 of 3": a value may qualify the state
		}
	}
	subj, pred, ok := splitSubject(e)
	if !ok || len(subj) != 1 || len(pred) == 0 || !predicateCovered(e, a, pred) || !bareState(a, e, pred) {
		return nil
	}
	cu := contentUnits(c)
	out := map[int]float64{}
	for _, i := range subj {
		eu := e.units[i]
		if bestUnit(eu, a.units) > 0 || bestUnit(eu, c.units) > 0 || wnUnit(eu, a.units) > 0 {
			continue // covered as it is
		}
		switch {
		case len(cu) > 0 && wnUnit(eu, cu) > 0:
			out[i] = qSynonym
		case fixtureHead(eu.raw) && fixture(c):
			out[i] = 1 // "Arsenal vs Chelsea" is a match
		default:
			return nil // the context names another thing
		}
	}
	return out
}

// splitSubject splits the expected side's units into those of the subject
// (between the opening determiner and the first copula) and those of the
// predicate (after it); ok is false when the text has no such shape or a
// unit cannot be placed.
func splitSubject(e *analysis) (subj, pred []int, ok bool) {
	toks := strings.Fields(e.canon)
	if len(toks) < 3 || !subjectDeterminers[toks[0]] {
		return nil, nil, false
	}
	k := -1
	for i, t := range toks {
		if copulas[t] {
			k = i
			break
		}
	}
	if k < 2 {
		return nil, nil, false
	}
	for i, u := range e.units {
		if u.implied || u.weight == 0 || u.descriptor {
			continue
		}
		p := indexOf(toks, u.raw)
		switch {
		case p < 0 || p == k:
			return nil, nil, false
		case p < k:
			subj = append(subj, i)
		default:
			pred = append(pred, i)
		}
	}
	return subj, pred, true
}

// indexOf is the first index of w in toks, or -1.
func indexOf(toks []string, w string) int {
	for i, t := range toks {
		if t == w {
			return i
		}
	}
	return -1
}

// predicateCovered reports whether every predicate unit of e is covered by
// the page's text.
func predicateCovered(e, a *analysis, pred []int) bool {
	for _, i := range pred {
		eu := e.units[i]
		if bestUnit(eu, a.units) < qSynonym && wnUnit(eu, a.units) == 0 {
			return false
		}
	}
	return true
}

// bareState reports whether the page's text names nothing but the
// expected predicate: each of its words is covered by a predicate unit.
func bareState(a, e *analysis, pred []int) bool {
	ps := make([]unit, 0, len(pred))
	for _, i := range pred {
		ps = append(ps, e.units[i])
	}
	n := 0
	for _, au := range a.units {
		if au.implied || au.weight == 0 || au.descriptor {
			continue
		}
		if bestUnit(au, ps) < qSynonym && wnUnit(au, ps) == 0 {
			return false
		}
		n++
	}
	return n > 0
}

// contentUnits are the units of x that name something: not implied, not
// descriptors ("Status").
func contentUnits(x *analysis) []unit {
	var out []unit
	for _, u := range x.units {
		if !u.implied && u.weight > 0 && !u.descriptor {
			out = append(out, u)
		}
	}
	return out
}

// fixtureHeads are the generic heads of a fixture context.
var fixtureHeads = []string{"match", "game", "fixture"}

// fixtureHead reports whether w is a generic head of a fixture.
func fixtureHead(w string) bool {
	for _, h := range fixtureHeads {
		if stem(h) == stem(w) {
			return true
		}
	}
	return false
}

// versus are the words that join the two sides of a fixture.
var versus = map[string]bool{"vs": true, "v": true, "versus": true, "@": true}

// fixture reports whether the context shows two sides of a fixture: words
// on both sides of "vs" or of a score of two small numbers ("Bruins 3–2
// Rangers").
func fixture(c *analysis) bool {
	toks := strings.Fields(c.canon)
	for i := 1; i+1 < len(toks); i++ {
		if versus[toks[i]] && word(toks[i-1]) && word(toks[i+1]) {
			return true
		}
		if i+2 < len(toks) && word(toks[i-1]) && score(toks[i]) && score(toks[i+1]) && word(toks[i+2]) {
			return true
		}
	}
	return false
}

// word reports whether t is a word of letters.
func word(t string) bool {
	for _, r := range t {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return t != ""
}

// score reports whether t is a small count of points (at most 3 digits).
func score(t string) bool {
	if t == "" || len(t) > 3 {
		return false
	}
	for _, r := range t {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}
