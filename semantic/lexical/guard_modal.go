package lexical

// "can" against "cannot".
//
// A modal clause ("Guests can join before the host", "can be added")
// states no fact, so the polarity rule (compare.go) skips it on both
// sides, and "Guests can join before the host" against "guests cannot
// join before the host" compared as the same words and passed. Two modal
// clauses that share a content word speak of one permission or ability;
// when the sides' polarities differ (one says it can, the other that it
// cannot), the page does not state the claim: unsure. A state elsewhere
// on the page that restores the claim's polarity ("Members can invite
// others: Off" against "members cannot invite others") leaves the sides'
// polarities equal and the comparison to the ordinary rules; so does an
// equal polarity reached in other words.

// modalPolarityClash reports whether a and e each have a modal clause
// (or one of inability, "cannot", beside a modal one) sharing a content
// word with the other's, and the two texts' polarities
// differ (see above).
func modalPolarityClash(a, e *analysis) bool {
	if a.negative() == e.negative() {
		return false
	}
	for ka := range min(a.nClauses, maxClauses) {
		if !modalish(a, ka) {
			continue
		}
		for ke := range min(e.nClauses, maxClauses) {
			if modalish(e, ke) && clausesShareContent(a, ka, e, ke) && (a.clauseModal[ka] || e.clauseModal[ke]) {
				return true
			}
		}
	}
	return false
}

// modalish reports whether clause k of x is modal, or is negated by a
// word of inability ("cannot", "unable") that the tokenizer keeps whole.
func modalish(x *analysis, k int) bool {
	if x.clauseModal[k] {
		return true
	}
	if x.clauseNeg[k] == 0 {
		return false
	}
	for _, it := range x.its {
		if it.kind == tkWord && (it.text == "cannot" || it.text == "unable") {
			return true
		}
	}
	return false
}

// clausesShareContent reports whether clause kx of x and clause ky of y
// name one content concept.
func clausesShareContent(x *analysis, kx int, y *analysis, ky int) bool {
	for _, u := range x.units {
		if u.clause != kx || u.implied || u.weight == 0 || u.descriptor {
			continue
		}
		for _, v := range y.units {
			if v.clause == ky && v.key == u.key && !v.implied && !v.descriptor {
				return true
			}
		}
	}
	return false
}
