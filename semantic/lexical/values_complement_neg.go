package lexical

// A claim that negates what the part states.
//
// describesPart (values_complement.go) keeps the conflict of a claim that
// restates the part of a whole with another number. It compares the words
// of the part's clause with the claim's, each with its own polarity, but a
// negator of the claim's clause ("three donations were not matched")
// flips the claim as a whole: the claim counts the items of the whole the
// part's words do not hold of, the rest, so it describes the other part.
// negatesPart reports that case: the claim's clause is negated (an odd
// number of negations) while the part's clause, and the label clause
// before it, are not negated at all.

// negatesPart reports whether the claim of ev negates the clause of the
// part p that the actual side a states unnegated (see above).
func negatesPart(ev, p value, a, e *analysis) bool {
	if ev.clause >= maxClauses || p.clause >= maxClauses || e.clauseNeg[ev.clause]%2 == 0 || a.clauseNeg[p.clause] != 0 {
		return false
	}
	if k := p.clause - 1; k >= 0 && a.clauseColon[p.clause] && a.clauseNeg[k] != 0 {
		return false
	}
	return true
}
