package lexical

// A bare answer after a label colon ("Burned-in: no", "Overdue: No",
// "Refundable: yes") answers its label, not the line it sits in: its
// negation is about the label's concept. When the label clause has content
// of its own and none of it is named by the other side, the answer bears
// on nothing the other side claims, so its negation is not counted
// ("Subtitles: 312 lines · Synced · Burned-in: no" states "the subtitles
// are synced"). A label the other side names keeps the answer relevant
// ("Burned-in: no" against "the subtitles are burned in").

// labelElsewhere reports whether clause k of x is a value after a label
// colon whose label clause (k-1) has content and shares none of it with
// o1 or o2.
func labelElsewhere(x *analysis, k int, o1, o2 *analysis) bool {
	if k == 0 || k >= maxClauses || !x.clauseColon[k] {
		return false
	}
	content, shared := clauseShares(x, k-1, o1, o2)
	return content && !shared
}
