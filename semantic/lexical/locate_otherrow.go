package lexical

// capOtherRows: a description word that only some rows of the page say
// ("compile" in "the Retry button of the compile job") names a row: a
// control that says it nowhere (not in its name, its scope nor its row) is
// another row's control, or one outside the rows ("Retry failed jobs"),
// and is never the one meant with confidence, even when its name says the
// rest of the description. Such a control stays a candidate, capped under
// the threshold (unsureCap), so that the page's lack of the named row's
// control ends in a refusal, not in the nearest lookalike.
func capOtherRows(q *targetQuery, ids []string, st *state, scores []float64) {
	// A row that is only its control's name (a navigation tab in a list
	// item) names no row.
	isRowed := func(t *sourceAnalysis) bool { return t.rowText != "" && fold(t.rowText) != fold(t.name) }
	rowed := 0
	for _, id := range ids {
		if isRowed(st.target(id)) {
			rowed++
		}
	}
	if rowed < 2 {
		return
	}
	var named []unit
	for _, u := range q.name.units {
		if u.implied || u.weight == 0 || u.descriptor {
			continue
		}
		n := 0
		for _, id := range ids {
			if t := st.target(id); isRowed(t) && bestUnit(u, t.row.units) >= 0.99 && bestUnit(u, t.text.units) < 0.99 {
				n++
			}
		}
		if n > 0 && n < rowed {
			named = append(named, u)
		}
	}
	for i, id := range ids {
		t := st.target(id)
		for _, u := range named {
			if bestUnit(u, t.text.units) < 0.99 && bestUnit(u, t.ctx.units) < 0.99 && bestUnit(u, t.row.units) < 0.99 &&
				!q.kindOfRow(u, t) { // locate_kindpos.go
				scores[i] = min(scores[i], unsureCap)
				break
			}
		}
	}
}
