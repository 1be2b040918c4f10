package lexical

// Counts of another noun. When the description asks how many ("the number
// of issues in progress"), a text that states a number beside words of its
// own, none of which the description says ("WIP limit 4", "5 pts"), counts
// something else: it ranks below a bare number or one beside the counted
// noun. When the page says the counted noun nowhere, a bare number beside
// foreign row labels is another count too.

// foreignCountWeight demotes a number whose own words are all foreign to
// the description asking for a count.
const foreignCountWeight = 0.7

// demoteForeignCounts scales down, for a count, the sources whose text has
// a number and content words and says none of the description's words.
func (q *sourceQuery) demoteForeignCounts(ids []string, st *state, scores []float64) {
	if q.desc.want != tyCount {
		return
	}
	unsaid := q.countedNounUnsaid(ids, st)
	for i, id := range ids {
		if scores[i] == 0 {
			continue
		}
		s := st.source(id)
		if !hasNumber(s) {
			continue
		}
		// A page that never says the counted noun: a bare number counts
		// what its row's labels say ("100" in the row "Invoices per
		// month"), as foreign as "WIP limit 4".
		if q.foreignWords(&s.text) || unsaid && !q.ownWords(&s.text) && q.foreignWords(&s.rowLabels) {
			scores[i] *= foreignCountWeight
		}
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

// countedNounUnsaid reports whether the noun the description counts
// ("seats" of "the number of seats on the Starter plan") is said by no
// source, in its text, label or row: then demoting only the numbers
// beside other words would leave a bare number ("100" in a row of
// invoices) as the count of something the page never shows.
func (q *sourceQuery) countedNounUnsaid(ids []string, st *state) bool {
	n := q.countedNoun()
	if n < 0 {
		return false
	}
	u := q.d.units[n]
	for _, id := range ids {
		if saysUnit(u, st.source(id)) {
			return false
		}
	}
	return true
}

// ownWords reports whether a has a content word of its own.
func (q *sourceQuery) ownWords(a *analysis) bool {
	for _, u := range a.units {
		if !u.implied && u.weight != 0 && !u.descriptor {
			return true
		}
	}
	return false
}
