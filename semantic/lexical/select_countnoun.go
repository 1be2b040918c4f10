package lexical

// Counts of another noun. When the description asks how many ("the number
// of issues in progress"), a text that states a number beside words of its
// own, none of which the description says ("WIP limit 4", "5 pts"), counts
// something else: it ranks below a bare number or one beside the counted
// noun.

// foreignCountWeight demotes a number whose own words are all foreign to
// the description asking for a count.
const foreignCountWeight = 0.7

// demoteForeignCounts scales down, for a count, the sources whose text has
// a number and content words and says none of the description's words.
func (q *sourceQuery) demoteForeignCounts(ids []string, st *state, scores []float64) {
	if q.desc.want != tyCount {
		return
	}
	for i, id := range ids {
		if scores[i] == 0 {
			continue
		}
		s := st.source(id)
		if !hasNumber(s) || !q.foreignWords(&s.text) {
			continue
		}
		scores[i] *= foreignCountWeight
	}
}

// foreignWords reports whether a has content words and none of them is a
// word of the description.
func (q *sourceQuery) foreignWords(a *analysis) bool {
	n := 0
	for _, u := range a.units {
		if u.implied || u.weight == 0 || u.descriptor {
			continue
		}
		n++
		for _, du := range q.d.units {
			if !du.implied && bestUnit(du, []unit{u}) >= 0.5 {
				return false
			}
		}
	}
	return n > 0
}
