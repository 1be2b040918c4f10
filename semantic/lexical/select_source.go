package lexical

import "strings"

// Source-selection weights for rows, landmarks and value types.
const (
	// qRow is the quality of a description word found in the text of the
	// unit's row (list item, table row, card) but not in the unit itself:
	// it says which item the value belongs to.
	qRow = 0.75
	// landmarkWeight demotes text in a navigation, footer, sidebar or
	// banner landmark the description does not name.
	landmarkWeight = 0.7
	// softMismatch demotes a unit whose text is not of the type a type word
	// of the description suggests ("Order total" wants an amount).
	softMismatch = 0.85
)

// fitSet is the set of value types a text can be read as.
type fitSet uint8

func (f fitSet) has(t valueType) bool { return t != tyNone && f&(1<<t) != 0 }

// maybeState marks a short text with no value that may be a state word the
// lexicon does not know ("Shipped"): half a state.
const maybeState = 7

// valueFits reads a text's analysis as value types: a count is a plain
// number (or a zero count, "no items left"), a price an amount, a date a
// date, a time a time, a state a state word or a short text with no value.
func valueFits(a *analysis) fitSet {
	var f fitSet
	set := func(t valueType) { f |= 1 << t }
	for _, v := range a.values {
		switch v.kind {
		case vNumber:
			if !v.implied {
				set(tyCount)
			}
		case vAmount:
			set(tyMoney)
		case vDate:
			set(tyDate)
		case vTime:
			set(tyTime)
		}
	}
	for _, z := range a.zeroNeg {
		if z {
			set(tyCount)
		}
	}
	state := a.state
	for _, u := range a.units {
		// A state word, or a participle ("Shipped", "All changes saved").
		if !u.implied && (u.c != nil && (u.c.group != "" || u.c.state) || u.tense == tPast) {
			state = true
		}
	}
	// A short text with no value is a state when the lexicon knows its
	// words ("Active", "Pro"), perhaps one when it does not ("Alice").
	if n := a.contentSize(); !state && len(a.values) == 0 && n >= 1 && n <= 3 {
		known := true
		for _, u := range a.units {
			if !u.implied && !u.descriptor && u.c == nil {
				known = false
			}
		}
		if !known {
			set(maybeState)
		}
		state = known
	}
	if state {
		set(tyState)
	}
	return f
}

// rowOf is a row's text without the unit's own text: the words that tell
// which item the unit belongs to.
func rowOf(row, text string) string {
	if row == "" {
		return ""
	}
	fr, ft := fold(row), fold(text)
	if ft != "" {
		if i := strings.Index(fr, ft); i >= 0 {
			return fr[:i] + " . " + fr[i+len(ft):]
		}
	}
	return fr
}

// rowQuality is the quality of description unit u found in a source's
// row: a word that says which item (after "of", a modifier) is fully
// answered by the item's row; a head word found only there is weaker.
// A landmark word ("footer") is answered by a source in that landmark.
func rowQuality(u unit, s *sourceAnalysis) float64 {
	if lm, ok := landmarkWords[u.raw]; ok && lm == s.landmark {
		return 1
	}
	q := bestUnit(u, s.row.units)
	if u.modifier {
		return q
	}
	return qRow * q
}

// sourceQuery is a description prepared for source selection.
type sourceQuery struct {
	desc description
	d    analysis
	// which marks the units of d that say which item (words after a
	// preposition), before a stripped type phrase made every unit a
	// modifier: only those may be answered by a row's labels.
	which []bool
	// shape is the shape the head words ask for (source_shapes.go);
	// fullHead the descriptor heads some label says (labelledHeads).
	shape    shape
	fullHead []bool
	// labelled marks the units some source's own label says (select_types.go).
	labelled []bool
	// absent marks the units no source says (select_types.go); subject
	// those that name the page's own subject (select_subject.go).
	absent, subject []bool
	// keyRows: per head unit, the rows whose key cell says it (source_columns.go).
	keyRows []map[string]bool
	// text is the description as written (its case kept); typeLab the
	// analysis of its stripped type phrase's words (select_typelabel.go),
	// once computed.
	text    string
	typeLab *analysis
	// literal marks the units whose own word some source says
	// (select_literal.go).
	literal []bool
	// positions marks the values of d that an ordinal of the which part
	// reads (select_ordinalof.go).
	positions []bool
}

func newSourceQuery(s string) *sourceQuery {
	q := &sourceQuery{desc: compoundNumber(describe(s)), text: s}
	q.d = analyze(q.desc.rest)
	q.which = make([]bool, len(q.d.units))
	for i, u := range q.d.units {
		q.which[i] = u.modifier
	}
	q.markPositions() // select_ordinalof.go
	q.shape = q.wantShape()
	if q.desc.stripped {
		// The type is the head ("the number of …"): the words after it
		// say which one, as words after a preposition do.
		for i := range q.d.units {
			q.d.units[i].modifier = true
		}
	}
	return q
}

// typeQuality is how well a source's text is of the type the description
// asks for: 1 when it is, 0 when not; -1 when no type is asked.
func (q *sourceQuery) typeQuality(s *sourceAnalysis) float64 {
	if q.desc.want == tyNone {
		return q.whenQuality(s)
	}
	switch {
	case s.fits.has(q.desc.want):
		return 1
	case q.desc.want == tyState && s.fits&(1<<maybeState) != 0:
		return 0.5
	}
	return 0
}

// adjust applies the landmark and soft-type factors to a source's score.
func (q *sourceQuery) adjust(score float64, s *sourceAnalysis) float64 {
	// Text in a landmark the description does not name, or outside the
	// landmark it names, is weaker evidence.
	// A counter in a navigation tab is the exception (select_counters.go).
	navCounter := s.landmark == "navigation" && len(q.desc.landmarks) == 0 && q.counter(s)
	if !navCounter && (chromeLandmark(s.landmark) && !q.desc.landmarks[s.landmark] || len(q.desc.landmarks) > 0 && !q.desc.landmarks[s.landmark]) {
		score *= landmarkWeight
	}
	if q.desc.want == tyNone && q.desc.soft != tyNone && !s.fits.has(q.desc.soft) && !(q.desc.soft == tyState && s.fits&(1<<maybeState) != 0) {
		score *= softMismatch
	}
	return score
}

// shares reports whether a source could show the description: it shares a
// word or a value with it (in text, label, heading or row), or its text is
// of the type asked for. When some source could, "no source shows it" is
// not a confident answer.
func (q *sourceQuery) shares(s *sourceAnalysis) bool {
	if q.typeQuality(s) > 0 {
		return true
	}
	for _, u := range q.d.units {
		if u.implied || u.descriptor {
			continue
		}
		for _, a := range []*analysis{&s.text, &s.ctx, &s.head, &s.row} {
			if bestUnit(u, a.units) >= 0.99 {
				return true
			}
		}
	}
	for _, v := range q.d.values {
		for _, a := range []*analysis{&s.text, &s.ctx} {
			if qv, _ := bestValue(v, a.values); qv > 0 {
				return true
			}
		}
	}
	return false
}

// anyShares reports whether any of the sources ids shares with q.
func (q *sourceQuery) anyShares(ids []string, st *state) bool {
	for _, id := range ids {
		if q.shares(st.source(id)) {
			return true
		}
	}
	return false
}
