package lexical

// Source selection on dense pages: the entries of an activity log and
// prose that only mentions a description's words are weaker evidence of a
// current value than the value itself.

// Weights of select_dense.go's rules.
const (
	// logWeight demotes an entry of an activity log (a list whose entries
	// each carry a time or date of their own) for a description that asks
	// for no time or date and names no log: an entry says what happened
	// then ("Porch light turned off 08:02"), not what holds now.
	logWeight = 0.7
	// mentionWeight demotes a sentence with no value of its own for a
	// description that asks for no prose and no type: it mentions the
	// words ("… on its way to the destination hub") without showing the
	// value asked for.
	mentionWeight = 0.7
	// mentionWords is the fewest words of a sentence mentionWeight applies
	// to.
	mentionWords = 6
)

// logNames are description words that name a log or its entries: the
// description asks for an entry.
var logNames = map[string]bool{"activity": true, "history": true, "log": true, "event": true, "events": true,
	"entry": true, "entries": true, "recent": true, "latest": true, "last": true, "timeline": true}

// asksWhen reports whether the description asks for a time or a date.
func (q *sourceQuery) asksWhen() bool {
	d := &q.desc
	if d.want == tyTime || d.want == tyDate || d.soft == tyTime || d.soft == tyDate {
		return true
	}
	return len(d.words) > 0 && d.words[0] == "when"
}

// whenItems reads a description that asks "when" something happened
// ("when go.mod was last changed"): the time is its head, and its words
// that no source's label says name the item (the file's row), as the
// words after "the number of" do. A word some label says ("Last active",
// "Finished at") stays a word to find in a label.
func (q *sourceQuery) whenItems(ids []string, st *state) {
	d := &q.desc
	if d.want != tyNone || len(d.words) < 2 || d.words[0] != "when" {
		return
	}
	for i, u := range q.d.units {
		if u.implied || q.which[i] || q.labelSays(u, ids, st) {
			continue
		}
		q.which[i] = true
		q.d.units[i].modifier = true
	}
}

// labelSays reports whether some source's context says u.
func (q *sourceQuery) labelSays(u unit, ids []string, st *state) bool {
	for _, id := range ids {
		if bestUnit(u, st.source(id).ctx.units) >= 0.99 {
			return true
		}
	}
	return false
}

// namesLog reports whether the description names a log or its entries.
func (q *sourceQuery) namesLog() bool {
	for _, w := range q.desc.words {
		if logNames[w] {
			return true
		}
	}
	return false
}

// timed reports whether a source is a list entry that carries a time or a
// date of its own.
func timed(s *sourceAnalysis) bool {
	if s.role != "listitem" {
		return false
	}
	for _, v := range s.text.values {
		if !v.implied && (v.kind == vTime || v.kind == vDate) {
			return true
		}
	}
	return false
}

// demoteLogEntries applies logWeight to the entries of runs of at least
// three consecutive timed list entries (see timed) under one heading.
func (q *sourceQuery) demoteLogEntries(ids []string, st *state, scores []float64) {
	if q.asksWhen() || q.namesLog() {
		return
	}
	for i := 0; i < len(ids); {
		j := i
		for j < len(ids) && timed(st.source(ids[j])) && st.sources[ids[j]].Heading == st.sources[ids[i]].Heading {
			j++
		}
		if j-i >= 3 {
			for k := i; k < j; k++ {
				scores[k] *= logWeight
			}
		}
		if j == i {
			j++
		}
		i = j
	}
}

// demoteMentions applies mentionWeight to sentences of mentionWords or
// more words with no value of their own, when the description asks for no
// prose (a description, a summary), no type and no log entry.
func (q *sourceQuery) demoteMentions(ids []string, st *state, scores []float64) {
	if q.asksKind(kindProse) || q.desc.want != tyNone || q.desc.soft != tyNone || q.namesLog() {
		return
	}
	for i, id := range ids {
		s := st.source(id)
		if scores[i] > 0 && s.prose && s.words >= mentionWords && len(s.text.values) == 0 {
			scores[i] *= mentionWeight
		}
	}
}

// whenQuality is the type quality of a source for a description that
// begins with "when" and asks for no other type ("when go.mod was last
// changed"): the answer is a date or a time, so a source whose text is
// one ("3 weeks ago" too) answers the type (1) and another does not (0);
// -1 (no type asked)
// for any other description.
func (q *sourceQuery) whenQuality(s *sourceAnalysis) float64 {
	d := &q.desc
	if d.want != tyNone || len(d.words) == 0 || d.words[0] != "when" {
		return -1
	}
	if s.fits.has(tyDate) || s.fits.has(tyTime) || s.shapes[shAgo] > 0 && len(s.text.values) > 0 {
		return 1
	}
	return 0
}

// stepWeight demotes the steps of a progress list ("Label created",
// "Picked up", "In transit", "Out for delivery", "Delivered") for a
// description that names no step: the list shows every state the thing
// passes through, not the one it is in, which a badge or a label says.
const stepWeight = 0.7

// stepNames are description words that name a step list or its steps.
var stepNames = map[string]bool{"step": true, "steps": true, "stage": true, "stages": true, "progress": true, "phase": true}

// step reports whether a source is a short list entry that reads as a
// state (see valueFits) and has no value.
func step(s *sourceAnalysis) bool {
	return s.role == "listitem" && s.words <= 3 && len(s.text.values) == 0 && (s.fits.has(tyState) || s.fits&(1<<maybeState) != 0)
}

// demoteSteps applies stepWeight to the entries of lists of at least
// three consecutive list entries under one heading, outside any landmark,
// that are all steps (see step): a navigation menu or a list with other
// entries is no progress list.
func (q *sourceQuery) demoteSteps(ids []string, st *state, scores []float64) {
	for _, w := range q.desc.words {
		if stepNames[w] {
			return
		}
	}
	for i := 0; i < len(ids); {
		j, all := i, true
		for j < len(ids) && st.sources[ids[j]].Role == "listitem" && st.sources[ids[j]].Heading == st.sources[ids[i]].Heading {
			all = all && step(st.source(ids[j])) && st.sources[ids[j]].Landmark == ""
			j++
		}
		if all && j-i >= 3 {
			for k := i; k < j; k++ {
				scores[k] *= stepWeight
			}
		}
		i = max(j, i+1)
	}
}

// keyCellRoles are the roles of a table row's key cell (a schema's
// property name, a row header).
var keyCellRoles = map[string]bool{"cell": true, "rowheader": true}

// rowNames are the description's which-words that some table row's key
// cell says as its whole text ("pages" for "the description of the pages
// field").
func (q *sourceQuery) rowNames(ids []string, st *state) []unit {
	var out []unit
	for i, u := range q.d.units {
		if !q.which[i] || u.implied || u.descriptor {
			continue
		}
		for _, id := range ids {
			src := st.sources[id]
			if !keyCellRoles[src.Role] || src.Row == "" {
				continue
			}
			s := st.source(id)
			if len(s.text.units) == 1 && bestOwnUnit(u, s.text.units) >= 0.99 {
				out = append(out, u)
				break
			}
		}
	}
	return out
}

// demoteOtherRows applies otherItem to the units of a table whose row does
// not say a row name of the description: "the pages field" is the row
// whose key cell says "pages", not the row of "title" beside it. Units
// outside any row are left alone.
func (q *sourceQuery) demoteOtherRows(ids []string, st *state, scores []float64) {
	names := q.rowNames(ids, st)
	if len(names) == 0 {
		return
	}
	for i, id := range ids {
		if st.sources[id].Row == "" {
			continue
		}
		s := st.source(id)
		says := false
		for _, u := range names {
			for _, a := range []*analysis{&s.text, &s.row} {
				if bestUnit(u, a.units) >= 0.99 {
					says = true
				}
			}
		}
		if !says {
			scores[i] *= otherItem
		}
	}
}
