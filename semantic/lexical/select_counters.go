package lexical

// Counters: a control or a navigation tab whose text is a name and a
// count ("3 branches", "Issues 23", "Fork 48") shows a value, the count,
// labelled by its name. For a description that asks for a number, such a
// text is not demoted as a control or as navigation: the number badge of a
// tab is what the page says the count is.

// counterWords is the most content units (words and values) a counter's
// text has: a name of one or two words and its count.
const counterWords = 3

// asksCount reports whether the description asks for a count ("the
// number of …", "how many …").
func (q *sourceQuery) asksCount() bool {
	return q.desc.want == tyCount || q.desc.want == tyNone && q.desc.soft == tyCount
}

// counter reports whether s is a counter the description asks for: the
// description asks for a count, and s's text is a short name with exactly
// one number of its own that some description word names.
func (q *sourceQuery) counter(s *sourceAnalysis) bool {
	if !q.asksCount() || s.text.contentSize() > counterWords || s.words > counterWords+1 {
		return false
	}
	n := 0
	for _, v := range s.text.values {
		if v.implied {
			continue
		}
		if v.kind != vNumber {
			return false
		}
		n++
	}
	if n != 1 {
		return false
	}
	for _, u := range q.d.units {
		if !u.implied && !u.descriptor && bestUnit(u, s.text.units) >= 0.99 {
			return true
		}
	}
	return false
}

// counterNum is the number a counter's text shows.
func counterNum(s *sourceAnalysis) float64 {
	for _, v := range s.text.values {
		if !v.implied {
			return v.num
		}
	}
	return 0
}

// copyMargin is how close a later counter's score must be to an earlier
// one's to count as a copy of it.
const copyMargin = 0.05

// demoteCounterCopies applies laterValue to a counter that repeats the
// number of an earlier counter of about the same score ("Star 1.2k" in a
// button and "1.2k stars" in the sidebar): the page shows one count twice,
// and the copy is no rival of the first.
func (q *sourceQuery) demoteCounterCopies(ids []string, st *state, scores []float64) {
	if !q.asksCount() {
		return
	}
	var firsts []int
	for i, id := range ids {
		s := st.source(id)
		if scores[i] <= 0 || !q.counter(s) {
			continue
		}
		copied := false
		for _, j := range firsts {
			if counterNum(st.source(ids[j])) == counterNum(s) && scores[i] <= scores[j]+copyMargin && scores[i] >= scores[j]-copyMargin {
				copied = true
				break
			}
		}
		if copied {
			scores[i] *= laterValue
			continue
		}
		firsts = append(firsts, i)
	}
}

// headingCount demotes, for a description that asks for a count, a unit
// whose text says none of the description's words (they come from its
// heading, which heads every unit around it: "Page 1 of 3" under
// "Members") when another unit's own text says one of them beside a
// number ("Showing 1–6 of 14 members").
const headingCount = 0.6

// demoteHeadingCounts applies headingCount as said above.
func (q *sourceQuery) demoteHeadingCounts(ids []string, st *state, scores []float64) {
	if !q.asksCount() {
		return
	}
	says := func(s *sourceAnalysis) bool {
		for _, u := range q.d.units {
			if !u.implied && !u.descriptor && bestOwnUnit(u, s.text.units) >= 0.99 {
				return true
			}
		}
		return false
	}
	counted := false
	for i, id := range ids {
		s := st.source(id)
		if scores[i] > 0 && !labelRoles[s.role] && says(s) && hasNumber(s) {
			counted = true
			break
		}
	}
	if !counted {
		return
	}
	for i, id := range ids {
		s := st.source(id)
		if scores[i] > 0 && !s.ownLabel && !says(s) {
			scores[i] *= headingCount
		}
	}
}

// hasNumber reports whether s's text shows a number of its own.
func hasNumber(s *sourceAnalysis) bool {
	for _, v := range s.text.values {
		if !v.implied && v.kind == vNumber {
			return true
		}
	}
	return false
}
