package lexical

import "strings"

// A call to action is not an action under way.
//
// guard_imperative.go holds a button such as "Cancel reservation" from
// stating "the reservation was cancelled". The same button states no
// action in progress either: "Share screen" does not say "you are sharing
// your screen", nor "Join" that "you are joining". When a clause of the
// page opens with a verb in its base form (imperatives, guard_imperative.go)
// and the claim has the -ing form of that verb while the page has neither
// an -ing nor a past form of it, the page does not settle the claim:
// unsure.

// actionUnderwayIn reports whether the page (items ai) only offers an
// action the claim (items ei) states as under way: see above.
func actionUnderwayIn(ai, ei []item) bool {
	for _, b := range imperatives(ai) {
		if hasIngOf(ei, b) && !hasIngOf(ai, b) && !hasPastOf(ai, b) {
			return true
		}
	}
	return false
}

// hasIngOf reports whether the items its have an -ing form of the verb
// base.
func hasIngOf(its []item, base string) bool {
	for _, it := range its {
		if it.kind == tkWord && strings.HasSuffix(it.text, "ing") && ingOf(it.text, base) {
			return true
		}
	}
	return false
}

// ingOf reports whether w is the -ing form of base: base + "ing", a final
// "e" dropped ("sharing"), or a doubled final consonant ("stopping").
func ingOf(w, base string) bool {
	switch {
	case w == base+"ing":
		return true
	case strings.HasSuffix(base, "e") && w == base[:len(base)-1]+"ing":
		return true
	case len(base) > 1 && w == base+base[len(base)-1:]+"ing":
		return true
	}
	return false
}
