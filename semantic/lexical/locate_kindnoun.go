package lexical

// A description that names a row often ends with the kind of thing the row
// is ("the Retry button of the integration-tests job", "the Dispute button
// of the Rewe Markt transaction"): a word the page says in no row (a
// table's rows are jobs, its headers may not say so). Once the other words
// named the target's row, that last word (the description's last, in an
// "of" phrase), when the target says it nowhere
// (name, scope, row), is the row's kind, not a missing part of the target.

// withoutRowKind is the name coverage of t and its weight with the
// description's last name word left out, and true, when that word is such
// a kind word for t; else false.
func (q *targetQuery) withoutRowKind(t *sourceAnalysis) (float64, float64, bool) {
	n := len(q.name.units)
	if n < 2 || t.rowText == "" || !q.endsInOfPhrase() {
		return 0, 0, false
	}
	last := q.name.units[n-1]
	if last.implied || bestUnit(last, t.text.units) >= 0.99 || bestUnit(last, t.ctx.units) >= 0.99 || bestUnit(last, t.row.units) >= 0.99 {
		return 0, 0, false
	}
	rest := q.name
	rest.units = q.name.units[:n-1]
	w := weightOf(&rest)
	if w == 0 {
		return 0, 0, false
	}
	cov, _ := selectionCoverage(&rest, &t.text, &t.ctx, 0.8)
	return cov, w, true
}

// endsInOfPhrase reports whether the description's last name word is its
// last word and an "of" comes before it ("… of the compile job").
func (q *targetQuery) endsInOfPhrase() bool {
	ws := q.desc.words
	n := len(q.name.units)
	if len(ws) < 3 || n == 0 || fold(q.name.units[n-1].raw) != ws[len(ws)-1] {
		return false
	}
	for _, w := range ws[:len(ws)-1] {
		if w == "of" {
			return true
		}
	}
	return false
}

// verbInRow reports whether the description's verb word is a word of t's
// row, not of t ("deploy" in "the Play button of the deploy-production
// job"): for a control that performs no verb, that word names the row.
func (q *targetQuery) verbInRow(t *sourceAnalysis) bool {
	if t.rowText == "" || t.verb != "" {
		return false
	}
	for _, u := range q.full.units {
		if isVerbUnit(u) && bestUnit(u, t.row.units) >= 0.99 && bestUnit(u, t.text.units) < 0.99 {
			return true
		}
	}
	return false
}
