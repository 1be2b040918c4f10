package lexical

import (
	"math"
	"strings"
	"unicode/utf8"

	"github.com/jevtest/jev/semantic"
)

// Row evidence in source selection: which item (row, card) a unit belongs
// to is said by its row's text, by the labels its row's other values sit
// under and by the row's values.
const (
	// qRowHead is the quality of a head word of the description (what the
	// value is, "status" in "the status of the KLM flight") found only in
	// the unit's row: the row names its neighbours, a header row every
	// column, so the word says little about this unit.
	qRowHead = 0.4
	// qRowLabel is the quality of a modifier word (which item) found only
	// among the labels of the row's other units: "flight" in "the status of
	// the KLM flight" for a row whose first cell sits under "Flight".
	qRowLabel = 0.8
	// wideRow demotes a match in a row whose text reaches the 120-character
	// cap observation sends: a whole section rather than one item.
	wideRow      = 0.5
	wideRowRunes = 118
)

// rowWeight is the factor of a match in s's row: wideRow for a section-wide
// row, else 1.
func rowWeight(s *sourceAnalysis) float64 {
	if utf8.RuneCountInString(s.rowText) >= wideRowRunes {
		return wideRow
	}
	return 1
}

// unitRowQuality is the quality of description word u found in a source's
// row rather than in the source itself: a modifier (which item) is
// answered by the row's text and, when which (it follows a preposition),
// a little weaker by the labels of the row's other units; a head word found
// only there is weak. A landmark word ("footer") is answered by a source in
// that landmark.
func unitRowQuality(u unit, which bool, s *sourceAnalysis) float64 {
	if lm, ok := landmarkWords[u.raw]; ok && lm == s.landmark {
		return 1
	}
	q := bestUnit(u, s.row.units) * rowWeight(s)
	switch {
	case !u.modifier:
		return qRowHead * q
	case !which:
		return q
	}
	return math.Max(q, qRowLabel*bestUnit(u, s.rowLabels.units)*rowWeight(s))
}

// valueRowQuality is the quality of a description value found in the
// source's row: a value the description gives ("flight EI 154") names the
// item, as a modifier word does, more often than it is the value asked for.
func valueRowQuality(v value, s *sourceAnalysis) float64 {
	q, _ := bestValue(v, s.row.values)
	return qRow * q * rowWeight(s)
}

// rowKey identifies the row a source lies in ("" outside one).
func rowKey(s *semantic.Source) string {
	if s.Row == "" {
		return ""
	}
	return frameKey(s.Frame, s.Row)
}

// ownLabel is a source's specific label: its context when that is not just
// its heading or region.
func ownLabel(s *semantic.Source) string {
	c := semantic.Fold(s.Context)
	if c == "" || c == semantic.Fold(s.Heading) || c == semantic.Fold(s.Region) {
		return ""
	}
	return s.Context
}

// rowLabels is the analysis of the labels of the other units of s's row
// (the column headers of a table row's other cells), computed once per
// state for every row.
func (st *state) rowLabels(s *semantic.Source) analysis {
	key := rowKey(s)
	if key == "" {
		return analysis{}
	}
	if _, done := st.analyses["r|"]; !done {
		st.indexRowLabels()
	}
	labels := st.analyses["r|"+key]
	if labels == nil {
		return analysis{}
	}
	own := ownLabel(s)
	if own == "" {
		return labels.text
	}
	// The unit's own label already counts as its context.
	return analyze(strings.Replace(labels.rowText, own, " ", 1))
}

func (st *state) indexRowLabels() {
	st.analyses["r|"] = &sourceAnalysis{}
	parts := map[string][]string{}
	seen := map[string]bool{}
	var order []string
	for _, s := range st.sources {
		key, l := rowKey(s), ownLabel(s)
		if key == "" || l == "" || seen[key+"\x00"+l] {
			continue
		}
		seen[key+"\x00"+l] = true
		if parts[key] == nil {
			order = append(order, key)
		}
		parts[key] = append(parts[key], l)
	}
	for _, key := range order {
		joined := strings.Join(parts[key], " . ")
		st.analyses["r|"+key] = &sourceAnalysis{text: analyze(joined), rowText: joined}
	}
}

// otherItem demotes a unit that belongs to another item: the description
// names its item by a name the page shows in some row ("the Iberia
// flight"), and the unit's own text, label, heading and row do not say it.
const otherItem = 0.6

// itemNames are the description's words that say which item: a name the
// lexicon does not know (a proper name, a code: "Iberia", "EI") that some
// source's row says, or any word that some heading says (the "Enterprise"
// card of "the price of the Enterprise plan").
func (q *sourceQuery) itemNames(ids []string, st *state) []unit {
	var out []unit
	for i, u := range q.d.units {
		if !q.which[i] || u.implied || u.descriptor || q.isSubject(i) {
			continue
		}
		unknown := strings.HasPrefix(u.key, "w:")
		for _, id := range ids {
			s := st.source(id)
			if unknown && bestUnit(u, s.row.units) >= 0.99 || s.role == "heading" && bestOwnUnit(u, s.text.units) >= 0.99 {
				out = append(out, u)
				break
			}
		}
	}
	return out
}

// demoteOtherItems multiplies by otherItem the score of every source that
// says none of the item names of the description.
func (q *sourceQuery) demoteOtherItems(ids []string, st *state, scores []float64) {
	names := q.itemNames(ids, st)
	if len(names) == 0 {
		return
	}
	for i, id := range ids {
		s := st.source(id)
		says := false
		for _, a := range []*analysis{&s.text, &s.ctx, &s.head, &s.row} {
			for _, u := range names {
				if bestUnit(u, a.units) >= 0.99 {
					says = true
				}
			}
			// A value of the description (an invoice number) names the
			// item as well.
			for _, v := range q.d.values {
				if qv, _ := bestValue(v, a.values); !v.implied && qv >= 0.99 {
					says = true
				}
			}
		}
		if !says {
			scores[i] *= otherItem
		}
	}
}

// labelledHeads marks the descriptor head words ("status") that some
// source's own label says (a column "Status"): there the word is what the
// value is, so it weighs fully in every source's score.
func (q *sourceQuery) labelledHeads(ids []string, st *state) {
	q.fullHead = make([]bool, len(q.d.units))
	for i, u := range q.d.units {
		if !u.descriptor || q.which[i] || u.implied {
			continue
		}
		for _, id := range ids {
			if bestUnit(u, st.source(id).ctx.units) >= 0.99 {
				q.fullHead[i] = true
				break
			}
		}
	}
}

// Label and total factors.
const (
	// foreignLabel demotes a unit whose own label shares nothing with the
	// description: its value is the value of something else (a cell under
	// "Flight" for "how many departures the board shows").
	foreignLabel = 0.75
	// itemOfTotal demotes a unit of an item row when the description asks
	// for a total ("the total number of seats left"): the total stands
	// outside the items, in a row of its own.
	itemOfTotal = 0.8
)

// overAllWords ask for a figure over all items.
var overAllWords = map[string]bool{"total": true, "sum": true, "overall": true, "altogether": true, "combined": true}

// labelShares reports whether the description has a word or a value that
// the source's label says.
func labelShares(d *analysis, s *sourceAnalysis) bool {
	for _, u := range d.units {
		if !u.implied && (bestUnit(u, s.ctx.units) > 0 || compoundLabel(u, s) > 0) {
			return true
		}
	}
	for _, v := range d.values {
		if q, _ := bestValue(v, s.ctx.values); q > 0 {
			return true
		}
	}
	return false
}

// hasContent reports whether the description has a word of its own.
func hasContent(d *analysis) bool {
	for _, u := range d.units {
		if !u.implied && !u.descriptor {
			return true
		}
	}
	return false
}

// demoteItemsOfTotal multiplies by itemOfTotal the scores of units that lie
// in a row with other content when the description asks for a total and
// names no item.
func (q *sourceQuery) demoteItemsOfTotal(ids []string, st *state, scores []float64) {
	total := false
	for _, w := range q.desc.words {
		total = total || overAllWords[w]
	}
	if !total || len(q.itemNames(ids, st)) > 0 {
		return
	}
	for i, id := range ids {
		s := st.source(id)
		// A section-wide row (a summary box) is no item.
		if len(s.row.units)+len(s.row.values) > 0 && rowWeight(s) == 1 {
			scores[i] *= itemOfTotal
		}
	}
}

// specificType reports whether the source's text is of a specific type the
// description asks for (a date, an amount, a time, a state; a plain number
// is too common to say so): its label may name it in words the description
// does not use ("Placed" for "the date of the order").
func (q *sourceQuery) specificType(s *sourceAnalysis) bool {
	return q.desc.want != tyNone && q.desc.want != tyCount && q.typeQuality(s) > 0
}
