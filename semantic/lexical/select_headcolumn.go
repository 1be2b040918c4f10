package lexical

// Two rules of table rows, for descriptions that name a column by their
// head word and a row by its key cell ("the amount of the salary", "the
// status of the integration-tests job"):
//
//   - when some cell of a row sits under a column whose own label says a
//     head word of the description (a column "Amount"), the row's cells
//     under columns that say no head word (its "Balance") are the values
//     of other features of the same item: a value of the type asked for is
//     not enough;
//   - when the description's which-words say the whole text of some row's
//     key cell (its first cell: "integration-tests"), the table's rows
//     whose key cell they do not say are other items, even when they share
//     some of its words ("unit-tests" shares "tests").

// headWords are the description's own head units: not which-words, not
// implied, not the page's subject.
func (q *sourceQuery) headWords() []unit {
	var out []unit
	for i, u := range q.d.units {
		if !q.which[i] && !u.implied && !q.isSubject(i) {
			out = append(out, u)
		}
	}
	return out
}

// demoteOffHeadColumns multiplies by otherColumn the score of every cell
// of a row in which some cell's own label says a head word while this
// cell's label and text say none.
func (q *sourceQuery) demoteOffHeadColumns(ids []string, st *state, scores []float64) {
	heads := q.headWords()
	if len(heads) == 0 || q.desc.stripped {
		return // "the number of …": the head is a type, no column's word
	}
	says := func(s *sourceAnalysis) bool {
		for _, u := range heads {
			if ownSays(u, s.ctx.units) || ownSays(u, s.text.units) {
				return true
			}
		}
		return false
	}
	named := map[string]bool{} // rows with a cell under a head column
	for _, id := range ids {
		src := st.sources[id]
		if !cellRoles[src.Role] || src.Row == "" || ownLabel(src) == "" {
			continue
		}
		for _, u := range heads {
			if ownSays(u, st.source(id).ctx.units) {
				named[rowKey(src)] = true
			}
		}
	}
	for i, id := range ids {
		src := st.sources[id]
		if cellRoles[src.Role] && named[rowKey(src)] && !says(st.source(id)) {
			scores[i] *= otherColumn
		}
	}
}

// keyCells are the first cell (cell or row header) of each table row, by
// row key, in reading order.
func keyCells(ids []string, st *state) map[string]string {
	out := map[string]string{}
	for _, id := range ids {
		src := st.sources[id]
		if !keyCellRoles[src.Role] && src.Role != "gridcell" || src.Row == "" {
			continue
		}
		if _, ok := out[rowKey(src)]; !ok {
			out[rowKey(src)] = id
		}
	}
	return out
}

// namesCell reports whether the description's which-words say every word
// and value of the key cell's text (and it has a word).
func (q *sourceQuery) namesCell(s *sourceAnalysis) bool {
	n := 0
	for _, o := range s.text.units {
		if o.implied {
			continue
		}
		found := false
		for i, u := range q.d.units {
			if q.which[i] && !u.implied && bestOwnUnit(u, []unit{o}) >= 0.99 {
				found = true
			}
		}
		if !found {
			return false
		}
		n++
	}
	for _, v := range s.text.values {
		if qv, _ := bestValue(v, q.d.values); !v.implied && qv < 0.99 {
			return false
		}
	}
	return n > 0
}

// demoteUnnamedRows multiplies by otherItem the score of every unit of a
// table row whose key cell the description does not name, when it names
// the key cell of some other row of the page.
func (q *sourceQuery) demoteUnnamedRows(ids []string, st *state, scores []float64) {
	keys := keyCells(ids, st)
	named := map[string]bool{}
	for row, id := range keys {
		if q.namesCell(st.source(id)) {
			named[row] = true
		}
	}
	if len(named) == 0 || len(named) == len(keys) {
		return
	}
	for i, id := range ids {
		row := rowKey(st.sources[id])
		if _, keyed := keys[row]; keyed && !named[row] {
			scores[i] *= otherItem
		}
	}
}
