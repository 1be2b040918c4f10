package lexical

import "github.com/jevtest/jev/semantic"

// Labelled items of their own. A later value under a label that an earlier
// value already answers is weaker evidence (source_score.go's laterValue):
// a note under a definition, the second row of a column. That holds when
// one label names both values. Two labels may say the same word: a form
// field "name" whose label sits in the field's own box, and a table column
// "name" elsewhere under the same heading. A value whose own repeated
// container (its row: the field's box, a card, a list item) holds a label
// with its context's text, while none of the earlier values lies in that
// container, is labelled by a label of its own: it is the value of another
// item, and which item the description means must come from its words,
// never from reading order.

// itemRows are the folded row texts of the values seen under one label;
// loose is true when one of them lay in no repeated container.
type itemRows struct {
	rows  map[string]bool
	loose bool
}

// with returns r with row added.
func (r itemRows) with(row string) itemRows {
	if row == "" {
		r.loose = true
		return r
	}
	if r.rows == nil {
		r.rows = map[string]bool{}
	}
	r.rows[semantic.Fold(row)] = true
	return r
}

// other reports whether a value in row is of another item than every value
// of r: it lies in a repeated container, every value of r lies in one, and
// none of them is row's.
func (r itemRows) other(row string) bool {
	return row != "" && !r.loose && len(r.rows) > 0 && !r.rows[semantic.Fold(row)]
}

// boxLabels are, per label key (labelKey), the folded rows the labels with
// that key lie in.
type boxLabels map[string]map[string]bool

func (b boxLabels) add(key, row string) {
	if row == "" {
		return
	}
	if b[key] == nil {
		b[key] = map[string]bool{}
	}
	b[key][semantic.Fold(row)] = true
}

// has reports whether a label with key lies in row.
func (b boxLabels) has(key, row string) bool { return row != "" && b[key][semantic.Fold(row)] }
