package lexical

import (
	"strconv"
	"strings"
)

// A page often states one value twice: a plan card's "5 invoices per
// month" and the comparison table's cell "5" under "Free". Both sources
// then score about alike, and two rivals of one score leave the
// description unbound although they agree. When the best source and a
// close rival state exactly the same numbers, the rival is a copy, not a
// rival: it is scaled like a later value, and the best (the better
// labelled) one binds.
//
// Only identical stated numbers agree (kind, number and currency, every
// one of them): a rival that states another number ("100" beside "5"), or
// more or fewer numbers, keeps its score, so two sources that state
// DIFFERENT values for the described thing stay rivals and nothing binds.
// A source that states no number is never a copy.

// agreeFloor is the share of the best score a rival needs to be taken for
// a copy (below it, it is no rival anyway).
const agreeFloor = 0.6

// statedNumbers is a key of the numbers a source's own text states
// (kind, number, currency; in text order), "" when it states none.
func statedNumbers(s *sourceAnalysis) string {
	var parts []string
	for _, v := range s.text.values {
		if v.implied {
			continue
		}
		switch v.kind {
		case vNumber, vAmount, vMeasure:
			parts = append(parts, strconv.Itoa(int(v.kind))+":"+strconv.FormatFloat(v.num, 'g', -1, 64)+":"+v.cur+":"+v.unit)
		}
	}
	return strings.Join(parts, "|")
}

// demoteAgreeingCopies applies laterValue to the close rivals of the best
// source that state the same numbers.
func (q *sourceQuery) demoteAgreeingCopies(ids []string, st *state, scores []float64) {
	if len(scores) < 2 {
		return
	}
	best := 0
	for i, sc := range scores {
		if sc > scores[best] {
			best = i
		}
	}
	if scores[best] <= 0 {
		return
	}
	key := q.agreeKey(st.source(ids[best]))
	if key == "" {
		return
	}
	top := scores[best]
	for j, sc := range scores {
		if j != best && sc >= agreeFloor*top && q.agreeKey(st.source(ids[j])) == key {
			scores[j] *= laterValue
		}
	}
}
