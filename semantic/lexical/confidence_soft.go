package lexical

import "strings"

// A failure that rests on one reading of the page's words. A conflict of
// values, roles, groups or counts is rarely a paraphrase; a conflict that
// rests only on a polarity or on a settling rule's reading of a status
// (an offer, a plan, an unfinished state, a usual value, an aim, what is
// left, an unstated state) is one more often: on the development part,
// outside the first, second and fourth probes (they are kept out of
// sample), about one such failure in eight is an equivalent pair, where
// the evidence said one in twenty. Such a failure keeps its choice and
// stays decisive at 0.8, with P(different) at most calSoftDiff, so that
// P(equivalent) (0.9 of the rest, confidence.go) is about 0.12.

// calSoftDiff is the most P(different) a soft conflict answers.
const calSoftDiff = 0.87

// softReasons are the first words of the reasons a soft conflict gives.
var softReasons = map[string]bool{
	"polarity": true, "offered": true, "planned": true, "incomplete": true,
	"typical": true, "aim": true, "left": true, "unstated": true,
}

// softConflict reports whether every reason of r is a soft one.
func (r comparison) softConflict() bool {
	if r.swap || len(r.reasons) == 0 {
		return false
	}
	for _, why := range r.reasons {
		if !softReasons[strings.Fields(why + " x")[0]] {
			return false
		}
	}
	return true
}
