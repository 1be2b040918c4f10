package lexical

// A description asking for an end of a range ("the maximum of the limit
// parameter", "the minimum of the page size") wants a number: the bound the
// page states ("integer [ 1 .. 50 ]", "max 50"), not the name of the thing
// bounded. The lexicon makes "maximum" a sense of "limit", so without this
// rule the parameter's name cell "limit" matches the whole description by
// its words and wins over the cell that states the range.
//
// The rule demotes every source whose own text states no number; it never
// raises one. When no source states a number the best score simply drops,
// and the description stays unbound (inconclusive), never bound to a name.

// boundWords are the words that ask for an end of a range when they head
// the description ("the maximum of …", "maximum value of …").
var boundWords = map[string]bool{"maximum": true, "minimum": true, "max": true, "min": true}

// boundNameWeight scales a source that states no number when the
// description asks for a bound.
const boundNameWeight = 0.3

// asksBound reports whether the description asks for an end of a range:
// a bound word followed by "of" or by "value"/"number" then "of".
func (q *sourceQuery) asksBound() bool {
	ws := q.desc.words
	for i, w := range ws {
		if !boundWords[w] || i+1 >= len(ws) {
			continue
		}
		next := ws[i+1]
		if next == "of" || (next == "value" || next == "number") && i+2 < len(ws) && ws[i+2] == "of" {
			return true
		}
	}
	return false
}

// statesNumber reports whether a source's own text states a number (a
// plain number, an amount or a measure).
func statesNumber(s *sourceAnalysis) bool {
	for _, v := range s.text.values {
		switch v.kind {
		case vNumber, vAmount, vMeasure:
			return true
		}
	}
	return false
}

// demoteBoundNames scales down the sources that state no number when the
// description asks for a bound.
func (q *sourceQuery) demoteBoundNames(ids []string, st *state, scores []float64) {
	if !q.asksBound() {
		return
	}
	for i, id := range ids {
		if scores[i] > 0 && !statesNumber(st.source(id)) {
			scores[i] *= boundNameWeight
		}
	}
}
