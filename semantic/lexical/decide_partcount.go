package lexical

import "strings"

// A part is not the whole.
//
// "3 of 5 onboarding steps complete" and "2 of 3 packages delivered"
// count the part that holds the predicate (counts.go: the role "p:…+",
// with its complement "p:…-" derived from the total). A claim that names
// the predicate of the whole, with no count and no word of part
// ("onboarding finished", "the packages were delivered"), is not stated:
// part of it has not happened. When the page's derived complement is
// more than zero, the claim has the page's predicate concept, no value,
// no negation and no word of part or number (partWords), and the page's
// words cover it before the guards (at least partCover of its weight, no
// conflict, nothing missing), the comparison is a conflict of strength
// sPart.
//
// Limits: "4 of 4 completed" (complement zero) states the whole and is
// left alone; a claim of one ("a package was delivered") has a word of
// number and is left alone; ratings and positions ("4.5 out of 5", "Step
// 2 of 5") count no predicate and are not read.

// sPart is the strength of the conflict between a part and a claim of
// the whole.
const sPart = 0.95

// partCover is the least coverage of the claim by the page's words,
// before the guards.
const partCover = 0.9

// partWords in a claim say that it claims a part or a number.
var partWords = map[string]bool{
	"a": true, "an": true, "one": true, "some": true, "any": true, "several": true, "few": true,
	"many": true, "most": true, "part": true, "partly": true, "partially": true, "least": true,
	"more": true, "less": true, "of": true, "first": true, "half": true, "majority": true,
	"not": true, "no": true, "yet": true, "still": true, "remaining": true, "left": true,
}

// decidePart turns a comparison of a part with a claim of the whole into
// a conflict. pre is the comparison before the guards ran.
func decidePart(r *comparison, pre comparison, a, e *analysis) {
	if r.conflict > 0 || r.identical || r.empty || pre.conflict > 0 || pre.missing || pre.covE < partCover || e.neg > 0 || passing(r) {
		return
	}
	for _, ev := range e.values {
		if !ev.implied {
			return
		}
	}
	for _, it := range e.its {
		if it.kind == tkNum || it.kind == tkWord && partWords[it.text] {
			return
		}
	}
	for _, v := range a.values {
		pred, ok := strings.CutPrefix(v.role, "p:")
		if !ok || !v.derived || !strings.HasSuffix(pred, "-") || v.num <= 0 {
			continue
		}
		if hasUnit(e, strings.TrimSuffix(pred, "-")) {
			r.addConflict(sPart, "part")
			r.shared = 1
			return
		}
	}
}
