package lexical

import (
	"strings"

	"github.com/jevtest/jev/semantic"
)

// Card titles that are no headings: a card of labelled fields whose title
// is a plain text ("Payment" over "Method: Visa ending in 4242" in a
// Bulma card header, "Customer" over a name and an address) titles each
// field the way a heading would, so that "the payment method" reads the
// field labelled "Method" in the card "Payment" as the payment's method.
// A text is a card's title when it is short, holds no value, and the
// card's row (the text of its nearest repeated container) begins with it;
// it titles every source whose row lies inside that row (a field of the
// card), the innermost card first; not the texts of the card's own row (a
// row of badges "Paid" "Partially fulfilled" is no card and its title). A source with a heading of its own keeps it.

// maxTitleWords is the most words a card title has: a longer text opening
// a container is its first line, not its name.
const maxTitleWords = 4

// cardHeading is s's heading and region (headingOf), or, when it has none,
// the title of the card its row lies in ("" for none).
func (st *state) cardHeading(s *semantic.Source) string {
	if h := headingOf(s); h != "" || s.Row == "" {
		return h
	}
	if st.titles == nil {
		st.indexCardTitles()
	}
	best, bestRow, bestID := "", "", ""
	for _, c := range st.titles {
		if c.frame != s.Frame || len(c.row) <= len(s.Row) || !strings.Contains(c.row, s.Row) {
			continue
		}
		if best == "" || len(c.row) < len(bestRow) || len(c.row) == len(bestRow) && c.id < bestID {
			best, bestRow, bestID = c.text, c.row, c.id
		}
	}
	return best
}

// cardTitle is a text that opens its container's row.
type cardTitle struct {
	id, text, row string
	frame         int
}

func (st *state) indexCardTitles() {
	st.titles = []cardTitle{}
	for _, s := range st.sources {
		t := strings.TrimSpace(s.Text)
		if t == "" || s.Role == "heading" || len(s.Row) <= len(t) || !strings.HasPrefix(s.Row, t+" ") {
			continue
		}
		if wordCount(t) > maxTitleWords || len(analyze(t).values) > 0 {
			continue
		}
		st.titles = append(st.titles, cardTitle{id: s.ID, frame: s.Frame, text: t, row: s.Row})
	}
}
