package lexical

// A sort order against its opposite.
//
// claims_sort.go finds a conflict when the page and the claim name
// opposite orders of one list ("Oldest first" against "newest messages
// first", "Price: low to high" against "sorted most expensive first"),
// but the claim's direction words are the claim itself, and coverage
// counts them as uncovered, so the conflict stayed below a decision
// (different 0.72). When the sort conflict is the comparison's only
// conflict, it is about the whole claim: its shared coverage is full,
// as for a clear value conflict (values_conflict.go).
//
// Limits: an order the claim words in another shape ("from the highest
// price to the lowest", an extreme more than three words before "first")
// is not read by claims_sort.go and stays inconclusive.

// decideSort gives a sort-order conflict its full weight.
func (r *comparison) decideSort() {
	if r.conflict > 0 && onlyReasons(r.reasons, "sort order") {
		r.shared = 1
	}
}
