package lexical

import (
	"strings"
	"unicode"
)

// An item named by a name the page never says is not on the page. "the
// gate of the Ryanair flight" on a departures board with no Ryanair
// flight names no row: without this rule the column header "Gate" (or any
// flight's gate) answered the rest of the description and was bound with
// confidence. A word that says which item (after the head's preposition),
// written with a capital in the description (not as its first word: a
// name, "Ryanair", "Zoe"), and said by no source in its text, label,
// heading or row, caps every source at ruleRest: the answer is ambiguous
// (inconclusive, with the candidates listed), never a binding.

// capAbsentNames caps every score when the description names its item by
// a name no source says (see above).
func (q *sourceQuery) capAbsentNames(ids []string, st *state, scores []float64) {
	for i, u := range q.d.units {
		if u.implied || u.descriptor || !q.which[i] || !capitalisedWord(q.text, u.raw) || q.onPage(u, ids, st) {
			continue
		}
		for k := range scores {
			scores[k] = min(scores[k], ruleRest)
		}
		return
	}
}

// capitalisedWord reports whether word occurs in text, after its first
// word, written with a capital letter and never in lowercase.
func capitalisedWord(text, word string) bool {
	if word == "" {
		return false
	}
	found := false
	for k, w := range strings.FieldsFunc(text, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\'' }) {
		w = strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "'")
		if !strings.EqualFold(w, word) {
			continue
		}
		r := []rune(w)
		if !unicode.IsUpper(r[0]) {
			return false
		}
		found = found || k > 0
	}
	return found
}
