package lexical

// The clause an incompleteness marker qualifies.
//
// decide_incomplete.go reads a diminisher, an attempt or a request
// anywhere on the page as a mark on the claim's act. A page of several
// clauses scopes the mark to its own clause, and two cases show that the
// claim is about another one:
//
//   - the marked clauses share nothing with the claim (no concept, no
//     value): "Nearly on time · 1 min late" qualifies being on time, not
//     being one minute late;
//   - a request followed by the act as a dated event of its own: "Visa
//     letter requested Nov 20 · Sent Nov 24" says the letter was sent
//     (on Nov 24), with the claim's act word in an unmarked clause that
//     has a date or time of its own, and no value of the claim in a
//     marked clause ("sent on November 20" stays a conflict).
//
// In both cases the incomplete rule does not apply; the comparison is
// left as the other rules read it.

// markedClauses is the set of clauses of a that have a word of marks,
// with the clauses a marked label's colon introduces ("Typical learners:
// 85% accuracy" marks the 85 %).
func markedClauses(a *analysis, marks map[string]bool) map[int]bool {
	m := map[int]bool{}
	for j, it := range a.its {
		if it.kind == tkWord && marks[it.text] {
			m[itemClause(a.its, j)] = true
		}
	}
	for k := 1; k < min(a.nClauses, maxClauses); k++ {
		if m[k-1] && a.clauseColon[k] {
			m[k] = true
		}
	}
	return m
}

// markElsewhere reports whether the marks of a qualify clauses the claim e
// is not about (see above). request selects the second case.
func markElsewhere(a, e *analysis, marks map[string]bool, request bool) bool {
	if a.nClauses < 2 {
		return false
	}
	m := markedClauses(a, marks)
	if len(m) == 0 || len(m) >= a.nClauses {
		return false
	}
	for _, ev := range e.values {
		if ev.implied {
			continue
		}
		for _, av := range a.values {
			if q, _ := matchValue(ev, av); q > 0 && m[av.clause] {
				return false // the claim's value is the marked clause's
			}
		}
	}
	if !request {
		for _, eu := range e.units {
			if eu.implied || eu.weight == 0 {
				continue
			}
			for _, au := range a.units {
				if au.key == eu.key && m[au.clause] {
					return false
				}
			}
		}
		return true
	}
	for _, eu := range e.units {
		if eu.implied || eu.weight == 0 || eu.c == nil || !eu.c.verb {
			continue
		}
		for _, au := range a.units {
			if au.key == eu.key && !au.implied && !m[au.clause] && datedClause(a, au.clause) {
				return true // "· Sent Nov 24": the act, dated
			}
		}
	}
	return false
}

// datedClause reports whether clause k of a has a stated date or time.
func datedClause(a *analysis, k int) bool {
	for _, v := range a.values {
		if v.clause == k && !v.implied && (v.kind == vDate || v.kind == vTime) {
			return true
		}
	}
	return false
}
