package lexical

import "strings"

// A negation that counts zero. "You owe nothing" and "nothing is due"
// negate with a word of quantity, and say what "Amount due: $0.00" says
// with a zero: the negation is the zero, not a polarity against the page.
// The polarity rule stays for any other negation ("not due") and whenever
// the page's amount or count is not zero ("Amount due: $15.00" against
// "you owe nothing" is still a conflict).

// zeroWords are negators that state a quantity of zero.
var zeroWords = map[string]bool{"nothing": true, "none": true, "no": true}

// zeroNegation reports whether x's only negation is a word of zero
// quantity and y, without a negation, states only zero amounts or counts.
func zeroNegation(x, y *analysis) bool {
	if x.neg != 1 || y.neg != 0 || len(y.values) == 0 {
		return false
	}
	n := 0
	for _, t := range strings.Fields(x.canon) {
		if lex.classes[t] == wcNegator {
			if !zeroWords[t] {
				return false
			}
			n++
		}
	}
	if n != 1 {
		return false
	}
	for _, v := range y.values {
		if v.implied || v.num != 0 || v.kind != vAmount && v.kind != vNumber {
			return false
		}
	}
	return true
}
