package lexical

import "github.com/jevtest/jev/semantic"

// Broad headings. A unit with no label of its own gets its nearest heading
// as its context. When that heading heads a large part of the page (a page
// title over a whole calendar, "Room bookings" over every day and event),
// it says what the page is about, not what the unit is: its words are read
// as a heading's (qHeading), where a card's or a section's heading over a
// few units still counts as their label.

// broadHeadingUnits is how many units a heading must head, as their only
// context, to be broad.
const broadHeadingUnits = 20

// rescoreBroadHeadings rescores the units whose context is only a broad
// heading with that heading read as a heading rather than a label.
func (q *sourceQuery) rescoreBroadHeadings(ids []string, st *state, scores []float64) {
	count := map[string]int{}
	for _, id := range ids {
		if k := broadKey(st.sources[id]); k != "" {
			count[k]++
		}
	}
	for i, id := range ids {
		src := st.sources[id]
		k := broadKey(src)
		if k == "" || count[k] < broadHeadingUnits || scores[i] == 0 || labelRoles[src.Role] {
			continue
		}
		a := *st.source(id)
		a.ctx = analysis{}
		a.head = analyze(src.Context)
		if sc := scoreSource(q, &a).score; sc < scores[i] {
			scores[i] = sc
		}
	}
}

// broadKey is a unit's context when it is only its heading, with its
// frame; "" otherwise.
func broadKey(s *semantic.Source) string {
	if s.Context == "" || ownLabel(s) != "" {
		return ""
	}
	return frameKey(s.Frame, s.Context)
}
