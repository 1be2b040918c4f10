package lexical

// Label boxes in a card. A card or stat tile often shows a label box and,
// after it, its figure in a box of its own, nested where observation does
// not pair them ("Bounce rate" over a row holding "38.4%" and its delta
// "−2.1%"): the label has no value and no label of its own (its context
// is only the heading), and the next unit of the same row in reading order
// holds a value and has no label of its own either. Selection reads the
// label box as that value's label, as pairLabels does for a two-part row;
// only the first value after the label gets it (the delta after the figure
// does not).

// labelBoxWeight demotes a label box that only repeats the description,
// as a text that is only a label is (scoreSource).
const labelBoxWeight = 0.5

// labelBoxes rescores the first value after each label box of a row with
// the box's text as its label, keeping the better score.
func (q *sourceQuery) labelBoxes(ids []string, st *state, scores []float64) {
	for i := 0; i+1 < len(ids); i++ {
		lab, val := st.sources[ids[i]], st.sources[ids[i+1]]
		key := rowKey(lab)
		if key == "" || key != rowKey(val) || ownLabel(lab) != "" || labelRoles[lab.Role] {
			continue
		}
		la, va := st.source(lab.ID), st.source(val.ID)
		if len(la.text.values) > 0 || !pairLabel(lab, la, val, va) {
			continue
		}
		a := *va
		a.ctx = analyze(parenRE.ReplaceAllString(lab.Text, " "))
		a.ownLabel = true
		if sc := scoreSource(q, &a).score; sc > scores[i+1] {
			scores[i+1] = sc
		}
		// The box is a label: when it only repeats the description, it
		// names the value and shows none of it.
		if precision(&la.text, &q.d) >= 0.99 && !q.ownWordsValue(la) {
			scores[i] *= labelBoxWeight
		}
		i++ // the value is no label of the next unit
	}
}
