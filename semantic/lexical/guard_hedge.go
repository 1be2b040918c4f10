package lexical

// A possibility or an obligation is not a fact.
//
// "Can be refunded", "Might be delayed", "Must be signed by both
// parties" say what may, might or must happen; they do not state "the
// order was refunded", "the flight is delayed" or "signed by both
// parties". The polarity rule already treats a modal clause as no fact
// (compare.go), but the word comparison still found every word of the
// claim and passed. When every clause of the page that shares a content
// word with the claim is hedged (it has a word of possibility or
// obligation and no negation) and the claim itself has no such word, the
// page does not state the claim: unsure. A claim of a possibility ("you
// can cancel", "refunds are possible") or an obligation ("must be
// signed") is left to the ordinary rules, and so is a negated modal
// ("Can't be undone"), which the polarity rule reads.

// hedgeWords mark a clause as a possibility or an obligation.
var hedgeWords = map[string]bool{
	"can": true, "could": true, "may": true, "might": true, "must": true,
	"should": true, "optional": true, "optionally": true,
}

// claimHedgeWords in the claim mean it claims a possibility or an
// obligation itself.
var claimHedgeWords = map[string]bool{
	"can": true, "could": true, "may": true, "might": true, "must": true,
	"should": true, "would": true, "optional": true, "optionally": true,
	"possible": true, "possibly": true, "able": true, "allowed": true,
	"allow": true, "allows": true, "permitted": true, "lets": true, "let": true,
	"option": true, "required": true, "requires": true, "require": true,
	"need": true, "needs": true, "needed": true, "mandatory": true,
	"eligible": true, "available": true,
	"if": true, "when": true, "unless": true, "until": true, "cannot": true,
	"unable": true, "not": true, "no": true, "never": true, "chance": true,
	"likely": true, "unlikely": true, "probably": true, "expected": true,
}

// hedgedOnly reports whether every clause of actual (items ai) that
// shares a content word with expected (items ei) is hedged, at least one
// does, and expected claims no possibility or obligation (see above).
func hedgedOnly(ai, ei []item) bool {
	if !anyWord(ai, hedgeWords) {
		return false
	}
	stems := map[string]bool{}
	for _, it := range ei {
		if it.kind != tkWord {
			continue
		}
		if claimHedgeWords[it.text] || (it.text == "has" || it.text == "have") && followedByTo(ei, it) {
			return false // "has to be signed"
		}
		if contentWord(it.text) {
			stems[itemStem(it)] = true
		}
	}
	shared := 0
	for _, cl := range itemClauses(ai) {
		hedged, negated, shares := false, false, false
		for _, it := range cl {
			if it.kind != tkWord {
				continue
			}
			hedged = hedged || hedgeWords[it.text]
			negated = negated || lex.classes[it.text] == wcNegator
			shares = shares || contentWord(it.text) && stems[itemStem(it)]
		}
		if !shares {
			continue
		}
		if !hedged || negated {
			return false
		}
		shared++
	}
	return shared > 0
}

// followedByTo reports whether the item it of its is followed by "to".
func followedByTo(its []item, it item) bool {
	for i := range its {
		if its[i] == it && i+1 < len(its) && its[i+1].text == "to" {
			return true
		}
	}
	return false
}

// contentWord reports whether w is a word of content: three letters or
// more and of no function class.
func contentWord(w string) bool { return len(w) >= 3 && lex.classes[w] == wcNone }

// itemClauses splits items at clause breaks.
func itemClauses(its []item) [][]item {
	var out [][]item
	start := 0
	for i := 1; i <= len(its); i++ {
		if i == len(its) || its[i].brk {
			out = append(out, its[start:i])
			start = i
		}
	}
	return out
}
