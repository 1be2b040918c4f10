package lexical

import "strings"

// Calls to action.
//
// A button or link names an action the user can take: "Cancel
// reservation", "Pay now", "Verify your identity", "Buy tickets", "Apply
// now". Its words are the words of the claim that the action happened
// ("the reservation was cancelled", "the parking ticket was paid", "your
// identity is verified"), but it states the opposite if anything: the
// action is still to be taken. So when a clause of the page opens with a
// verb in its base form (an imperative: no subject, no ending, not a
// label before a colon, no noun ending such as "-ment") and the claim
// has a past form of that very verb ("cancel" / "cancelled", "pay" /
// "paid", "apply" / "applied"), the page does not settle the claim,
// unless the page itself has a past form of the verb too ("Cancelled ·
// Cancel another").
//
// "Please" and a gesture with "to" may open the clause ("Please upload
// your resume", "Tap to unlock").
//
// A clause that also has a past or -ing form ("Transfer sent to Jamie",
// "Order shipping soon") is a statement whose first word is a noun, and
// is left alone. A noun and a verb of one spelling ("Refund from Amazon")
// cannot be told apart this way; the rule then only withholds a pass.

// actionOfferedIn reports whether the page text (its items ai) only
// offers an action the claim (items ei) states as done: see above.
func actionOfferedIn(ai, ei []item) bool {
	bases := imperatives(ai)
	if len(bases) == 0 {
		return false
	}
	for _, b := range bases {
		if hasPastOf(ei, b) && !hasPastOf(ai, b) {
			return true
		}
	}
	return false
}

// hasPastOf reports whether the items its have a word that is a past
// form of the verb base.
func hasPastOf(its []item, base string) bool {
	for _, it := range its {
		if it.kind == tkWord && pastForm(it.text) && pastOf(it.text, base) {
			return true
		}
	}
	return false
}

// imperatives lists the words that open a clause of the items its as a
// verb in its base form, in clauses with no past or -ing form.
func imperatives(its []item) []string {
	var out []string
	for i := 0; i < len(its); i++ {
		if !(i == 0 || its[i].brk) {
			continue
		}
		end := i + 1
		for end < len(its) && !its[end].brk {
			end++
		}
		j := imperativeStart(its[:end], i)
		w := its[j].text
		label := end < len(its) && its[end].colon // "Return: SFO", "Score: 92%"
		// gerundObject: "Start parking" (guard_gerund.go)
		if its[j].kind == tkWord && len(w) > 2 && baseForm(w) && !nounSuffix(w) && !label && (!statedIn(its[j+1:end]) || gerundObject(w, its[j+1:end])) {
			out = append(out, w)
		}
		i = end - 1
	}
	return out
}

// politeWords open an imperative without being its verb ("Please upload
// your resume"); gestureWords open one with "to" ("Tap to unlock",
// "Remember to submit your reading").
var (
	politeWords  = map[string]bool{"please": true, "kindly": true}
	gestureWords = map[string]bool{"tap": true, "click": true, "press": true, "swipe": true, "hit": true, "remember": true, "forget": true}
)

// imperativeStart is the index of the verb of an imperative clause that
// starts at i of its (which ends at the clause's end): past a polite word
// and a gesture with "to".
func imperativeStart(its []item, i int) int {
	for i+1 < len(its) && politeWords[its[i].text] {
		i++
	}
	if i+2 < len(its) && gestureWords[its[i].text] && its[i+1].text == "to" {
		i += 2
	}
	return i
}

// statedIn reports whether a clause's other words have a past form, or
// the word right after the first an -ing form: the clause is then a
// statement ("Transfer sent", "Order shipping soon"). A later -ing word
// is a noun as often ("submit your reading").
func statedIn(rest []item) bool {
	for k, it := range rest {
		if it.kind == tkWord && (pastForm(it.text) || k == 0 && len(it.text) > 5 && strings.HasSuffix(it.text, "ing")) {
			return true
		}
	}
	return false
}

// baseForm reports whether w carries no verb ending: not a past form
// (pastForm, claims.go), not an -ing form, not a third-person present
// ("renews").
func baseForm(w string) bool {
	return !pastForm(w) && !strings.HasSuffix(w, "ing") && !presentForm(w)
}

// nounSuffix reports whether w ends like a noun derived from a verb
// ("payment", "reservation", "renewal"): no imperative.
func nounSuffix(w string) bool {
	return hasAnySuffix(w, "ment", "tion", "sion", "ance", "ence", "al", "ure", "ity", "ness")
}

// pastOf reports whether past is a past form of the verb base: an
// irregular form of it (stem.go) or base + "ed", "d", a doubled final
// consonant + "ed", or a final "y" as "ied".
func pastOf(past, base string) bool {
	if st, ok := irregular[past]; ok && irregularPast[past] {
		return st == stem(base) || strings.HasPrefix(base, st)
	}
	switch {
	case past == base+"ed", past == base+"d":
		return true
	case len(base) > 1 && past == base+base[len(base)-1:]+"ed":
		return true // "cancelled", "stopped"
	case strings.HasSuffix(base, "y") && past == base[:len(base)-1]+"ied":
		return true // "applied", "verified"
	}
	return false
}
