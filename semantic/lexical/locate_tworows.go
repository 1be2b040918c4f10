package lexical

import "math"

// capTwoNamedRows: repeated controls (one "Sort column ascending" button
// per column header, one Delete button per row) are told apart by their
// rows only. When the description's words name two of those rows, each
// by a word the other's row does not say ("the button that sorts the
// tickets by status" names the column "Ticket" by "tickets" and the
// column "Status" by "status", a word of description kind that the other
// rules weigh lightly), the description does not say which row it means:
// none of those controls is chosen with confidence (unsureCap). A row
// whose words include the other's (the row says more of the description)
// is not a rival.
func capTwoNamedRows(q *targetQuery, ids []string, st *state, scores []float64) {
	groups := map[string][]int{} // role and name → indices of repeated controls
	for i, id := range ids {
		t := st.target(id)
		if t.rowText == "" || scores[i] == 0 {
			continue
		}
		k := t.role + "|" + fold(t.name)
		groups[k] = append(groups[k], i)
	}
	for _, g := range groups {
		if len(g) < 2 {
			continue
		}
		sets := make([]map[string]bool, len(g))
		for j, i := range g {
			sets[j] = q.rowNamedBy(st.target(ids[i]))
		}
		rivals := make([]bool, len(g))
		for a := range g {
			for b := range g {
				if a != b && len(sets[a]) > 0 && len(sets[b]) > 0 && !keysWithin(sets[a], sets[b]) && !keysWithin(sets[b], sets[a]) {
					rivals[a] = true
				}
			}
		}
		for j, i := range g {
			if rivals[j] {
				scores[i] = math.Min(scores[i], unsureCap)
			}
		}
	}
}

// rowNamedBy are the description's name units (descriptors included: a
// column may be named "Status") that t's row says and its name does not.
func (q *targetQuery) rowNamedBy(t *sourceAnalysis) map[string]bool {
	out := map[string]bool{}
	n := len(q.name.units)
	for k, u := range q.name.units {
		if u.implied || u.weight == 0 {
			continue
		}
		if k == n-1 && q.endsInOfPhrase() || q.kindOfRow(u, t) {
			continue // the rows' kind ("… of the Rewe Markt transaction"): it names no one row
		}
		if bestUnit(u, t.row.units) >= 0.99 && bestUnit(u, t.text.units) < 0.99 {
			out[u.key] = true
		}
	}
	return out
}

// keysWithin reports whether every key of a is in b.
func keysWithin(a, b map[string]bool) bool {
	for k := range a {
		if !b[k] {
			return false
		}
	}
	return true
}
