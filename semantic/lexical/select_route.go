package lexical

import "strings"

// Route labels: a label that is only "From" or "To" (a route's ends, a
// transfer's parties) names the origin or the destination although it
// says neither word, and the lexicon cannot hold a preposition as a
// synonym of a noun. For a description whose head is one of those nouns,
// a source labelled by the matching preposition is scored as if its label
// said the head.

// routeLabels maps a preposition label to the heads it names.
var routeLabels = map[string]map[string]bool{
	"from": {"origin": true, "sender": true, "departure": true, "payer": true},
	"to":   {"destination": true, "recipient": true, "arrival": true, "payee": true},
}

// routeLabel is the preposition label a context is ("To", "from:"), or "".
func routeLabel(ctx string) string {
	c := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(fold(ctx)), ":"))
	if routeLabels[c] != nil {
		return c
	}
	return ""
}

// routeLabelled rescores the sources labelled by a preposition that names
// the description's head, keeping the better of both scores.
func (q *sourceQuery) routeLabelled(ids []string, st *state, scores []float64) {
	head := q.headUnit()
	if head < 0 {
		return
	}
	raw := fold(q.d.units[head].raw)
	for i, id := range ids {
		l := routeLabel(st.sources[id].Context)
		if l == "" || !routeLabels[l][raw] {
			continue
		}
		alt := *st.source(id)
		alt.ctx = *st.text(q.d.units[head].raw)
		scores[i] = max(scores[i], scoreSource(q, &alt).score)
	}
}
