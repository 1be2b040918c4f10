package lexical

import "strings"

// A label states an identity both ways.
//
// "TA: Lin Wei" and "Lin Wei is the teaching assistant" name the same
// words in the other order, which the order guard (claims_align.go
// reordered) reads as a possible swap of roles. A label and its value
// are no roles, though: "<label>: <name>" states "<name> is the <label>"
// as well as "the <label> is <name>". The order is let go only for that
// frame: the page is one label clause and one value clause after its
// colon, with no value, verb or verb form ("Replaced by: Ana" is no
// identity of Ana), relation word, tense or negation; the expectation is
// "<name words> is|was (the|a|an|your) <label words>"; and each side's
// words fall in the matching part of the other (the label's words after
// the copula, the value's before it), every word placed.

// identityArticles may open the label part of the expectation.
var identityArticles = map[string]bool{"the": true, "a": true, "an": true, "your": true, "my": true, "our": true, "their": true, "his": true, "her": true}

// labelIdentity reports whether e reads a's label frame as an identity.
func labelIdentity(a, e *analysis) bool {
	if a.nClauses != 2 || !a.clauseColon[1] || len(a.values) > 0 || len(e.values) > 0 || a.neg > 0 || e.neg > 0 {
		return false
	}
	for _, it := range a.its {
		if it.kind == tkWord && relationWords[it.text] {
			return false
		}
	}
	toks := strings.Fields(e.canon)
	cop := -1
	for i, t := range toks {
		if t == "is" || t == "was" {
			cop = i
			break
		}
	}
	if cop < 1 || cop+1 >= len(toks) {
		return false
	}
	for _, t := range toks[:cop] {
		if copulas[t] || relationWords[t] {
			return false
		}
	}
	for _, t := range toks[cop+1:] {
		if copulas[t] || relationWords[t] {
			return false
		}
	}
	side := map[string]int{} // unit key → 1 before the copula (the value), 0 after (the label)
	for _, eu := range e.units {
		if eu.implied || eu.weight == 0 || eu.descriptor {
			continue
		}
		at := indexOf(toks, eu.raw)
		if at < 0 || at == cop || !placed(side, eu.key, boolInt(at < cop)) {
			return false
		}
	}
	n := 0
	for i, au := range a.units {
		if au.implied || au.weight == 0 || au.descriptor {
			continue
		}
		t := morphTense(au.raw, false)
		if au.tense != tNone || au.c != nil && au.c.verb || t == tPast {
			return false
		}
		if t == tProgressive && (i+1 == len(a.units) || a.units[i+1].clause != au.clause) {
			return false // "Playing: …" is a state; "Teaching assistant" a noun
		}
		if s, ok := side[au.key]; !ok || s != au.clause {
			return false
		}
		n++
	}
	return n > 0 && n >= len(side)
}

// placed records key on side s, false when it is already on the other.
func placed(side map[string]int, key string, s int) bool {
	if p, ok := side[key]; ok && p != s {
		return false
	}
	side[key] = s
	return true
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
