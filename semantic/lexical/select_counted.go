package lexical

// The counted noun. "the number of users on the Starter plan" counts
// users: a number that says nothing of users — in its text, its label or
// its row — counts something else (the "100" of the comparison table's
// row "Invoices per month", under the column "Starter"), although its
// column names the plan. Where some source's own text says the counted
// noun ("Up to 5 users"), a unit that does not say it is another count
// and weighs otherItem. A page that never shows the noun in a text (only
// in labels, or not at all) is left to the other rules.

// countedNoun is the index of the noun a stripped count type asks about
// (the first unit after "the number of"), -1 for none.
func (q *sourceQuery) countedNoun() int {
	if !q.desc.stripped || q.desc.want != tyCount {
		return -1
	}
	for i, u := range q.d.units {
		if !u.implied && !u.descriptor {
			return i
		}
	}
	return -1
}

// demoteOtherCounts applies otherItem to the sources that do not say the
// counted noun, when some source's own text says it.
func (q *sourceQuery) demoteOtherCounts(ids []string, st *state, scores []float64) {
	n := q.countedNoun()
	if n < 0 {
		return
	}
	u := q.d.units[n]
	shown := false
	for _, id := range ids {
		if bestOwnUnit(u, st.source(id).text.units) >= 0.99 {
			shown = true
			break
		}
	}
	if !shown {
		return
	}
	qs := q.countQualifiers() // select_qualcount.go
	for i, id := range ids {
		s := st.source(id)
		if scores[i] == 0 {
			continue
		}
		if !saysUnit(u, s) && !saysQualifiers(qs, s) {
			scores[i] *= otherItem
		}
	}
}

// saysUnit reports whether the source s says u in its text, its label, its
// row or its row's labels.
func saysUnit(u unit, s *sourceAnalysis) bool {
	for _, a := range []*analysis{&s.text, &s.ctx, &s.row, &s.rowLabels} {
		if bestUnit(u, a.units) >= 0.99 {
			return true
		}
	}
	return false
}
