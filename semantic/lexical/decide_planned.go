package lexical

// A page that only plans states no past event.
//
// decide_unasserted.go settles a plan or estimate against the claim of
// its very event when the page's words cover the claim. A page whose
// words are a plan and no past form at all ("Transfer scheduled",
// "Tentative", "Est. arrival 5 PM") states no event in the past, whatever
// the claim's words: a claim of an event in the past ("the money was
// sent", "you accepted") is not stated, even where the lexicon does not
// join its verb to the page's noun. The rule needs the guard's own reading
// (a word of planning on the page or its context and none in the claim,
// a past form in the claim and none on the page), the guard's unsure
// mark, no conflict before the guards and no choice of equivalent; the
// comparison is then a conflict of strength sUnasserted.

// decidePlanned turns a comparison of a plan-only page with a claim of a
// past event into a conflict. pre is the comparison before the guards
// ran.
func decidePlanned(r *comparison, pre comparison, a, c, e *analysis) {
	if !r.unsure || r.conflict > 0 || r.identical || r.empty || pre.conflict > 0 || passing(r) {
		return
	}
	if (plans(a) || plans(c)) && !plans(e) && statesPast(e) && !statesPast(a) && !pastFormIn(a.its) {
		r.addConflict(sUnasserted, "planned")
		r.shared = 1
	}
}

// pastFormIn reports whether its has a word of a past form.
func pastFormIn(its []item) bool {
	for _, it := range its {
		if it.kind == tkWord && pastForm(it.text) && !planWords[it.text] {
			return true
		}
	}
	return false
}
