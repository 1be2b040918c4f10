package lexical

import (
	"regexp"
	"strconv"
	"strings"
)

// An ordinal inside a description's "which" part ("the name of the first
// pet", "the date of the second payment") says which item, by its
// position; it is not a number the value or its label shows. Read as a
// number, "first" would match any text that says "First" ("First and Last
// name"), or a 1 anywhere. Positions are read by select_ordinal.go for
// whole positional descriptions; here the number is only kept from
// matching.

// whichOrdinalRE finds an ordinal word after a preposition and before a
// noun.
var whichOrdinalRE = regexp.MustCompile(`\b(?:of|in|for|on|from|at|with)\s+(?:the\s+)?([\pL]+|\d+(?:st|nd|rd|th))\s+[\pL]`)

// markPositions marks the number values of q's description that an
// ordinal of its which part reads.
func (q *sourceQuery) markPositions() {
	for _, m := range whichOrdinalRE.FindAllStringSubmatch(strings.Join(strings.Fields(fold(q.text)), " "), -1) {
		n, ok := ordinalWords[m[1]]
		if !ok {
			d, err := strconv.Atoi(strings.TrimRight(m[1], "stndrh"))
			if err != nil || !strings.ContainsAny(m[1], "0123456789") || d < 1 {
				continue
			}
			n = d
		}
		for i := range q.d.values {
			if v := q.d.values[i]; v.kind == vNumber && v.num == float64(n) && !v.implied && !q.isPosition(i) {
				if q.positions == nil {
					q.positions = make([]bool, len(q.d.values))
				}
				q.positions[i] = true
				break
			}
		}
	}
}

// isPosition reports whether value i of q's description is a position.
func (q *sourceQuery) isPosition(i int) bool { return i < len(q.positions) && q.positions[i] }
