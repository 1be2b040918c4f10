package lexical

import "strings"

// Type words answered by a source's value: "Webhooks status" asks for the
// status of the webhooks, and a card under "Webhooks" whose text is a
// state ("Degraded performance") shows it although it never says
// "status"; a sentence under the same heading that only mentions a state
// shows it less, and a unit whose label carries the date ("Outbound ·
// Wed, 14 Oct 2026") but whose text is a time is not the date.
const (
	// qTyped is the quality of a type word answered by the type of the
	// source's own text: as good as the word found in the text.
	qTyped = qBody
	// maybeStateAnswer is the share of qTyped kept when the text is a
	// short phrase the lexicon does not fully know (perhaps a state).
	maybeStateAnswer = 0.6
	// proseAnswer is the share kept when the text is a sentence: it
	// mentions a value of the type among other things.
	proseAnswer = 0.3
	// labelValueOnly is the share kept of a type word found only as the
	// value of the source's label (its context has a date, its text none).
	labelValueOnly = 0.5
	// qTypedLabelled replaces qTyped when some unit's own label says the
	// type word (a column "Status"): the page names it in words, and a
	// value of the type under another label is another column's.
	qTypedLabelled = 0.3
)

// answerTypeWords are the words of a description that ask for a type of
// value wherever they stand: typeWords, plus "time" (a time of day), which
// is not a soft type elsewhere since a "time" is often a duration.
func answerType(u unit) valueType {
	w := strings.ToLower(u.raw)
	if w == "time" {
		return tyTime
	}
	return typeWords[w]
}

// typeAnswer is how well a source's own text answers a type word: 1 when
// the text is a value of that type, less for a perhaps-state phrase and
// for a sentence, 0 when it is not of the type.
//
// A control's state ("off" for a switch) answers no type word: its label
// names the setting, and what the setting's status is may be said beside
// it ("Blocked by your browser").
func typeAnswer(s *sourceAnalysis, ty valueType) float64 {
	if stateRoles[s.role] {
		return 0
	}
	q := 0.0
	switch {
	case s.fits.has(ty):
		q = 1
	case ty == tyState && s.fits&(1<<maybeState) != 0:
		q = maybeStateAnswer
	}
	if s.prose {
		q *= proseAnswer
	}
	return q
}

// typedQualities adjusts the label and text qualities of description unit
// u for source s when u is a type word: the text's own type answers it
// (qb), and a match that is only the value implied by the label (ql: its
// context has a date) weighs less when the text is not of the type.
// labelled says whether some unit's own label says u.
func typedQualities(u unit, labelled bool, s *sourceAnalysis, ql, qb float64) (float64, float64) {
	ty := answerType(u)
	if ty == tyNone {
		return ql, qb
	}
	ta := typeAnswer(s, ty)
	if ta == 0 && ql > 0 && bestOwnUnit(u, s.ctx.units) == 0 {
		ql *= labelValueOnly
	}
	qt := qTyped
	if labelled {
		qt = qTypedLabelled
	}
	return ql, max(qb, qt*ta)
}

// ownLabelled marks the description units that some source's own label
// (not just its heading) says.
func (q *sourceQuery) ownLabelled(ids []string, st *state) {
	q.labelled = make([]bool, len(q.d.units))
	for _, id := range ids {
		if ownLabel(st.sources[id]) == "" {
			continue
		}
		s := st.source(id)
		for i, u := range q.d.units {
			if !u.implied && !q.labelled[i] && bestOwnUnit(u, s.ctx.units) >= 0.99 {
				q.labelled[i] = true
			}
		}
	}
}

// stateRoles are the roles of the units that show a control's state.
var stateRoles = map[string]bool{"checkbox": true, "radio": true, "switch": true, "combobox": true, "listbox": true,
	"textbox": true, "searchbox": true, "slider": true, "spinbutton": true, "progressbar": true, "meter": true}

// bestOwnUnit is bestUnit over the units a text says, not those its
// values imply.
func bestOwnUnit(u unit, us []unit) float64 {
	best := 0.0
	for _, o := range us {
		if !o.implied {
			best = max(best, bestUnit(u, []unit{o}))
		}
	}
	return best
}
