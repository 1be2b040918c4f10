package lexical

import "time"

// decideSettled applies the rules that settle a comparison the guards
// left open or the claims did not reach, in order: an offer of the claimed
// action (decide_offer.go), a labelled list entry (decide_entries.go), a
// plan or a question (decide_unasserted.go), a remaining count against a
// done one (decide_left.go), a sort order against its opposite
// (decide_sort.go), a fact stated under a condition (decide_condition.go),
// what is typical against one case (decide_typical.go), a sample value
// (decide_example.go), availability against the act (decide_available.go),
// an aim against the fact (decide_aim.go), done parts against what is left
// for every kind of value (decide_leftvalue.go), an act begun, tried, asked
// for or partly done (decide_incomplete.go), a part against the whole
// (decide_partcount.go), a plan-only page against a past event
// (decide_planned.go), a question-only page (decide_asked.go); last, the
// re-comparisons that may pass: "not … yet" read as "not", a claim's
// "still"/"already" dropped (decide_yet.go). pre is the comparison before guardAssertion ran.
func decideSettled(r *comparison, pre comparison, a, c, e *analysis, actual, context, expected string, now time.Time) {
	decideOffered(r, pre, a, e, actual)
	r.decideEntries(a, e)
	decideUnasserted(r, pre, a, c, e, actual, context, expected, now)
	r.decideLeftDone(a, e)
	r.decideSort()
	decideConditioned(r, pre, a, e, actual, context, expected, now)
	decideTypical(r, pre, a, c, e)
	decideExample(r, a, c, e, actual, expected, now)
	decideAvailable(r, pre, e, a.its)
	decideAim(r, pre, a, e)
	r.decideLeftValues(a, e)
	decideIncomplete(r, pre, a, e)
	decidePart(r, pre, a, e)
	decidePlanned(r, pre, a, c, e)
	decideAsked(r, pre, actual, expected)
	decideYet(r, a, e, actual, context, expected, now)
	decideStill(r, a, e, actual, context, expected, now)
}
