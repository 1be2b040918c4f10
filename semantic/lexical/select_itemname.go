package lexical

import "github.com/jevtest/jev/semantic"

// A heading that the description names as its item is that item's name,
// not a value of it. "the price of the Free plan" names the card headed
// "Free": the lexicon reads "Free" as an amount (nothing to pay), so the
// heading would otherwise answer the type word "price" by itself and
// outweigh the card's "€0 forever". A heading whose whole text is a word
// or phrase the description says after its head (a which-word) names the
// item; it answers no type word by its text.

// namesItem reports whether s's whole text is one of the description's
// which-words (or consecutive which-words).
func (q *sourceQuery) namesItem(s *sourceAnalysis) bool {
	text := semantic.Fold(semantic.Normalize(s.raw))
	if text == "" {
		return false
	}
	words := q.desc.words
	for i := range words {
		phrase := ""
		for j := i; j < len(words) && j < i+4; j++ {
			if phrase != "" {
				phrase += " "
			}
			phrase += words[j]
			if phrase == text && q.whichWord(words[i]) {
				return true
			}
		}
	}
	return false
}

// whichWord reports whether the folded word w is a which-word of the
// description (a unit after its head's preposition).
func (q *sourceQuery) whichWord(w string) bool {
	for i, u := range q.d.units {
		if q.which[i] && !u.implied && fold(u.raw) == w {
			return true
		}
	}
	return false
}
