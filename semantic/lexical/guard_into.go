package lexical

// "into" is a "to".
//
// The claim parser reads "from X" and "to X" as the two ends of a move
// (claims.go), but "into", "onto" and "toward(s)" bind no slot, so
// "Translated from Spanish" against "translated into Spanish" (or
// "Copied from Drive" against "copied onto Drive") compared two bags of
// the same words and passed. When one side puts a participant after
// "from" and the other puts the same participant after one of these
// destination words, and not also after "from", the two give it opposite
// ends of the move: unsure.

// intoWords are destination prepositions the slot parser leaves unread.
var intoWords = map[string]bool{"into": true, "onto": true, "toward": true, "towards": true}

// intoFromSwap reports whether x puts a word after a destination
// preposition that y puts only after "from" (see above).
func intoFromSwap(x, y []item) bool {
	for i := 0; i+1 < len(x); i++ {
		if x[i].kind != tkWord || !intoWords[x[i].text] {
			continue
		}
		w := slotObject(x, i)
		if w == "" {
			continue
		}
		if afterWord(y, "from", w) && !afterWord(x, "from", w) && !afterDestination(y, w) {
			return true
		}
	}
	return false
}

// slotObject is the stem of the first content word after the preposition
// at i in its clause, skipping articles and possessives, "" when none.
func slotObject(x []item, i int) string {
	for k := i + 1; k < len(x) && k <= i+3 && !x[k].brk; k++ {
		if x[k].kind != tkWord {
			return ""
		}
		if articles[x[k].text] || determiners[x[k].text] {
			continue
		}
		return itemStem(x[k])
	}
	return ""
}

// articles open a noun phrase after a preposition.
var articles = map[string]bool{"a": true, "an": true, "the": true}

// afterWord reports whether the items x have the preposition p with a
// word of stem w as its object.
func afterWord(x []item, p, w string) bool {
	for i := range x {
		if x[i].kind == tkWord && x[i].text == p && slotObject(x, i) == w {
			return true
		}
	}
	return false
}

// afterDestination reports whether x has the word of stem w after "to"
// or a destination preposition.
func afterDestination(x []item, w string) bool {
	if afterWord(x, "to", w) {
		return true
	}
	for p := range intoWords {
		if afterWord(x, p, w) {
			return true
		}
	}
	return false
}
