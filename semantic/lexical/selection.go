package lexical

import (
	"math"

	"github.com/jevtest/jev/semantic"
)

// sourceAnalysis is a source (or target) read as a value (text) under a
// label (context).
type sourceAnalysis struct {
	text, ctx analysis
	role      string
	// head is the source's heading and region (when they add to its
	// context): weaker evidence of what the text is about.
	head analysis
	// row is the text of the unit's repeated container (a list item, a
	// table row, a card); rowText the same unanalysed.
	row     analysis
	rowText string
	// rowLabels (sources only) are the labels of the other units of the
	// row (see state.rowLabels).
	rowLabels analysis
	// Targets only: the name, the verb the control performs (from its
	// name, or a checkbox's implicit check) and whether its name said it.
	name      string
	nameWords []string // folded words of name and row
	rowWords  []string
	// valueWords are the folded words of a target's value.
	valueWords []string
	verb       string
	namedVerb  bool
	ownVerb    string // the verb the name itself says ("Accept the terms"), even for a checkbox
	// bareName is true when the name has words but none the analysis
	// keeps ("All", "On", "More"): function words only.
	bareName bool
	landmark string
	// fits is a source's text read as value types (see valueFits);
	// shapes its shares of the shapes of source_shapes.go.
	fits   fitSet
	shapes map[shape]float64
	words  int  // tokens of the text that hold a letter
	prose  bool // the text reads as prose (isProse)
	// ownLabel: the source has a label of its own (not just its heading).
	ownLabel bool
	// raw is the text as observed (sources only).
	raw string
}

func (st *state) source(id string) *sourceAnalysis {
	key := "s:" + id
	if a, ok := st.analyses[key]; ok {
		return a
	}
	s := st.sources[id]
	text, ctx, role, own := s.Text, s.Context, s.Role, ownLabel(s) != ""
	if l, v, ok := headingLabelValue(s); ok {
		text, ctx, role, own = v, l, "text", true // "Request Body schema: application/json" (select_headvalue.go)
	}
	a := &sourceAnalysis{text: analyze(text), ctx: analyze(ctx), role: role, head: analyze(st.cardHeading(s)),
		row: analyze(rowOf(s.Row, s.Text)), rowText: s.Row, landmark: s.Landmark, rowLabels: st.rowLabels(s)}
	a.fits = valueFits(&a.text)
	if nounPhrase(text, &a.text) {
		a.fits &^= 1 << tyState
	}
	a.shapes, a.raw = shapeQualities(text), text
	a.words = wordCount(text)
	if properName(text, a) {
		a.fits |= 1 << tyName
	}
	a.prose = isProse(role, text, a.words)
	a.ownLabel = own
	st.analyses[key] = a
	return a
}

func (st *state) target(id string) *sourceAnalysis {
	key := "t:" + id
	if a, ok := st.analyses[key]; ok {
		return a
	}
	t := st.targets[id]
	// A control's label is its scope and its row ("Walk dog" for the
	// Delete button of that row).
	a := &sourceAnalysis{text: analyze(t.Name + " . " + t.Value), ctx: analyze(t.Scope + " . " + t.Row), role: fold(t.Role),
		row: analyze(t.Row), rowText: t.Row, name: t.Name, nameWords: words(fold(t.Name)), rowWords: words(fold(t.Row)), valueWords: words(fold(t.Value))}
	// A checkbox's name says what it marks ("Auto-renew"), not what it
	// does: its verb is always a check.
	a.ownVerb = nameVerb(t.Name, nil)
	if len(a.nameWords) > 0 {
		n := analyze(t.Name)
		a.bareName = len(n.units) == 0 && len(n.values) == 0
	}
	if a.role == "checkbox" || a.role == "switch" {
		a.verb = vbCheck
	} else {
		a.verb = a.ownVerb
		a.namedVerb = a.verb != ""
	}
	st.analyses[key] = a
	return a
}

func (e *Engine) decideSources(q semantic.Question, st *state) (semantic.Decision, error) {
	ids, err := selectionIDs(q, func(id string) bool { return st.sources[id] != nil },
		func(id string) bool { return st.targets[id] != nil })
	if err != nil {
		return semantic.Decision{}, err
	}
	desc, err := dataKey(q, "description")
	if err != nil {
		return semantic.Decision{}, err
	}
	if semantic.Normalize(desc) == "" {
		return semantic.Decision{}, configError(q, "empty description")
	}
	sq := newSourceQuery(desc)
	scores := scoreSources(sq, ids, st)
	applySpan(sq, ids, st, scores)
	shares := sq.anyShares(ids, st) || sq.anyShape(ids, st)
	if applyEndpoint(desc, ids, st, scores) {
		shares = true // a target shows the endpoint (select_section.go)
	}
	if applyRecent(desc, ids, st, scores, e.clock()) {
		shares = true // a dated list is shown: never a confident "none"
	}
	if _, ok := ordinalChoice(desc, ids, st); ok {
		applyOrdinal(desc, ids, st, scores)
		shares = true // a list is shown: never a confident "none"
	}
	return e.sourceDecision(ids, scores, shares), nil
}

// labelRoles are source roles that name a value rather than show one.
var labelRoles = map[string]bool{"heading": true, "term": true, "label": true, "caption": true, "columnheader": true, "rowheader": true, "legend": true}

// controlRoles are interactive roles: a control's text names an action, it
// rarely shows a value.
var controlRoles = map[string]bool{"button": true, "link": true, "menuitem": true, "tab": true}

// Match qualities in selections.
const (
	qBody    = 0.85 // a description word found in a source's text rather than its label
	qImplied = 0.7  // a description word implied by a source's value ("date" by Dec 1)
)

// selectionWeight is a description word's weight in selection: descriptor
// words ("usage", "name") 0.3, words after a preposition ("in cart") half.
func selectionWeight(u unit) float64 {
	uw := 1.0
	if u.descriptor {
		uw = 0.3
	}
	if u.modifier {
		uw *= 0.5
	}
	return uw
}

// selectionCoverage is the weighted share of description d found in label
// or body, and the share of that coverage the label provided. Descriptor
// words ("usage", "name") weigh 0.3; words after a preposition ("in cart")
// qualify the head and weigh half.
func selectionCoverage(d, label, body *analysis, bodyQ float64) (float64, float64) {
	var w, cov, fromLabel float64
	for _, u := range d.units {
		if u.implied {
			continue
		}
		uw := selectionWeight(u)
		w += uw
		ql := bestUnit(u, label.units)
		q := math.Max(ql, bestBodyUnit(u, body.units, bodyQ))
		cov += uw * q
		if ql > 0 && ql >= q {
			fromLabel += uw * q
		}
	}
	for _, v := range d.values {
		if v.implied {
			continue
		}
		w++
		ql, _ := bestValue(v, label.values)
		qb, _ := bestValue(v, body.values)
		cov += math.Max(ql, qb)
		if ql > 0 && ql >= qb {
			fromLabel += ql
		}
	}
	if w == 0 || cov == 0 {
		return 0, 0
	}
	return cov / w, fromLabel / cov
}

func bestBodyUnit(u unit, us []unit, bodyQ float64) float64 {
	best := 0.0
	for _, o := range us {
		q := 0.0
		switch {
		case o.key == u.key && o.implied:
			q = qImplied
		case o.key == u.key:
			q = bodyQ
		case clipped(u.raw, o.raw):
			q = qPrefix * bodyQ
		}
		best = math.Max(best, q)
	}
	return best
}

// precision is the weighted share of x's own concepts that d mentions; 1
// when x has none.
func precision(x, d *analysis) float64 {
	var w, cov float64
	for _, u := range x.units {
		if u.implied || u.weight == 0 || u.descriptor {
			continue
		}
		w += u.weight
		cov += u.weight * bestUnit(u, d.units)
	}
	if w == 0 {
		return 1
	}
	return cov / w
}

// roleWords maps words of a description to the target roles they name.
var roleWords = map[string][]string{
	"button": {"button"}, "btn": {"button"},
	"link":     {"link"},
	"checkbox": {"checkbox", "switch"}, "check": {"checkbox", "switch"},
	"toggle": {"switch", "checkbox", "button"}, "switch": {"switch", "checkbox"},
	"field": {"textbox", "searchbox", "combobox", "spinbutton"}, "input": {"textbox", "searchbox", "combobox", "spinbutton"},
	"textbox": {"textbox", "searchbox"}, "box": {"textbox", "searchbox", "checkbox", "combobox"},
	"dropdown": {"combobox", "listbox", "button"}, "select": {"combobox", "listbox"}, "picker": {"combobox", "listbox", "button"},
	"menu": {"menu", "menuitem", "combobox", "button"}, "tab": {"tab"}, "radio": {"radio"},
	"slider": {"slider"}, "search": {"searchbox", "textbox"},
}

var roleFillers = map[string]bool{"control": true, "element": true, "icon": true, "item": true, "option": true}

func (e *Engine) decideTargets(q semantic.Question, st *state) (semantic.Decision, error) {
	ids, err := selectionIDs(q, func(id string) bool { return st.targets[id] != nil })
	if err != nil {
		return semantic.Decision{}, err
	}
	desc, err := dataKey(q, "description")
	if err != nil {
		return semantic.Decision{}, err
	}
	if semantic.Normalize(desc) == "" {
		return semantic.Decision{}, configError(q, "empty description")
	}
	return e.rankedDecision(ids, scoreTargets(desc, ids, st)), nil
}

// boostVerb raises the targets whose action verb is the description's
// ("Save" for "Save changes"): the verb names the control. One factor (at
// most 1.5, keeping every score ≤ 1) keeps the relative gap between them.
func boostVerb(scores []float64, verb []bool) {
	top := 0.0
	for i, ok := range verb {
		if ok {
			top = math.Max(top, scores[i])
		}
	}
	if top == 0 {
		return
	}
	f := math.Min(1.5, 1/top)
	for i, ok := range verb {
		if ok {
			scores[i] *= f
		}
	}
}
