package lexical

// Named values: a link whose text is a qualifier and the description's
// head word ("MIT license" for "the licence", "Apache 2.0 license") says
// what the head is: it is a value labelled by its own last word, not a
// control, and it outranks a text that is the head word alone ("LICENSE",
// a file's name), which names a thing and shows no value of it.

// namedValueWords is the most content units a named value's text has.
const namedValueWords = 3

// bareHeadWeight demotes a text that is the description's head word alone
// when another source shows a named value of that head.
const bareHeadWeight = 0.5

// headMatch reports whether the last content unit of a is the
// description's head and a has n content units.
func (q *sourceQuery) headMatch(a *analysis) (last bool, n int) {
	head := q.headUnit()
	if head < 0 {
		return false, 0
	}
	var lastU *unit
	for i := range a.units {
		u := &a.units[i]
		if u.implied || u.weight == 0 {
			continue
		}
		n++
		lastU = u
	}
	for _, v := range a.values {
		if !v.implied {
			n++
		}
	}
	return lastU != nil && bestUnit(q.d.units[head], []unit{*lastU}) >= 0.99, n
}

// namedValue reports whether s is a link that names a value of the
// description's head (see above).
func (q *sourceQuery) namedValue(s *sourceAnalysis) bool {
	if s.role != "link" || s.words > namedValueWords+1 {
		return false
	}
	last, n := q.headMatch(&s.text)
	return last && n >= 2 && n <= namedValueWords
}

// demoteBareHeads applies bareHeadWeight to texts that are the head word
// alone when some source is a named value of the head.
func (q *sourceQuery) demoteBareHeads(ids []string, st *state, scores []float64) {
	named := false
	for i, id := range ids {
		if scores[i] > 0 && q.namedValue(st.source(id)) {
			named = true
			break
		}
	}
	if !named {
		return
	}
	for i, id := range ids {
		s := st.source(id)
		if last, n := q.headMatch(&s.text); scores[i] > 0 && last && n == 1 {
			scores[i] *= bareHeadWeight
		}
	}
}

// shapedLink reports whether s is a link whose text has the shape the
// description asks for ("◆ v2.4.0 Latest" for "the latest release"): the
// link shows the value, it is not only a way somewhere.
func (q *sourceQuery) shapedLink(s *sourceAnalysis) bool {
	return s.role == "link" && q.shapeQuality(s) > 0
}

// aboutHeadings are headings that introduce the description of what the
// page is about ("About" on a repository's sidebar, "Overview").
var aboutHeadings = map[string]bool{"about": true, "overview": true, "description": true, "summary": true, "introduction": true}

// aboutProse is the score of the first prose under an about heading for a
// description that asks for prose about the page's own subject only:
// every word besides its kind words ("the description of the
// repository") is said nowhere but in a landmark's name, if at all.
const aboutProse = 0.85

// raiseAboutProse raises to aboutProse the first prose unit under the one
// about heading of the page ("About", or "About" and a name), when the
// description asks for prose about the page's subject; with no such
// heading, or several, nothing changes.
func (q *sourceQuery) raiseAboutProse(ids []string, st *state, scores []float64) {
	if !q.asksKind(kindProse) {
		return
	}
	for i, u := range q.d.units {
		if u.implied || u.descriptor || (!q.which[i] && kindWords[fold(u.raw)] != "") {
			continue
		}
		if saidOutsideLandmarks(u, ids, st) {
			return
		}
	}
	win, heading := -1, ""
	for i, id := range ids {
		src := st.sources[id]
		ws := words(fold(src.Heading))
		if len(ws) == 0 || !aboutHeadings[ws[0]] || !st.source(id).prose || src.Landmark != "" {
			continue
		}
		switch {
		case win < 0:
			win, heading = i, src.Heading
		case src.Heading != heading:
			return // two about sections
		}
	}
	if win >= 0 {
		scores[win] = max(scores[win], aboutProse)
	}
}
