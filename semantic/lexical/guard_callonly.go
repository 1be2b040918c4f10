package lexical

import "github.com/jevtest/jev/semantic/lexical/internal/wordnet"

// Pages that only call to action.
//
// "See who likes you", "Rate this recipe", "Track your order": a page
// text made only of imperative clauses names actions the user may take;
// it states no fact. A claim built on the action's own verb — as a
// capability ("I can see who likes me"), a noun derived from it ("the
// recipe has ratings") or any other statement — is not settled by it,
// even though the words match. guard_imperative.go covers a claim in the
// past tense of the verb; this rule covers the rest: when every clause of
// the page is an imperative, the claim uses the first imperative's verb
// (or a form derived from it) without being that call to action itself
// (it does not open with the verb) and does not speak of the control
// ("button", "link", "option"), the comparison is unsure. A base form is
// read as an imperative verb only before its object's determiner or
// pronoun ("Rate this …", "See who …", "Track your …"): "Unit 3",
// "Milk 500 ml" and "Streak freeze used" open with nouns.

// controlWords name the control or prompt a call to action sits on: a
// claim with one of them describes the page's offer, not a fact.
var controlWords = map[string]bool{
	"button": true, "link": true, "option": true, "prompt": true, "cta": true,
	"offer": true, "offers": true, "offered": true, "invite": true, "invites": true,
	"asks": true, "asked": true, "prompts": true, "suggests": true, "action": true,
}

// callToActionOnly reports whether the page items ai are calls to action
// only and the claim items ei state a fact with the first one's verb.
func callToActionOnly(ai, ei []item) bool {
	bases := imperatives(ai)
	if len(bases) == 0 || len(bases) != clauseCount(ai) {
		return false
	}
	if !objectFollows(ai) {
		return false
	}
	verb := bases[0]
	if len(ei) == 0 || ei[0].text == verb {
		return false // the claim is the call to action itself
	}
	uses := false
	for _, it := range ei {
		if it.kind != tkWord {
			continue
		}
		if controlWords[it.text] {
			return false
		}
		uses = uses || it.text == verb || stem(it.text) == stem(verb) || wordnet.Derived(it.text, verb)
	}
	return uses
}

// clauseCount is the number of clauses of the items its: the first item
// opens one and every break opens another.
func clauseCount(its []item) int {
	n := 0
	for i, it := range its {
		if i == 0 || it.brk {
			n++
		}
	}
	return n
}

// objectWords open the object of an imperative verb.
var objectWords = map[string]bool{
	"this": true, "that": true, "these": true, "those": true, "the": true, "a": true, "an": true,
	"your": true, "my": true, "our": true, "their": true, "his": true, "her": true, "its": true,
	"who": true, "what": true, "which": true, "how": true, "where": true, "when": true,
	"it": true, "them": true, "me": true, "us": true, "you": true, "all": true, "more": true,
}

// objectFollows reports whether the first clause of its opens with a word
// followed by an object word ("Rate this recipe").
func objectFollows(its []item) bool {
	return len(its) > 2 && !its[1].brk && its[1].kind == tkWord && objectWords[its[1].text]
}
