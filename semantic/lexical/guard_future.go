package lexical

// A change that takes effect later.
//
// "Plan: Hobby → Pro (from next cycle)", "Basic → Unlimited, starting
// next month": the page states a change and when it will happen. The
// claim that the new state holds ("you are on Pro now", "the plan is
// Pro") matched the change's end state word for word, though the state
// holds only later. When the page states a change (a from and a to,
// with an arrow or a word of change) and
// a word of the future or of planning ("next", "upcoming", "will",
// "scheduled", "starting"), and the claim has no such word, the page does
// not state that the new state holds: unsure.

// futureCue reports whether the items its have a word of the future
// (lexicon @future), of planning (guard_assert.go) or "starting".
func futureCue(its []item) bool {
	for _, it := range its {
		if it.kind == tkWord && (lex.classes[it.text] == wcFuture || planWords[it.text] || it.text == "starting") {
			return true
		}
	}
	return false
}

// statesChange reports whether x (items its) has claims of a change: a
// from and a to, written with an arrow or a word of change (a range
// "6–8 weeks" has a from and a to too, but no change).
func statesChange(x *analysis, its []item) bool {
	from, to := false, false
	for _, c := range x.claims {
		from = from || c.slot == "from"
		to = to || c.slot == "to"
	}
	if !from || !to {
		return false
	}
	for _, it := range its {
		if it.kind == tkSym && (it.text == "→" || it.text == "⟶" || it.text == "⇒" || it.text == "->") || stateChangeWords[it.text] {
			return true
		}
	}
	return false
}

// stateChangeWords name a change from one state to another.
var stateChangeWords = map[string]bool{
	"change": true, "changes": true, "changing": true, "switch": true, "switching": true,
	"upgrade": true, "upgrading": true, "downgrade": true, "downgrading": true, "moving": true,
}

// laterChangeOnly reports whether the page (a, items ai) states a change
// that takes effect later and the claim (items ei) states no time to
// come: see above.
func laterChangeOnly(a *analysis, ai, ei []item) bool {
	return statesChange(a, ai) && futureCue(ai) && !futureCue(ei)
}
