package lexical

// Scope of the comparison phases: which clauses and words bear on the
// other side (polarity, extra list entries, antonyms).

// antonyms adds a polarity conflict where the one concept the expected
// side leaves unsupported (by the actual or its context) is a WordNet
// antonym of a concept the actual side leaves uncovered (and the lexicon
// does not know both): the claim structure agrees except for that word
// ("Disarmed" under "Alarm" against "the alarm is armed").
func (r *comparison) antonyms(a, c, e *analysis) {
	if r.conflict > 0 || a.negative() != e.negative() {
		return // under one negation an antonym agrees: "No downtime" is uptime
	}
	eu, ok := soleUncovered(e, a, c)
	if !ok {
		return
	}
	for _, au := range uncoveredUnits(a, e) {
		if wnAntonyms(eu, au) && !converseCovered(eu, e, a) { // sold/bought: converses, not opposites
			r.addConflict(sPolarity, "antonym "+eu.raw+"/"+au.raw)
			return
		}
	}
}

// soleUncovered is the one content unit of x that neither o nor (when not
// nil) ctx names, if there is exactly one.
func soleUncovered(x, o, ctx *analysis) (unit, bool) {
	var out unit
	n := 0
	for _, u := range uncoveredUnits(x, o) {
		if ctx != nil && bestUnit(u, ctx.units) == 1 {
			continue
		}
		out = u
		n++
	}
	return out, n == 1
}

// uncoveredUnits are the content units of x that o does not name.
func uncoveredUnits(x, o *analysis) []unit {
	var out []unit
	for _, u := range x.units {
		if u.implied || u.weight == 0 || u.descriptor {
			continue
		}
		if bestUnit(u, o.units) == 0 {
			out = append(out, u)
		}
	}
	return out
}

// relevantPolarity is the polarity of x's clauses that bear on the other
// side: clauses without content of their own, and clauses sharing a
// concept with o1 or o2 outside their modal clauses. Modal clauses never
// count. It reports whether any clause counted.
func relevantPolarity(x, o1, o2 *analysis) (neg, relevant bool) {
	n := 0
	for k := range x.nClauses {
		if x.hedged(k) {
			continue
		}
		content, shared := clauseShares(x, k, o1, o2)
		if !content && labelElsewhere(x, k, o1, o2) {
			continue // "Burned-in: no" answers its own label (polarity_label.go)
		}
		if !content || shared {
			relevant = true
			if scheduledChange(x, k) {
				continue // "Open now · Closes 22:00": a change to come
			}
			if x.countNeg[k] {
				continue // the count's role carries the negation
			}
			n += int(x.clauseNeg[k])
			if x.zeroNeg[k] && (hasRole(o1, roleRemain) || hasRole(o2, roleRemain)) {
				n-- // "no seats left" is a count the other side states
			}
		}
	}
	return n%2 == 1, relevant
}

// clauseShares reports whether clause k of x has content of its own and
// whether some of it is a fact of o1 or o2.
func clauseShares(x *analysis, k int, o1, o2 *analysis) (content, shared bool) {
	for _, u := range x.units {
		if u.clause != k || u.implied || u.weight == 0 || u.descriptor {
			continue
		}
		content = true
		if factUnit(u.key, o1) || factUnit(u.key, o2) || wnFact(u, o1) || wnFact(u, o2) {
			return true, true
		}
	}
	return content, false
}

// factUnit reports whether o names concept key outside a modal clause.
func factUnit(key string, o *analysis) bool {
	for _, u := range o.units {
		if u.key == key && !o.hedged(u.clause) {
			return true
		}
	}
	return false
}

// unexplained reports whether some actual value of kind k matches no
// expected value: "5510" against "last four digits 5510" leaves the 4
// uncovered, not contradicted.
func unexplained(k valKind, as, es []value) bool {
	for _, av := range as {
		if av.kind != k || av.implied {
			continue
		}
		ok := false
		for _, ev := range es {
			if q, _ := matchValue(ev, av); q > 0 {
				ok = true
				break
			}
		}
		if !ok {
			return true
		}
	}
	return false
}

// sharesConcept reports whether x names a concept of y (outside implied
// units).
func sharesConcept(x, y *analysis) bool {
	for _, u := range y.units {
		if u.implied || u.weight == 0 || u.descriptor {
			continue
		}
		if factUnit(u.key, x) {
			return true
		}
	}
	return false
}

// substituted reports whether both sides have content the other does not
// cover: a predicate replaced by another.
func substituted(a, e *analysis) bool {
	return uncovered(a, e) && uncovered(e, a)
}

func uncovered(x, o *analysis) bool {
	for _, u := range x.units {
		if u.implied || u.weight == 0 || u.descriptor || u.c != nil && u.c.state {
			continue
		}
		if bestUnit(u, o.units) == 0 && wnUnit(u, o.units) == 0 && !impliesAny(u, o.units) {
			return true
		}
	}
	return false
}

// listEntries reports whether every member of group g on the actual side
// sits in a clause with a value of its own while the expected side's
// values match values of other clauses: "Annual 12 · Sick 5 · Personal 2"
// lists entries, and "Annual" labels another entry than "two personal
// days".
func listEntries(a, e *analysis, g string) bool {
	matched := map[int]bool{}
	for _, ev := range e.values {
		if ev.implied {
			continue
		}
		for _, av := range a.values {
			if q, _ := matchValue(ev, av); q > 0 {
				matched[av.clause] = true
			}
		}
	}
	if len(matched) == 0 {
		return false
	}
	for _, u := range a.units {
		if groupOf(u) != g {
			continue
		}
		if matched[u.clause] || !clauseHasValue(a, u.clause) {
			return false
		}
	}
	return true
}

func clauseHasValue(a *analysis, k int) bool {
	for _, v := range a.values {
		if v.clause == k && !v.implied {
			return true
		}
	}
	return false
}

// matchedClauses are the clauses of the actual side with a concept or a
// value the expected side names.
func matchedClauses(a, e *analysis) map[int]bool {
	m := map[int]bool{}
	defer func() {
		// A label and its value ("Organizer: Nina") are one fact.
		for k := 1; k < a.nClauses; k++ {
			if a.clauseColon[k] && (m[k] || m[k-1]) {
				m[k], m[k-1] = true, true
			}
		}
	}()
	for _, au := range a.units {
		if !au.implied && au.weight > 0 && !au.descriptor && bestUnit(au, e.units) > 0 {
			m[au.clause] = true
		}
	}
	for _, av := range a.values {
		if av.implied && !av.derived {
			continue
		}
		for _, ev := range e.values {
			if q, _ := matchValue(ev, av); q > 0 {
				m[av.clause] = true
				if av.derived {
					for _, j := range av.from {
						if j >= 0 {
							m[a.values[j].clause] = true
						}
					}
				}
				break
			}
		}
	}
	return m
}

// extraClause reports whether clause k of the actual side states another
// fact than the expected claim: it shares nothing with it while another
// clause does. Such clauses do not dilute the match, except for words of
// status (statusConcept), which may change what the matched clause says
// ("Paid · Refunded").
func extraClause(matched map[int]bool, k int) bool {
	return len(matched) > 0 && !matched[k]
}

// wExtra is the weight of content in an extra clause.
const wExtra = 0.35

func statusConcept(u unit) bool {
	if u.c == nil {
		return u.tense == tPast || u.neg || morphTense(u.raw, false) == tPast // an unknown verb form: "Returned"
	}
	return u.c.verb || u.c.state || u.c.negOut || u.c.group != "" || u.neg
}

// negationShared reports whether a negated clause of x names a predicate
// (a verb or state concept) the other side names: then both sides speak of one predicate ("Will not
// renew" against "Will renew automatically").
func negationShared(x, o *analysis) bool {
	for _, u := range x.units {
		if u.implied || u.weight == 0 || u.descriptor || x.clauseNeg[u.clause]%2 == 0 || x.countNeg[u.clause] || u.c == nil || !statusConcept(u) {
			continue // only a predicate: a shared subject is not one claim
		}
		if bestUnit(u, o.units) > 0 {
			return true
		}
	}
	return false
}

// countMatched reports whether the count beside a total in clause k ("2"
// of "2 of 3") matches an expected value: the total is then the frame of
// the matched count, not a further claim.
func countMatched(a, e *analysis, k int) bool {
	for _, av := range a.values {
		if av.clause != k || av.implied || av.role == roleTotal || av.kind != vNumber {
			continue
		}
		for _, ev := range e.values {
			if q, _ := matchValue(ev, av); q >= qFull {
				return true
			}
		}
	}
	return false
}

// scheduledChange reports whether clause k of x negates a state only by
// announcing when it ends ("Closes 22:00", "Goes offline at 18:00"): a
// non-past negative form of a concept, a time or date in the clause, no
// explicit negation, and the same concept stated in another clause of x.
// The clause states a change to come, not the present state.
func scheduledChange(x *analysis, k int) bool {
	if x.clauseNeg[k] != 1 {
		return false
	}
	timed := false
	for _, v := range x.values {
		if v.clause == k && !v.implied && (v.kind == vTime || v.kind == vDate) {
			timed = true
		}
	}
	if !timed {
		return false
	}
	for _, u := range x.units {
		if u.clause != k || !u.neg || u.tense == tPast || u.implied {
			continue
		}
		for _, o := range x.units {
			if o.clause != k && o.key == u.key && !o.neg && !o.implied && x.clauseNeg[o.clause] == 0 {
				return true
			}
		}
	}
	return false
}
