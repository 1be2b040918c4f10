package lexical

import (
	"regexp"

	"github.com/jevtest/jev/semantic"
)

// parenRE is a parenthetical note of a label ("(DHL Paket, 2–3 days)").
var parenRE = regexp.MustCompile(`\([^()]*\)`)

// Two-part rows. A row of exactly two units, a short text and then a value
// that has no label of its own ("Shipping (DHL Paket, 2–3 days)" and
// "€6.90" at either end of a payment summary's line), is a label and its
// value: the first part labels the second, as a term labels its
// definition. Observation gives the value only its heading as context;
// selection reads the first part, without its parenthetical note, as its
// label.

// maxPairLabelWords bounds the words of a first part read as a label.
const maxPairLabelWords = 8

// pairLabels rescores each value of a two-part row with the row's first
// part as its label, keeping the better score.
func (q *sourceQuery) pairLabels(ids []string, st *state, scores []float64) {
	members := map[string][]int{}
	for i, id := range ids {
		if k := rowKey(st.sources[id]); k != "" {
			members[k] = append(members[k], i)
		}
	}
	for _, m := range members {
		if len(m) != 2 {
			continue
		}
		lab, val := st.sources[ids[m[0]]], st.sources[ids[m[1]]]
		if !pairLabel(lab, st.source(lab.ID), val, st.source(val.ID)) {
			continue
		}
		a := *st.source(val.ID)
		a.ctx = analyze(parenRE.ReplaceAllString(lab.Text, " "))
		a.ownLabel = true
		if sc := scoreSource(q, &a).score; sc > scores[m[1]] {
			scores[m[1]] = sc
		}
	}
}

// pairLabel reports whether lab (first) labels val (second) in a
// two-part row: val has a value and no label of its own, lab is a short
// text of words that is neither a value of val's kinds nor a control.
func pairLabel(lab *semantic.Source, la *sourceAnalysis, val *semantic.Source, va *sourceAnalysis) bool {
	if ownLabel(val) != "" || len(va.text.values) == 0 || labelRoles[val.Role] || controlRoles[val.Role] {
		return false
	}
	if controlRoles[lab.Role] || stateRoles[lab.Role] || la.words == 0 || la.words > maxPairLabelWords {
		return false
	}
	return la.fits&va.fits&^(1<<maybeState) == 0 && len(la.text.units) > 0
}
