package lexical

// "min" after a number is minutes.
//
// "min" before a value is a lower bound ("Min 3 seats", bounds.go), but
// right after a number of its clause it is the unit of that number: in
// "3 stops · 12 min · 1 change" the "min" is the 12 minutes, and the one
// change after it is a plain count, not "at least one".

// minutesUnit reports whether the word "min" at k is the unit of the
// number right before it in its clause ("12 min"), not a bound.
func minutesUnit(its []item, k int) bool {
	return k > 0 && k < len(its) && its[k].text == "min" && !its[k].brk && its[k-1].kind == tkNum
}
