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

// headingValue reports whether a heading shows the value a type word of
// the description asks for ("Outbound · Wed, 14 Oct 2026" for "Outbound
// flight date"): a date, a time or an amount in the heading's own text.
// Such a heading is that value, not only a name for what follows. A state
// is not asked this way (reportsState), nor a count: a heading's number
// is more often part of a name.
func (q *sourceQuery) headingValue(s *sourceAnalysis) bool {
	if q.namesItem(s) {
		return false
	}
	for _, u := range q.d.units {
		switch ty := answerType(u); ty {
		case tyDate, tyTime, tyMoney:
			if !u.implied && s.fits.has(ty) {
				return true
			}
		}
	}
	return false
}

// absentWeight is the share of its weight kept by a description word that
// no source of the page says, in its text, label, heading or row ("flight"
// in "Outbound flight date" on a booking page that never says "flight"):
// it tells no source from another, and counted fully it would make every
// source look as if it showed half the description. Only a word that
// qualifies the head, or a generic head ("policy"), is discounted, and only
// when some other word of the description is on the page: "Customer
// rating" on a page with no rating, or "the number of overdue invoices"
// on a page with no invoice, keeps its full weight and binds nothing.
const absentWeight = 0.5

// genericHeads are head words that name a kind of text rather than a
// value: "Return policy" is whatever the page says about returns.
var genericHeads = map[string]bool{"policy": true, "policies": true, "info": true, "information": true,
	"rules": true, "terms": true, "conditions": true}

// pageAbsent marks the description's units that no source says and that
// are discounted (see absentWeight).
func (q *sourceQuery) pageAbsent(ids []string, st *state) {
	q.absent = make([]bool, len(q.d.units))
	head, present := q.headUnit(), false
	for i, u := range q.d.units {
		if u.implied {
			continue
		}
		q.absent[i] = !q.onPage(u, ids, st)
		present = present || !q.absent[i] && !u.descriptor
	}
	for i, u := range q.d.units {
		if q.absent[i] && (!present || i == head && !genericHeads[strings.ToLower(u.raw)]) {
			q.absent[i] = false
		}
	}
}

// headPreps are the words after which a description says which thing
// its head is about: "Warning about this transfer" is a warning.
var headPreps = map[string]bool{"about": true, "of": true, "for": true, "on": true, "in": true, "with": true,
	"from": true, "to": true, "at": true, "by": true, "under": true, "per": true}

// headUnit is the index of the description's head: the last unit before
// its first preposition, else its last unit that says no item; -1 for none.
func (q *sourceQuery) headUnit() int {
	ws := words(fold(q.desc.rest))
	before := map[string]bool{}
	cut := false
	for _, w := range ws {
		if headPreps[w] {
			cut = true
			break
		}
		before[w] = true
	}
	head := -1
	for i, u := range q.d.units {
		if u.implied {
			continue
		}
		if cut && before[fold(u.raw)] || !cut && !q.which[i] {
			head = i
		}
	}
	return head
}

// onPage reports whether some source says u in its text, label, heading
// or row.
func (q *sourceQuery) onPage(u unit, ids []string, st *state) bool {
	for _, id := range ids {
		s := st.source(id)
		for _, a := range []*analysis{&s.text, &s.ctx, &s.head, &s.row} {
			if bestUnit(u, a.units) > 0 {
				return true
			}
		}
	}
	return false
}

// properName reports whether a source's text reads as a proper name: one
// to four words in title case, no value, and no state the lexicon knows
// ("Jordan Meyer", "The Hudson Loft"; not "$2,712.50 USD", not "Active").
func properName(text string, a *sourceAnalysis) bool {
	return a.words >= 1 && a.words <= 4 && len(a.text.values) == 0 && !a.fits.has(tyState) && titleCase(text)
}

// minSentenceWords is the number of words a text needs to read as a
// sentence (scoreSource): "$129.00 $159.00 Save 19%" has four content
// units but is a price display, three values and one word.
const minSentenceWords = 3

// otherKeyValue is the factor of a description word found in the text of
// a unit that is a bare value (no number, no date) under a label of its
// own that says a word the description does not: the text is the value of
// that other key ("Active" under "Status" for "when Lin Zhao was last
// active"), weaker evidence than a label that says the word ("Yesterday"
// under "Last active"). A text with a value of its own states what it is
// ("access ends Dec 1, 2026") and keeps its weight.
const otherKeyValue = 0.4

// otherKey is otherKeyValue when s is such a bare value under another
// key's label, else 1.
func (q *sourceQuery) otherKey(s *sourceAnalysis) float64 {
	if !s.ownLabel || len(s.text.values) > 0 || q.labelSharesPhrase(s) {
		return 1
	}
	for _, u := range s.ctx.units {
		if !u.implied && u.weight > 0 && bestUnit(u, q.d.units) == 0 {
			return otherKeyValue
		}
	}
	return 1
}
