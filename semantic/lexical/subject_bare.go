package lexical

// A bare status with no context: the page shows only a state ("Merged",
// "Out for delivery") and nothing on it names any thing — no context, no
// other word —, while the expectation is "<determiner> <subject> <copula>
// <predicate>" ("the pull request was merged"). The subject is then the
// thing the status is the state of: the page cannot show it and names
// nothing else it could be the state of, so it neither confirms nor
// contradicts it. The subject is covered with qBareSubject (a pass, but
// not the confidence of a stated subject), and the stage rules
// (stage.go) may compare the status with the asserted predicate.
//
// It never applies when the context names anything (the subject rules
// of subject.go decide then: "Back door" against "the front door is
// locked" is another thing), when the page has any other word, or when
// the expectation is not that one-clause shape.

// qBareSubject is the coverage of an expectation's subject that a bare
// status with no context leaves implicit.
const qBareSubject = 0.95

// bareSubject returns the indices of e's subject units when the context
// names nothing and e has the subject–copula–predicate shape; nil
// otherwise. The caller still checks that the page is a bare state.
func bareSubject(c, e *analysis) []int {
	if e.nClauses > 1 || !titleContext(c, e) {
		return nil
	}
	subj, pred, ok := splitSubject(e)
	if !ok || len(subj) == 0 || len(subj) > 2 || len(pred) == 0 {
		return nil
	}
	return subj
}

// bareSubjectUnit reports whether u is a subject unit of o that a bare
// status x leaves implicit (see bareSubject): every content unit of x is
// covered by a predicate unit of o.
func bareSubjectUnit(o, x, ctx *analysis, u unit) bool {
	subj := bareSubject(ctx, o)
	if subj == nil {
		return false
	}
	in := false
	for _, i := range subj {
		if o.units[i].key == u.key {
			in = true
		}
	}
	if !in {
		return false
	}
	for _, xu := range contentUnits(x) {
		for _, i := range subj {
			if bestUnit(xu, []unit{o.units[i]}) > 0 {
				return false // the page names the subject itself: not bare
			}
		}
	}
	return true
}

// coverBareSubject adds to the expected side's coverage its subject units
// that a bare status leaves implicit (a stage conflict is then about the
// one thing both sides speak of: "Out for delivery" against "the parcel
// was delivered").
func coverBareSubject(w *weights, a, c, e *analysis) {
	for _, i := range bareSubject(c, e) {
		u := e.units[i]
		if bestUnit(u, a.units) == 0 && wnUnit(u, a.units) == 0 && bareSubjectUnit(e, a, c, u) {
			w.eCov += qBareSubject * u.weight
		}
	}
}

// titleContext reports whether the context names nothing the expectation
// could be about under another name: it is empty, or it is a title whose
// words the expectation does not use at all ("Write report" for "the
// task is done", "Bohemian Rhapsody" for "the song is playing"), so the
// status is that of the thing titled.
func titleContext(c, e *analysis) bool {
	cu := contentUnits(c)
	if len(cu) == 0 && len(c.values) == 0 {
		return true
	}
	if len(c.values) > 0 || c.neg > 0 || hasPredicate(c) {
		return false
	}
	for _, u := range cu {
		if groupOf(u) != "" || bestUnit(u, e.units) > 0 || wnUnit(u, e.units) > 0 {
			return false // a member of a group, or a word the expectation names: "Back door"
		}
	}
	return true
}
