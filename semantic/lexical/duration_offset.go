package lexical

// A duration as the offset of a relative date.
//
// "Arrives in 3 days" states the date "Dec 4": its duration is the offset
// that names the date, so compare.go lets the relative date cover a
// duration the other side does not state. That reading needs the other
// side to state no duration of its own: in "65 minutes today" against "15
// minutes today" the date "today" matches, but the two durations are
// amounts of time, not offsets, and must be compared as values (before,
// the matched "today" excused the mismatch and the pair passed).

// hasDuration reports whether x states a duration itself (not derived).
func hasDuration(x *analysis) bool {
	for _, v := range x.values {
		if v.kind == vDuration && !v.implied {
			return true
		}
	}
	return false
}
