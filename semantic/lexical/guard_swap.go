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

// swapTok is one token as the swap rule reads it: a key (a word's stem,
// a number's text with any glued letters: "42E"), its clause, whether it
// is a content word or a number, whether a phrase reads past it (an
// article, a form of "be", "of"), and whether it is a word that can be
// the middle of a swap.
type swapTok struct {
	key, raw      string // raw: the word as written, before stemming
	clause        int
	content, pass bool
	word          bool
}

// swapTokens reads items into swapToks, joining glued pieces.
func swapTokens(its []item) []swapTok {
	out := make([]swapTok, 0, len(its))
	clause := 0
	for i, it := range its {
		if i > 0 && it.brk {
			clause++
		}
		if it.glued && len(out) > 0 && out[len(out)-1].content && out[len(out)-1].clause == clause && (it.hasNum || it.kind == tkWord) {
			last := &out[len(out)-1]
			last.key += it.text
			last.word = false
			continue
		}
		t := swapTok{key: it.text, raw: it.text, clause: clause}
		switch {
		case it.hasNum:
			t.content = true
		case it.kind == tkWord && swapStops[it.text]:
			t.key = "\x00stop"
		case it.kind == tkWord && contentWord(it.text):
			t.key, t.content, t.word = it.stem, true, true
			if t.key == "" {
				t.key = it.text
			}
		case it.kind == tkWord && (articles[it.text] || beForms[it.text] || it.text == "of"):
			t.pass = true
		}
		out = append(out, t)
	}
	return out
}

// swapSide is the up to three content keys next to a middle word.
type swapSide struct {
	keys [3]string
	n    int
}

func (s swapSide) has(k string) bool {
	for _, x := range s.keys[:s.n] {
		if x == k {
			return true
		}
	}
	return false
}

// phraseSide is the content words or numbers next to token m of ts in
// direction dir within its clause, past articles, forms of "be" and "of".
func phraseSide(ts []swapTok, m, dir int) swapSide {
	var out swapSide
	for k := m + dir; k >= 0 && k < len(ts) && ts[k].clause == ts[m].clause && out.n < 3; k += dir {
		switch {
		case ts[k].content:
			out.keys[out.n] = ts[k].key
			out.n++
		case ts[k].pass:
			continue
		default:
			return out
		}
	}
	return out
}

// onceInClauseFree reports whether the key of token m occurs once in ts
// and its clause has no swapStops word.
func onceInClauseFree(ts []swapTok, m int) bool {
	for k, t := range ts {
		if k != m && t.key == ts[m].key {
			return false
		}
		if t.clause == ts[m].clause && t.key == "\x00stop" {
			return false
		}
	}
	return true
}

// participantsSwapped reports whether x and y have a clause around the
// same word with the phrases before and after it swapped (see above).
// Words on both sides of the middle word, and words both texts put on one
// side, tell nothing apart and are set aside first.
func participantsSwapped(x, y []item) bool {
	if len(x) < 3 || len(y) < 3 {
		return false
	}
	tx, ty := swapTokens(x), swapTokens(y)
	for j, t := range ty {
		if !t.word || !onceInClauseFree(ty, j) {
			continue
		}
		for i, u := range tx {
			if !u.word || u.key != t.key || !onceInClauseFree(tx, i) {
				continue
			}
			bx, ax := phraseSide(tx, i, -1), phraseSide(tx, i, 1)
			by, ay := phraseSide(ty, j, -1), phraseSide(ty, j, 1)
			if telling(bx, ax, by, ay) && telling(ax, bx, ay, by) {
				return true
			}
		}
	}
	return false
}

// telling reports whether a key of side p of the first text, on neither
// its other side q nor the same side r of the second, is on the second's
// other side s and not on r: it moved across the middle word.
func telling(p, q, r, s swapSide) bool {
	for _, k := range p.keys[:p.n] {
		if !q.has(k) && !r.has(k) && s.has(k) {
			return true
		}
	}
	return false
}
