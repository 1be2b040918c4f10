package lexical

// valuesAgainst reads each side's values against the other's before the
// comparison's phases: universal claims against counts (values_all.go),
// a claimed time against a time range (values_times.go), degrees of no
// scale against temperatures (values_degrees.go), a claimed direction
// against a signed change (values_direction.go), letter-number labels
// (values_letters.go), vague amounts against a percentage
// (values_vague.go), a range's ends and a position in a sequence
// (values_extremes.go) and a claimed
// total against the parts on the page
// (sums_total.go). Each may mark values or words as read or add a
// conflict; none covers anything by itself.
func (r *comparison) valuesAgainst(a, e *analysis) {
	universalCounts(a, e)
	r.rangeEdges(a, e)
	degreeScales(a, e)
	r.claimedDirections(a, e)
	changeWords(a, e) // changes_arith.go
	r.letterCodes(a, e)
	r.vagueAmounts(a, e)
	r.rangeExtremes(a, e)
	r.sequencePosition(a, e)
	if d := totalConflict(a, e); d != "" {
		r.addConflict(sValue, "total "+d)
	}
}
