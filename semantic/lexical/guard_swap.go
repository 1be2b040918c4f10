package lexical

// "Ana follows Ben" against "Ben follows Ana".
//
// The claim parser binds a subject and an object only around a word it
// knows as a verb (a past form, an entry of the lexicon, a verb after a
// pronoun); a present form between two names ("follows", "manages",
// "mentors", "owes", "hosts") binds nothing, and the two orders of the
// same words passed. When both texts have one clause around the same
// content word (once in each), and the words right before it in one are
// the words right after it in the other and the other way round, the two
// put the participants in swapped places: unsure. A clause with "by" (a
// passive: "Ben is followed by Ana" is "Ana follows Ben"), "and", "or",
// "with" or "each other" (symmetric) is left alone.

// swapStops make a clause's order no order of roles.
var swapStops = map[string]bool{"by": true, "and": true, "or": true, "with": true, "each": true, "vs": true, "versus": true, "than": true}

// aroundWord is the phrase before and after one occurrence of a content
// word in a clause.
type aroundWord struct {
	before, after map[string]bool
}

// swapTok is one token of a clause as the swap rule reads it: a key (a
// word's stem, a number's text with any glued letters: "42E"), whether it
// is a content word or a number, and whether a phrase reads past it (an
// article, a form of "be", "of").
type swapTok struct {
	key           string
	content, pass bool
	word          bool
}

// swapTokens reads a clause into swapToks, joining glued pieces.
func swapTokens(cl []item) []swapTok {
	var out []swapTok
	for _, it := range cl {
		if it.glued && len(out) > 0 && out[len(out)-1].content && (it.hasNum || it.kind == tkWord) {
			last := &out[len(out)-1]
			last.key += it.text
			last.word = false
			continue
		}
		switch {
		case it.hasNum:
			out = append(out, swapTok{key: it.text, content: true})
		case it.kind == tkWord && contentWord(it.text):
			out = append(out, swapTok{key: stem(it.text), content: true, word: true})
		case it.kind == tkWord && (articles[it.text] || beForms[it.text] || it.text == "of"):
			out = append(out, swapTok{key: it.text, pass: true})
		default:
			out = append(out, swapTok{key: it.text})
		}
	}
	return out
}

// wordsAround maps each content word occurring once in a clause of its
// (with no swapStops word) to the phrases around it: up to three content
// words or numbers on each side, stopping at a function word other than
// an article, a form of "be" or "of".
func wordsAround(its []item) map[string]aroundWord {
	out := map[string]aroundWord{}
	seen := map[string]int{}
	for _, cl := range itemClauses(its) {
		stop := false
		for _, it := range cl {
			stop = stop || it.kind == tkWord && swapStops[it.text]
		}
		if stop {
			continue
		}
		ts := swapTokens(cl)
		for m, t := range ts {
			if !t.word {
				continue
			}
			seen[t.key]++
			out[t.key] = aroundWord{before: phraseSide(ts, m, -1), after: phraseSide(ts, m, 1)}
		}
	}
	for st, n := range seen {
		if n > 1 {
			delete(out, st)
		}
	}
	return out
}

// phraseSide is the set of up to three content words or numbers next to
// token m of ts in direction dir.
func phraseSide(ts []swapTok, m, dir int) map[string]bool {
	out := map[string]bool{}
	for k := m + dir; k >= 0 && k < len(ts) && len(out) < 3; k += dir {
		switch {
		case ts[k].content:
			out[ts[k].key] = true
		case ts[k].pass:
			continue
		default:
			return out
		}
	}
	return out
}

// participantsSwapped reports whether x and y have a clause around the
// same word with the phrases before and after it swapped (see above).
// Words on both sides of the middle word, and words both texts put on one
// side, tell nothing apart and are set aside first.
func participantsSwapped(x, y []item) bool {
	ax := wordsAround(x)
	if len(ax) == 0 {
		return false
	}
	for st, wy := range wordsAround(y) {
		wx, ok := ax[st]
		if !ok {
			continue
		}
		bx, afx := minus(wx.before, wx.after), minus(wx.after, wx.before)
		by, afy := minus(wy.before, wy.after), minus(wy.after, wy.before)
		bx, by = minus(bx, by), minus(by, bx)
		afx, afy = minus(afx, afy), minus(afy, afx)
		if overlaps(bx, afy) && overlaps(afx, by) {
			return true
		}
	}
	return false
}

// minus is the set a without the keys of b.
func minus(a, b map[string]bool) map[string]bool {
	out := make(map[string]bool, len(a))
	for k := range a {
		if !b[k] {
			out[k] = true
		}
	}
	return out
}
