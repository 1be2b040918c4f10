package lexical

import "strings"

// Cards and their headings: a card's heading in the plural names the kind
// of each item the card lists ("Porch" under "Lights" is a light), and a
// card header that only repeats the card's heading is a label, not a
// value.

// headingEchoWeight demotes a valueless text that only repeats its own
// heading or label ("Lights" in a card header over the card title
// "Lights"): it names the card, it shows nothing of it.
const headingEchoWeight = 0.5

// itemKindQuality is the quality of description unit u found as the
// plural of a word of the heading of an item (a unit inside a repeated
// container): "Lights" over the switches "Hallway" and "Porch" says each
// is a light, as well as a word of the item's text would (qBody). 0 when
// the heading does not say u in the plural or s is no item.
func itemKindQuality(u unit, s *sourceAnalysis) float64 {
	if u.implied || s.rowText == "" || labelRoles[s.role] {
		return 0
	}
	w := strings.ToLower(u.raw)
	for _, h := range s.head.units {
		hw := strings.ToLower(h.raw)
		if h.implied || hw == w {
			continue
		}
		if (hw == w+"s" || hw == w+"es") && bestUnit(u, []unit{h}) > 0 {
			return qBody
		}
	}
	return 0
}

// demoteHeadingEchoes applies headingEchoWeight to the valueless texts
// (not headings or labels themselves) whose text is their heading's or
// their context's.
func demoteHeadingEchoes(ids []string, st *state, scores []float64) {
	for i, id := range ids {
		src := st.sources[id]
		if labelRoles[src.Role] || scores[i] == 0 {
			continue
		}
		t := fold(src.Text)
		if t == "" || (t != fold(src.Heading) && t != fold(src.Context)) {
			continue
		}
		if len(st.source(id).text.values) == 0 {
			scores[i] *= headingEchoWeight
		}
	}
}
