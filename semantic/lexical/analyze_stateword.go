package lexical

import "strings"

// A noun is no negative state.
//
// The boolean states of the lexicon list negative participles ("blocked",
// "denied") and every form is also found by its stem, so the noun "block"
// of "Hotel block: 40 rooms" or "six rooms left in the block" read as the
// state "blocked": a negation that then contradicts the other side. A
// stem-only match of a negative form of a state is a state only as a
// participle (a word ending in "ed") or as the first word of its clause,
// where it may be a setting's value or a button ("Pop-ups: Block",
// "Block sender", which the offer rules read). After another word of its
// clause ("hotel block", "the block") the word is a noun or a verb of
// its own and is read as an unknown word.

// nounNotState reports whether the one word at i, found by its stem as the
// negative form entry e of a boolean state, is no state (see above).
func nounNotState(p *parser, i int, e lexEntry) bool {
	if !e.neg || e.c == nil || !e.c.state || i == 0 || i >= len(p.its) {
		return false
	}
	it := p.its[i]
	if it.brk || strings.HasSuffix(it.text, "ed") {
		return false
	}
	prev := p.its[i-1]
	return prev.kind == tkWord
}
