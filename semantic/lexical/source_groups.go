package lexical

// Choice groups. A fieldset's legend names the setting its radio buttons
// choose among ("Digest frequency" over "Daily" and "Weekly"), and the
// checked button is the setting's value. Observation labels each button
// by its own label only; selection reads the legend before it (within the
// same heading, up to the next legend) as the checked button's label too.

// checkedChoice reports whether src is a checked radio button.
func checkedChoice(role, text string) bool {
	return role == "radio" && fold(text) == "checked"
}

// legendChoices rescores each checked radio button with the legend of its
// group added to its label, keeping the better score.
func (q *sourceQuery) legendChoices(ids []string, st *state, scores []float64) {
	legend, heading := "", ""
	for i, id := range ids {
		src := st.sources[id]
		switch {
		case src.Role == "legend":
			legend, heading = src.Text, src.Heading
			continue
		case src.Role == "heading" || src.Heading != heading:
			legend = ""
			continue
		case legend == "" || !checkedChoice(src.Role, src.Text):
			continue
		}
		a := *st.source(id)
		a.ctx = analyze(legend + " . " + src.Context)
		a.ownLabel = true
		if sc := scoreSource(q, &a).score; sc > scores[i] {
			scores[i] = sc
		}
	}
}
