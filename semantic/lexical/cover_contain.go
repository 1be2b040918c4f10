package lexical

import (
	"slices"
	"strings"
)

// Containment read both ways. "2 items in your cart" and "the cart holds
// two items" state one fact: the page puts the contents before "in" and the
// container after it, the expectation puts the container as the subject of
// a verb of holding and the contents after the verb. The verb is then
// covered by the page's "in"; the contents and the container must still
// be named on their own sides of it, so "2 carts in your item" or "2 items
// in your wishlist" cover nothing.

// holdVerbs are the verbs of holding, by their surface form.
var holdVerbs = map[string]bool{"holds": true, "hold": true, "contains": true, "contain": true, "has": true, "have": true}

// containPreps put the contents before them and the container after.
var containPreps = map[string]bool{"in": true, "inside": true}

// heldVerb returns the index in e.units of the verb of holding that a's
// "contents in container" covers, or -1.
func heldVerb(a, e *analysis) int {
	if a.nClauses > 1 || e.nClauses > 1 || a.neg != 0 || e.neg != 0 {
		return -1
	}
	et := strings.Fields(e.canon)
	v := slices.IndexFunc(et, func(t string) bool { return holdVerbs[t] })
	if v < 1 || v+1 >= len(et) {
		return -1
	}
	at := strings.Fields(a.canon)
	p := slices.IndexFunc(at, func(t string) bool { return containPreps[t] })
	if p < 1 || p+1 >= len(at) {
		return -1
	}
	if !wordsNamed(et[:v], at[p+1:]) || !wordsNamed(et[v+1:], at[:p]) {
		return -1
	}
	for i, u := range e.units {
		if u.raw == et[v] {
			return i
		}
	}
	return -1
}

// wordsNamed reports whether every content word of xs (known to the lexicon
// or not, never a stop word or a number) is named in ys, by its concept or
// its stem, and xs has at least one.
func wordsNamed(xs, ys []string) bool {
	n := 0
	for _, x := range xs {
		if lex.classes[x] != wcNone || isNumberWord(x) || strings.ContainsAny(x, "0123456789") {
			continue
		}
		n++
		found := false
		for _, y := range ys {
			found = found || sameWord(x, y)
		}
		if !found {
			return false
		}
	}
	return n > 0
}

// sameWord reports whether two folded words name one thing: one stem or
// one lexicon concept.
func sameWord(x, y string) bool {
	if stem(x) == stem(y) {
		return true
	}
	ex, okx := lex.stems[stem(x)]
	ey, oky := lex.stems[stem(y)]
	return okx && oky && ex.c != nil && ex.c == ey.c
}

// coversEKey reports whether the word covers cover a unit of e with key.
func (s wordCover) coversEKey(e *analysis, key string) bool {
	for _, i := range s.e {
		if i < len(e.units) && e.units[i].key == key {
			return true
		}
	}
	return false
}
