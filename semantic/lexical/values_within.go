package lexical

// "Within" as a cap. A claim "the ticket will escalate within an hour" or
// "a store within 3 km" holds for any shown value up to the bound:
// "Escalation in 45 min", "Store 2.4 km away". On the page, "within"
// names a window a rule or an offer applies in ("Transfer free within
// 2 h", "Fast chargers within 10 km: 3"), which a claim of another window
// contradicts as a plain value; so the cap is read only on the claim's
// side, against a plain shown value.

// withinWindow reports whether the value starting at item i follows
// "within" (past an article: "within an hour").
func (p *parser) withinWindow(i int) bool {
	if i >= 1 && i < len(p.its) && (p.word(i-1) == "a" || p.word(i-1) == "an") {
		i--
	}
	return i >= 1 && p.word(i-1) == "within" && !p.its[i].brk
}

// withinCap gives the claim value e the cap its "within" states when the
// shown value a is plain: at most e.
func withinCap(e, a value) value {
	if e.within && e.cmp == 0 && !e.approx && a.cmp == 0 && !a.within {
		e.cmp = cmpAtMost
	}
	return e
}
