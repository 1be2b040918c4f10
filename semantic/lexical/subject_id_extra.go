package lexical

// The identifier of a named subject beside inert extra clauses.
//
// subjectID (subject_id.go) lets an identifier weigh nothing only when
// every other word of the page is one the expectation covers. A clause
// that shares nothing with the expectation and that the extra-information
// gate finds inert (gate.go: no value of a kind the expectation states, no
// status or negation word, no participant of its claims; an announced
// event such as "Arrives Thu" is inert) states another fact, not more of
// the claim: "Order #1042 · Shipped · Arrives Thu" names the order that
// shipped. A status clause ("Order #1042 · Shipped · Returned") is never
// inert, so the identifier keeps its weight there.

// inertExtraClauses is the set of a's clauses that share nothing with e
// when all such clauses are inert (inertExtras), else nil.
func inertExtraClauses(a, e *analysis) map[int]bool {
	matched := matchedClauses(a, e)
	if !inertExtras(a, e, matched) {
		return nil
	}
	out := map[int]bool{}
	for k := 0; k < a.nClauses; k++ {
		if !matched[k] {
			out[k] = true
		}
	}
	return out
}
