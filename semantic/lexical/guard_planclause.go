package lexical

// planOfClaim reports whether the page's plan or estimate word is about
// the claim: a plan word in the context, or one in the actual text unless
// every value the claim states is shown in a clause of the actual without
// a plan word. A list of entries plans one and states another
// ("Estimated this month: $412.18 · Last month: $389.02"): the claim
// about last month's bill reads the stated entry, not the estimate.
func planOfClaim(a, c, e *analysis) bool {
	if plans(c) {
		return true
	}
	if !plans(a) {
		return false
	}
	planned := plannedClauses(a)
	n := 0
	for _, ev := range e.values {
		if ev.kind == vDate && ev.relative {
			continue // the entry's label: "last month" names the entry, not a value of it
		}
		n++
		found := false
		for _, av := range a.values {
			if planned[av.clause] {
				continue
			}
			if q, _ := matchValue(ev, av); q >= 0.99 {
				found = true
				break
			}
		}
		if !found {
			return true
		}
	}
	return n == 0
}

// plannedClauses are the clauses of a's plan words and, from each, the
// clauses up to the first that shows a value (the plan's value: "Est.
// delivery 7:45 PM" plans the time after the abbreviation's period).
func plannedClauses(a *analysis) map[int]bool {
	hasValue := map[int]bool{}
	for _, v := range a.values {
		if !(v.kind == vDate && v.relative) {
			hasValue[v.clause] = true
		}
	}
	planned := map[int]bool{}
	for _, u := range a.units {
		if !planWords[u.raw] {
			continue
		}
		for k := u.clause; k < max(a.nClauses, 1); k++ {
			planned[k] = true
			if hasValue[k] {
				break
			}
		}
	}
	return planned
}
