package lexical

// The page's own subject: "the licence of the repository" on a
// repository page that says "repository" only as the name of its
// navigation landmark, "the status of the order" on an order page that
// never says "order". A description word after the head (a modifier) that
// no source says in its text, label, row or heading, when the head is on
// the page, names what the whole page is about: it is covered by the page
// itself and tells no source from another, so it is not counted at all
// (where pageAbsent's absentWeight would still cap every source's
// coverage).

// subjectOf marks the units of the description that name the page's
// subject (see above), in a description with no value of its own.
func (q *sourceQuery) subjectOf(ids []string, st *state) {
	q.subject = nil
	if len(q.d.values) > 0 {
		return
	}
	head := q.headUnit()
	if head < 0 {
		return
	}
	headOn := q.onPage(q.d.units[head], ids, st) || groupOnPage(q.d.units[head], ids, st)
	for i, u := range q.d.units {
		if i <= head || !u.modifier || u.descriptor || u.implied {
			continue
		}
		if !(headOn && !saidOutsideLandmarks(u, ids, st)) && !q.titleSubject(u, ids, st) {
			continue
		}
		if q.subject == nil {
			q.subject = make([]bool, len(q.d.units))
		}
		q.subject[i] = true
	}
}

// saidOutsideLandmarks reports whether some source says u in its text,
// label, row or heading; the name of a landmark region (a navigation
// labelled "Repository") does not count: it names the page's subject.
func saidOutsideLandmarks(u unit, ids []string, st *state) bool {
	for _, id := range ids {
		s := st.source(id)
		for _, a := range []*analysis{&s.text, &s.ctx, &s.row} {
			if bestUnit(u, a.units) > 0 {
				return true
			}
		}
		if bestUnit(u, s.head.units) > 0 {
			src := st.sources[id]
			if src.Landmark == "" || src.Region == "" || bestUnit(u, st.text(src.Heading).units) > 0 {
				return true
			}
		}
	}
	return false
}

// isSubject reports whether unit i names the page's subject.
func (q *sourceQuery) isSubject(i int) bool { return q.subject != nil && q.subject[i] }

// text is the analysis of a text, cached in st.
func (st *state) text(s string) *analysis {
	key := "x:" + s
	if a, ok := st.analyses[key]; ok {
		return &a.text
	}
	a := &sourceAnalysis{text: analyze(s)}
	st.analyses[key] = a
	return &a.text
}
