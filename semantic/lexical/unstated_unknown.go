package lexical

import "strings"

// Unstated status, a state the lexicon does not know.
//
// The unstated-status rule (unstated.go) settles "Priya" against "Priya
// is online" because "online" is a lexicon predicate. "Berlin" against
// "Berlin is sunny" stayed inconclusive: "sunny" is no lexicon word, and
// an unknown word might be anything. It is a predicate, though, by its
// place: it ends the expectation right after the copula ("<subject> is
// <word>"), and the page names the subject and says nothing of it. The same guards hold as for a lexicon predicate (the
// page and its context state no predicate, every word of the page is
// named by the expectation, no value of the expectation is matched), the
// word is not covered by the page or its context, WordNet included, and
// nothing but predicate adverbs ("still", "now") stands between the
// copula and the word. An article ("is the owner") makes the predicate a
// noun, an identity the page's label may state: left alone.

// unknownPredicate is the one unknown word the expectation asserts after
// a copula of a page that only names its subject, or nil.
func unknownPredicate(a, c, e *analysis) *unit {
	toks := strings.Fields(e.canon)
	cop := -1
	for i, t := range toks {
		if copulas[t] {
			cop = i
			break
		}
	}
	if cop < 1 || cop == len(toks)-1 {
		return nil
	}
	word := toks[len(toks)-1]
	for _, t := range toks[cop+1 : len(toks)-1] {
		if !predicateAdverbs[t] {
			return nil
		}
	}
	for i := range e.units {
		eu := &e.units[i]
		if eu.implied || eu.descriptor || eu.c != nil || eu.raw != word || len(eu.raw) < 3 {
			continue
		}
		if bestUnit(*eu, a.units) > 0 || bestUnit(*eu, c.units) > 0 || wnUnit(*eu, a.units) > 0 || wnUnit(*eu, c.units) > 0 {
			return nil
		}
		return eu
	}
	return nil
}
