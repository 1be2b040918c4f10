package lexical

// A comparison table names its items in its column headers (plans or
// products side by side) and its features in its rows' key cells: "the
// storage of the Growth plan" is the cell of the "Document storage" row
// under "Growth". Every cell of a row shares the row's words, and every
// cell of a column its header, so neither alone tells the right cell from
// its neighbours, and demoteOtherItems' factor is too mild for them:
//
//   - when the description names an item, by a name it capitalises, that
//     some cell of a row sits under (its own label says it, not a word the
//     label only implies),
//     the row's cells under the other columns are other items' values;
//   - when the description's head word is said by some rows of a table and
//     not by others, the other rows' cells are other features' values.

// otherColumn demotes a table cell that one of those rules sets aside.
const otherColumn = 0.3

// cellRoles are the roles of table and grid cells.
var cellRoles = map[string]bool{"cell": true, "gridcell": true}

// ownSays reports whether one of us, not implied by another word, is u.
func ownSays(u unit, us []unit) bool {
	for _, v := range us {
		if !v.implied && bestUnit(u, []unit{v}) >= 0.99 {
			return true
		}
	}
	return false
}

// demoteOtherColumns multiplies by otherColumn the score of every cell of a
// row in which some cell's own label says an item name of the description
// while this cell's own label and text say none of those names.
func (q *sourceQuery) demoteOtherColumns(ids []string, st *state, scores []float64) {
	names := q.itemNames(ids, st)
	if len(names) == 0 {
		return
	}
	var cols []unit            // the names some cell's own label says
	named := map[string]bool{} // rows in which a cell's label says one
	for _, id := range ids {
		src := st.sources[id]
		if !cellRoles[src.Role] || src.Row == "" {
			continue
		}
		for _, u := range names {
			// A name the description writes lowercase is the item's kind
			// ("the Lufthansa flight"), whose column holds every item's
			// key, not one item's values.
			if !lowercaseWord(q.text, u.raw) && ownSays(u, st.source(id).ctx.units) {
				named[rowKey(src)] = true
				cols = append(cols, u)
			}
		}
	}
	for i, id := range ids {
		src := st.sources[id]
		if !cellRoles[src.Role] || !named[rowKey(src)] {
			continue
		}
		s := st.source(id)
		says := false
		for _, u := range cols {
			says = says || ownSays(u, s.ctx.units) || ownSays(u, s.text.units)
		}
		if !says {
			scores[i] *= otherColumn
		}
	}
}

// featureRows fills q.keyRows: for each head word of the description
// (not a which-word, not implied), the rows (by their text) whose
// key cell, the first cell of the row in reading order, says it.
func (q *sourceQuery) featureRows(ids []string, st *state) {
	q.keyRows = nil
	first := map[string]bool{}
	for _, id := range ids {
		src := st.sources[id]
		if !cellRoles[src.Role] || src.Row == "" || first[rowKey(src)] {
			continue
		}
		first[rowKey(src)] = true
		text := st.source(id).text.units
		for i, u := range q.d.units {
			if q.which[i] || u.implied || u.descriptor || !ownSays(u, text) {
				continue
			}
			if q.keyRows == nil {
				q.keyRows = make([]map[string]bool, len(q.d.units))
			}
			if q.keyRows[i] == nil {
				q.keyRows[i] = map[string]bool{}
			}
			q.keyRows[i][src.Row] = true
		}
	}
}

// keyRowQuality is the quality of head unit i found in the key cell of
// cell s's row: the key cell labels the row as a column header labels a
// column, so the word counts fully rather than as a word of the row.
func (q *sourceQuery) keyRowQuality(i int, s *sourceAnalysis) float64 {
	if q.keyRows == nil || q.keyRows[i] == nil || !cellRoles[s.role] || !q.keyRows[i][s.rowText] {
		return 0
	}
	return bestUnit(q.d.units[i], s.row.units)
}

// demoteOtherFeatures multiplies by otherColumn the score of every cell of
// a table (cells under one heading) whose row's key cell does not say a
// head word of the description that the key cell of another row of that
// table says.
func (q *sourceQuery) demoteOtherFeatures(ids []string, st *state, scores []float64) {
	for i := range q.keyRows {
		if q.keyRows[i] == nil {
			continue
		}
		tables := map[string]bool{}
		for _, id := range ids {
			src := st.sources[id]
			if q.keyRows[i][src.Row] {
				tables[frameKey(src.Frame, src.Heading)] = true
			}
		}
		for j, id := range ids {
			src := st.sources[id]
			if cellRoles[src.Role] && src.Row != "" && tables[frameKey(src.Frame, src.Heading)] && !q.keyRows[i][src.Row] {
				scores[j] *= otherColumn
			}
		}
	}
}
