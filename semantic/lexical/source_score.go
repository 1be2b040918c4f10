package lexical

import (
	"math"

	"github.com/jevtest/jev/semantic"
)

// Source-selection weights beyond the label/text qualities of selection.go.
const (
	// qHeading is the quality of a description word found only in a
	// source's heading or region: it says where the text is, not what it is.
	qHeading = 0.6
	// laterValue demotes a later value under a term or label that an
	// earlier value already answers (a note under a definition).
	laterValue = 0.7
	// gaugeWeight demotes a meter's or progress bar's reading: a derived
	// ratio, weaker than a text that states the quantity.
	gaugeWeight = 0.75
)

// gaugeRoles show a ratio rather than the quantity it is computed from.
var gaugeRoles = map[string]bool{"meter": true, "progressbar": true}

// headingOf is a source's heading and region, left out where they only
// repeat its context or each other.
func headingOf(s *semantic.Source) string {
	ctx := semantic.Fold(s.Context)
	h, r := s.Heading, s.Region
	if semantic.Fold(h) == ctx {
		h = ""
	}
	if semantic.Fold(r) == ctx || semantic.Fold(r) == semantic.Fold(h) {
		r = ""
	}
	switch {
	case h == "":
		return r
	case r == "":
		return h
	}
	return h + " . " + r
}

// sourceScore is one source's match with a description.
type sourceScore struct {
	score float64
	// fromLabel is the share of the match the source's context provided;
	// textCov the share of the description its text covers by itself.
	fromLabel, textCov float64
	// sentence is true when the text has four or more content units and
	// values of its own: a note or a paragraph rather than a value.
	sentence bool
}

// scoreSources scores every source (ids in reading order) for description
// d, then prefers the first value under a term or label over later ones
// when the label alone made the match.
func scoreSources(q *sourceQuery, ids []string, st *state) []float64 {
	scores := make([]float64, len(ids))
	q.whenItems(ids, st)
	q.labelledHeads(ids, st)
	q.ownLabelled(ids, st)
	q.pageAbsent(ids, st)
	q.subjectOf(ids, st)
	q.literalOnPage(ids, st)
	q.featureRows(ids, st)
	labels := q.demoteLaterValues(ids, st, scores)
	q.demoteLaterSentences(ids, st, scores, labels)
	q.rescoreBroadHeadings(ids, st, scores)
	q.pairLabels(ids, st, scores)
	q.labelBoxes(ids, st, scores)
	q.demoteKeyOnly(ids, st, scores)
	q.demoteForeignCounts(ids, st, scores)
	q.legendChoices(ids, st, scores)
	q.demoteOtherItems(ids, st, scores)
	q.demoteOtherRows(ids, st, scores)
	q.demoteOtherCounts(ids, st, scores)
	q.demoteContradictedCounts(ids, st, scores) // select_qualcount.go
	q.demoteSiblingValues(ids, st, scores)      // select_siblings.go
	q.demoteOtherColumns(ids, st, scores)
	q.demoteOffHeadColumns(ids, st, scores) // select_headcolumn.go
	q.demoteUnnamedRows(ids, st, scores)
	q.demoteOtherFeatures(ids, st, scores)
	q.demoteItemsOfTotal(ids, st, scores)
	q.demoteLogEntries(ids, st, scores)
	q.demoteMentions(ids, st, scores)
	q.demoteSteps(ids, st, scores)
	q.demoteCounterCopies(ids, st, scores)
	q.demoteHeadingCounts(ids, st, scores)
	q.demoteBareHeads(ids, st, scores)
	q.demoteBoundNames(ids, st, scores)
	demoteHeadingEchoes(ids, st, scores)
	q.raiseAboutProse(ids, st, scores)
	q.routeLabelled(ids, st, scores)
	q.raisePageTitle(ids, st, scores)
	q.raisePathTitle(ids, st, scores)
	q.demoteAgreeingCopies(ids, st, scores)
	q.capAbsentNames(ids, st, scores)
	return scores
}

// demoteLaterValues sets each source's own score and ranks a later value
// under a label that already has one below the first (laterValue), except
// where the description names its item or the label has its own box in
// another row (select_itemrows.go). It returns the folded label keys seen.
func (q *sourceQuery) demoteLaterValues(ids []string, st *state, scores []float64) map[string]bool {
	labels := map[string]bool{}       // folded texts of terms and labels seen so far
	answered := map[string]itemRows{} // label contexts that already have a value, with those values' rows
	boxed := boxLabels{}              // the rows of those labels (select_itemrows.go)
	for i, id := range ids {
		src := st.sources[id]
		sc := scoreSource(q, st.source(id))
		scores[i] = sc.score
		if labelRoles[src.Role] {
			if src.Role != "heading" {
				labels[labelKey(src, src.Text)] = true
				boxed.add(labelKey(src, src.Text), src.Row)
			}
			continue
		}
		key := labelKey(src, src.Context)
		if src.Context == "" || !labels[key] {
			continue
		}
		rows, ok := answered[key]
		if ok && (sc.fromLabel >= 0.99 || sc.textCov == 0) && !q.rowNamesItem(st.source(id)) && !(rows.other(src.Row) && boxed.has(key, src.Row)) {
			scores[i] *= laterValue
		}
		answered[key] = rows.with(src.Row)
	}
	return labels
}

// demoteLaterSentences: under a heading, a sentence whose match is all
// context (a note, an intro paragraph) ranks below an earlier value under the same heading,
// also when its text repeats a word the context already supplies
// ("Invoice … was due" under "Outstanding balance"). A description
// that asks for prose ("the description of …") asks for that sentence.
// A text in title case ("Riverside Lab, Room 2") is a name, no note:
// only a sentence in prose (isProse) ranks below (select_titlename_test.go).
func (q *sourceQuery) demoteLaterSentences(ids []string, st *state, scores []float64, labels map[string]bool) {
	seen := map[string]bool{}
	for i, id := range ids {
		src := st.sources[id]
		if labelRoles[src.Role] || src.Context == "" {
			continue
		}
		key := frameKey(src.Frame, src.Context)
		if labels[labelKey(src, src.Context)] {
			continue // demoteLaterValues handles it
		}
		sc := scoreSource(q, st.source(id))
		if seen[key] && sc.sentence && st.source(id).prose && (sc.textCov == 0 || sc.fromLabel >= 0.99) && !q.asksKind(kindProse) {
			scores[i] *= laterValue
		}
		seen[key] = true
	}
}

// labelKey identifies a label by its frame, its text and its heading: a
// column "Total" of an item table and the "Total" row of a payment
// summary under another heading are two labels.
func labelKey(s *semantic.Source, text string) string {
	return frameKey(s.Frame, text) + "|" + semantic.Fold(s.Heading)
}

func frameKey(frame int, text string) string {
	return string(rune('0'+frame%10)) + "|" + semantic.Fold(semantic.Normalize(text))
}

// scoreSource scores in [0, 1] how well a source shows description d: the
// description's concepts and values must be found in the source's context
// (its label), its text (its value) or, weaker, its heading or region. A
// text that states the whole description and a value labels itself and
// counts fully. A context that says much more than the description is less
// precise; a source that is only a label (a heading repeating the
// description, with no value), a control or a gauge shows less.
func scoreSource(q *sourceQuery, s *sourceAnalysis) sourceScore {
	d := &q.d
	m := q.matchSource(s)
	w, cov, fromLabel, fromText, textCov := m.w, m.cov, m.fromLabel, m.fromText, m.textCov
	if w == 0 || cov == 0 {
		return sourceScore{}
	}
	// A kind word ("the description of …") answered by the unit's kind
	// counts once something else of the description is found: alone it
	// does not say which.
	w, cov = w+m.kindW, cov+m.kindCov
	fromLabel /= cov
	fromText /= cov
	cov /= w
	textCov /= w
	textPrec := precision(&s.text, d)
	if textCov >= qBody-1e-9 && len(s.text.values) > 0 && textPrec >= 0.6 {
		cov = 1
	}
	// A text that states the description and a value, and little else,
	// labels its own value ("7 of 10 seats used" for "Seats used").
	// A label that says much more than the description ("Subscription ›
	// Renews on" for "subscription plan") is weaker evidence, in proportion
	// to how much of the match came from the label.
	// Likewise a sentence that mentions the description among much else
	// ("Cancelling stops automatic renewal. Your team keeps …").
	score := cov * (1 - 0.5*fromLabel*(1-labelPrecision(d, s)))
	sentence := s.text.contentSize() >= 4 && s.words >= minSentenceWords
	if sentence {
		score *= 1 - 0.5*fromText*(1-textPrec)
	}
	// A text that only repeats the description's words is a label, unless
	// it is itself a value of the type asked in words of its own: the badge
	// "Paid" is the payment status, the card title "Payment" is not.
	labelOnly := len(s.text.values) == 0 && precision(&s.text, d) >= 0.99 && !s.ctx.content() && !q.ownWordsValue(s)
	switch {
	case s.role == "heading" && (q.asksKind(kindHeading) || (q.desc.want == tyState || q.desc.soft == tyState) && reportsState(s, d) || q.headingValue(s)):
		// "the title of …": the heading is the value asked for; so is a
		// heading that states a state of its own ("… Deprecated") or the
		// date, time or amount a type word asks for.
	case labelOnly || labelRoles[s.role]:
		score *= 0.5
	case controlRoles[s.role] && !q.counter(s) && !q.namedValue(s) && !q.shapedLink(s):
		score *= 0.6
	case gaugeRoles[s.role]:
		score *= gaugeWeight
	}
	if s.ownLabel && hasContent(d) && !labelShares(d, s) && !q.labelNamesType(s) && !q.labelSaysType(s) {
		score *= foreignLabel
	}
	score = q.adjust(score, s)
	return sourceScore{score: score, fromLabel: fromLabel, textCov: textCov, sentence: sentence}
}

// contentSize counts an analysis's own content units and values.
func (a *analysis) contentSize() int {
	n := 0
	for _, u := range a.units {
		if !u.implied && u.weight > 0 && !u.descriptor {
			n++
		}
	}
	for _, v := range a.values {
		if !v.implied {
			n++
		}
	}
	return n
}

// sourceMatch accumulates how a source's label, text, heading and row
// cover a description's words and values.
type sourceMatch struct {
	w, cov, fromLabel, fromText, textCov float64
	// kindW and kindCov: kind words answered by the unit's kind, counted
	// only when something else matched.
	kindW, kindCov float64
}

// add counts one description part of weight uw found in the label (ql),
// the text (qb) or, weaker, the heading or row (qh).
func (m *sourceMatch) add(uw, ql, qb, qh float64) {
	m.w += uw
	q := math.Max(ql, math.Max(qb, qh))
	m.cov += uw * q
	m.textCov += uw * qb
	switch {
	case ql > 0 && ql >= q:
		m.fromLabel += uw * q
	case qb > 0 && qb >= q:
		m.fromText += uw * q
	}
}

// matchSource matches the description's words, values, type and shape
// against source s.
func (q *sourceQuery) matchSource(s *sourceAnalysis) sourceMatch {
	var m sourceMatch
	foreign := q.otherKey(s)
	for i, u := range q.d.units {
		if u.implied || q.isSubject(i) {
			continue
		}
		lq := bestUnit(u, s.ctx.units)
		lq *= q.synonymWeight(i, s.ctx.units, lq)
		lq = max(lq, compoundLabel(u, s)) // "Method" in the card "Payment" (select_compoundlabel.go)
		if !s.ownLabel && q.labelled != nil && q.labelled[i] {
			// The page has a key that says the word ("Plan"); a context
			// that is only the heading ("Subscription") says where a
			// text is, not that it is that key's value.
			lq *= qHeading
		}
		bq := bestBodyUnit(u, s.text.units, qBody)
		bq *= q.synonymWeight(i, s.text.units, bq/qBody)
		ql, qb := typedQualities(u, q.labelled != nil && q.labelled[i], s, lq, bq)
		// Another key's bare value shows neither the word nor, by its type,
		// a type word ("Express Saver" under "Service" is no status); a
		// quantity named by the value's unit (select_quantity.go); a shape
		// word answered by the text's shape (source_shapes.go); a property
		// noun by a member of its group (select_group.go).
		qb = foreign * max(qb, quantityAnswer(u, s), q.shapeAnswer(u, i, s), groupAnswer(u, s))
		uw := 1.0
		if u.descriptor && (q.fullHead == nil || !q.fullHead[i]) {
			// A descriptor ("status") is weak evidence, except as a head
			// that labels values on the page (a column "Status").
			uw = 0.3
		}
		if u.modifier {
			uw *= 0.5
		}
		if q.absent != nil && q.absent[i] {
			uw *= absentWeight
		}
		qh := max(qHeading*bestUnit(u, s.head.units), unitRowQuality(u, q.which[i], s), itemKindQuality(u, s))
		qh = max(qh, q.keyRowQuality(i, s))
		if kq := kindQuality(u, q.which[i], s); kq > math.Max(ql, math.Max(qb, qh)) {
			m.kindW, m.kindCov = m.kindW+uw, m.kindCov+uw*kq
			continue
		}
		m.add(uw, ql, qb, qh)
	}
	for j, v := range q.d.values {
		if v.implied {
			continue
		}
		if q.isPosition(j) { // select_ordinalof.go: asked, never shown
			m.add(1, 0, 0, 0)
			continue
		}
		ql, _ := bestValue(v, s.ctx.values)
		qb, _ := bestValue(v, s.text.values)
		qh, _ := bestValue(v, s.head.values)
		m.add(1, ql, qb, math.Max(qHeading*qh, valueRowQuality(v, s)))
	}
	if tq := q.typeQuality(s); tq >= 0 {
		m.add(1, 0, foreign*tq, 0) // the text is (or is not) a value of the type asked
	}
	if sq := q.shapeQuality(s); sq >= 0 {
		m.add(1, 0, sq, 0) // the text has (or has not) the shape asked
	}
	return m
}
