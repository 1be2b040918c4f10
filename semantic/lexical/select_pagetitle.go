package lexical

// "the heading of the page", "the page title": the description asks for
// a heading and names nothing but the page, so no word of it matches the
// heading's text and the heading scored nothing. The page's title heading
// (its first heading outside landmarks and dialogs, select_title.go) is
// the answer.

// pageWords name the page as a whole.
var pageWords = map[string]bool{"page": true, "screen": true, "site": true, "view": true, "document": true, "app": true}

// pageTitleScore is the score of the title heading for such a description.
const pageTitleScore = 1.0

// raisePageTitle sets the title heading's score to pageTitleScore when the
// description's head asks for a heading and its other words only name the
// page.
func (q *sourceQuery) raisePageTitle(ids []string, st *state, scores []float64) {
	if !q.asksKind(kindHeading) {
		return
	}
	for _, u := range q.d.units {
		if !u.implied && kindWords[u.raw] != kindHeading && !pageWords[u.raw] {
			return
		}
	}
	if len(q.d.values) > 0 {
		return
	}
	title := st.titleHeading(ids)
	for i, id := range ids {
		if id == title {
			scores[i] = max(scores[i], pageTitleScore)
		}
	}
}
