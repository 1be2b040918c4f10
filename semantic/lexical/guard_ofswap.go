package lexical

// "Parent of Kai" under "Ana" is not "Kai is the parent of Ana".
//
// A relational noun with "of" names two participants: its holder (often
// the heading the text sits under) and the one after "of". The claim
// parser reads no role for them, so the claim that swaps the two passed
// with the page's very words. When the page has "<noun> of X", the claim
// has "<noun> of Y" with Y another word, names X elsewhere, and Y is a
// word of the page or its context, and the page never has "<noun> of Y",
// the claim gives X and Y each other's places: unsure.

// ofPair is a relational noun and the word after its "of".
type ofPair struct{ noun, object string }

// ofPairs lists the "<noun> of <word>" pairs of the items its (articles
// and possessives after "of" skipped; numbers are no participants).
func ofPairs(its []item) []ofPair {
	var out []ofPair
	for i := 1; i+1 < len(its); i++ {
		if its[i].kind != tkWord || its[i].text != "of" || its[i].brk || its[i-1].kind != tkWord || !contentWord(its[i-1].text) {
			continue
		}
		if o := slotObject(its, i); o != "" && contentWord(o) {
			out = append(out, ofPair{noun: itemStem(its[i-1]), object: o})
		}
	}
	return out
}

// ofSwapped reports whether the claim (items ei) puts in a page's "<noun>
// of X" another participant of the page or context (items ai, ci) and
// names X elsewhere (see above).
func ofSwapped(ai, ci, ei []item) bool {
	eps := ofPairs(ei)
	if len(eps) == 0 {
		return false
	}
	aps := ofPairs(ai)
	for _, ep := range eps {
		for _, ap := range aps {
			if ap.noun != ep.noun || ap.object == ep.object {
				continue
			}
			if hasPair(aps, ofPair{ep.noun, ep.object}) {
				continue
			}
			if itemsHaveStem(ei, ap.object) && (itemsHaveStem(ai, ep.object) || itemsHaveStem(ci, ep.object)) {
				return true
			}
		}
	}
	return false
}

func hasPair(ps []ofPair, p ofPair) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}

// itemsHaveStem reports whether the items its have a word of stem st.
func itemsHaveStem(its []item, st string) bool {
	for _, it := range its {
		if it.kind == tkWord && itemStem(it) == st {
			return true
		}
	}
	return false
}
