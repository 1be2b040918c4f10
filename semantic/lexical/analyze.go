package lexical

import (
	"slices"
	"strconv"
	"strings"
	"time"
)

// tense of a verb occurrence.
type tense uint8

const (
	tNone tense = iota
	tPast
	tPresent
	tFuture
	tProgressive
)

// unit is one content concept of a text.
type unit struct {
	c       *concept // nil for a word the lexicon does not know
	key     string   // concept id, or "w:"+stem for an unknown word
	raw     string   // the surface word (first word of a phrase)
	weight  float64
	tense   tense
	implied bool // derived (from a value or a tense): may cover, need not be covered
	noGroup bool // never takes part in exclusive-group conflicts
	neg     bool // a negative form of its concept (discarded, closed)
	// descriptor words say what a value is ("usage", "name"); comparisons
	// ignore them, selections weigh them lightly.
	descriptor bool
	// modifier units follow a preposition ("quantity in cart"): in a
	// description they qualify the head rather than name it.
	modifier bool
	// abbr: the word was written as an abbreviation ("Avail.", text.go).
	abbr   bool
	clause int // index of the clause the unit occurred in
	// tail is the last word of a phrase of two or more words ("method"
	// of "payment method"), "" for a single word (select_compoundlabel.go).
	tail string
}

// analysis is what a text claims, in canonical form.
type analysis struct {
	units  []unit
	values []value
	neg    int  // number of negations; its parity is the text's polarity
	outNeg int  // negations that are a negative outcome word (overdue, pending)
	state  bool // a boolean state word or a negation occurred
	canon  string
	// parts are the compact texts of the raw tokens, "" at clause breaks,
	// kept when the text has digits: a code may be spelled across them.
	parts []string
	// its are the text's items as tokenized, before any word-sense
	// rewrite: the assertion guards read them (guard_assert.go).
	its  []item
	prep bool // a preposition was seen in the current clause (while parsing)
	// clauses: negations per clause, and whether a clause is modal ("can
	// be added"): negation is scoped to its clause. Clauses past
	// maxClauses share the last slot.
	clauseNeg   [maxClauses]uint8
	clauseModal [maxClauses]bool
	nClauses    int
	// zeroCand: the clause has a quantifying negator ("no", "none");
	// zeroNeg: that negation was read as a zero count ("no seats left"),
	// see capacity.go.
	zeroCand [maxClauses]bool
	zeroNeg  [maxClauses]bool
	// claims bind quantities, slot words and verb roles (claims.go).
	claims []claim
	// verbRoles are the subjects and "to" participants of its verbs
	// (claims_to.go).
	verbRoles []verbRole
	// orders are its claims of order in time (claims_order.go).
	orders []order
	// states are its states bound to names (claims_states.go).
	states []stateBinding
	// clausePred is the predicate a clause's counts are counts of (a verb
	// concept, or "on" for an on/off state), clauseToBe that it is still
	// to happen ("still to be delivered"), countNeg that the clause's
	// negation is carried by a count's role (counts.go).
	clausePred [maxClauses]string
	clauseToBe [maxClauses]bool
	countNeg   [maxClauses]bool
	// quals are the qualifier words of the text (claims_align.go);
	// relational reports a word that relates two participants (a
	// preposition of role, an arrow).
	quals      []string
	relational bool
	// totalCue: a word of totality ("in total"); plusSign: a "+" between
	// values (sums.go).
	totalCue, plusSign bool
	// clauseColon: the clause follows a label colon.
	clauseColon [maxClauses]bool
	// stateMark: a symbol that may show a state by itself (unstated.go).
	stateMark bool
}

const maxClauses = 16

// negate records a negation in the current clause.
func (a *analysis) negate() {
	a.neg++
	if a.nClauses == 0 {
		a.newClause()
	}
	a.clauseNeg[a.clause()]++
}

func (a *analysis) newClause() {
	if a.nClauses < maxClauses {
		a.nClauses++
	}
}

func (a *analysis) clause() int { return max(0, a.nClauses-1) }

// hedged reports whether clause k is a possibility rather than a fact: a
// modal clause without negation ("you can renew"). A negated modal ("could
// not refresh", "cannot renew", "unable to save") denies the claim and
// counts like any negation.
func (a *analysis) hedged(k int) bool { return a.clauseModal[k] && a.clauseNeg[k] == 0 }

// item is a token with its parsed number, if any.
type item struct {
	token
	num     float64
	hasNum  bool
	ordinal bool
	words   bool   // the number was written in words
	stem    string // stem of a word
}

func (a *analysis) addUnit(c *concept, raw string, t tense, implied bool) {
	a.units = append(a.units, unit{c: c, key: c.id, raw: raw, weight: c.weight, tense: t, implied: implied, modifier: a.prep, clause: a.clause()})
}

func (a *analysis) addImplied(id string) {
	if c := lex.concepts[id]; c != nil {
		a.addUnit(c, "", tNone, true)
	}
}

func (a *analysis) negative() bool { return a.neg%2 == 1 }

// denied reports whether the text negates a claim (a negator or a negative
// form), not counting negative-outcome words: "Overdue" is a state of its
// own and may contradict another state of its group ("Paid").
func (a *analysis) denied() bool { return (a.neg-a.outNeg)%2 == 1 }

// content reports whether the text has any concept or value to compare.
func (a *analysis) content() bool {
	for _, u := range a.units {
		if !u.implied && u.weight > 0 && !u.descriptor {
			return true
		}
	}
	for _, v := range a.values {
		if !v.implied {
			return true
		}
	}
	return false
}

// items tokenizes folded text and merges numbers written in words.
func items(s string) ([]item, []string) {
	toks := tokenize(fold(s))
	var parts []string
	for _, t := range toks {
		if t.kind == tkNum {
			parts = make([]string, 0, len(toks)+4)
			for _, t := range toks {
				if t.brk {
					parts = append(parts, "")
				}
				if t.kind != tkSym {
					parts = append(parts, alnum(t.text))
				}
			}
			toks = mergeCodes(toks)
			break
		}
	}
	out := make([]item, 0, len(toks))
	negWord := false
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if (t.text == "minus" || t.text == "negative") && t.kind == tkWord && i+1 < len(toks) && !toks[i+1].brk && toks[i+1].sign == 0 &&
			(toks[i+1].kind == tkNum || isNumberWord(toks[i+1].text)) {
			toks[i+1].sign = '-' // "minus 5 degrees"
			if toks[i+1].kind != tkNum {
				negWord = true
			}
			continue
		}
		if t.kind == tkNum {
			it := item{token: t}
			if v, ok := parseDigits(t.text); ok {
				if t.sign == '-' {
					v = -v // "-5°", "-$20.00"
				}
				it.num, it.hasNum = v, true
				// 12.4k, 50k: thousands.
				if i+1 < len(toks) && toks[i+1].glued && toks[i+1].kind == tkWord && toks[i+1].text == "k" {
					it.num *= 1000
					it.text = strconv.FormatFloat(it.num, 'f', -1, 64)
					i++
				}
			}
			out = append(out, it)
			continue
		}
		if t.kind == tkWord && isNumberWord(t.text) && !inPhrase(toks, i) && !unitSecond(toks, i) {
			if v, n, ord := parseNumberWords(toks, i); n > 0 {
				if negWord {
					v, negWord = -v, false
				}
				out = append(out, item{
					token: token{kind: tkNum, text: strconv.FormatFloat(v, 'f', -1, 64), brk: t.brk, glued: t.glued},
					num:   v, hasNum: true, ordinal: ord, words: true,
				})
				i += n - 1
				continue
			}
		}
		if t.kind == tkCode {
			out = append(out, item{token: t})
			continue
		}
		it := item{token: t}
		if t.kind == tkWord {
			it.stem = stem(t.text)
		}
		out = append(out, it)
	}
	return out, parts
}

// analyze turns a text into concepts, values and polarity.
func analyze(s string) analysis { return analyzeAt(s, time.Time{}) }

// analyzeAt is analyze that also reads relative dates ("tomorrow")
// against now; a zero now reads none.
func analyzeAt(s string, now time.Time) analysis {
	its, parts := items(s)
	var a analysis
	a.units = make([]unit, 0, len(its)+3) // nearly every text's units fit
	a.parts = parts
	a.its = slices.Clone(its)
	a.stateMark = stateSymbol(s)
	a.claims, a.verbRoles, a.orders, a.states = extractClaims(its)
	a.scanMarks(its)
	a.canon = canonText(its)
	readSenses(its) // "Save 15%" is a discount, "7:30 PM ET" Eastern (sense.go)
	p := parser{its: its, a: &a, lastValue: -1, lastVerb: -1}
	p.run()
	p.refineValues(now) // values_span.go: ranges, signs, bounds of labels, relative months
	if !now.IsZero() && relativeCue(its) {
		if d, ok := relativeDate(s, now); ok {
			a.values = append(a.values, value{kind: vDate, date: d, alt2: -1, from: [2]int16{-1, -1}, relative: true})
			for i, u := range a.units {
				if dayWords[u.raw] {
					a.units[i].implied = true // "today" is the date it names
				}
			}
			a.moreDayDates(now, d) // reldate_more.go
		}
	}
	a.scheduledStates()
	a.boundUnits()
	a.capacity()
	a.stateCounts()
	a.weekdayOfDate(now)
	a.implyFromValues()
	a.leaveWords(its)
	return a
}

// scanMarks records the qualifiers, relation words, totality words and
// plus signs of the text.
func (a *analysis) scanMarks(its []item) {
	for i, it := range its {
		if it.kind == tkWord && qualifiers[it.text] {
			if (it.text == "still" || it.text == "yet") && i+1 < len(its) && (its[i+1].text == "to" || its[i+1].text == "not") {
				continue // "still to be delivered", "not yet": counts.go reads them
			}
			if (it.text == "only" || it.text == "just") && i+1 < len(its) && its[i+1].kind == tkNum && !its[i+1].brk {
				continue // "Only 3 left": emphasis on a number, which the values compare
			}
			a.quals = append(a.quals, it.text)
		}
		if it.kind == tkWord && relationWords[it.text] || it.kind == tkSym && it.text == "→" {
			a.relational = true
		}
		a.totalCue = a.totalCue || it.kind == tkWord && totalWords[it.text]
		a.plusSign = a.plusSign || it.kind == tkSym && it.text == "+" && it.mod == 0 && i > 0 && i+1 < len(its)
	}
}

// canonText is the canonical text of the items: identical texts compare
// as identical.
func canonText(its []item) string {
	var canon strings.Builder
	n := 0
	for _, it := range its {
		n += len(it.text) + 3
	}
	canon.Grow(n)
	for _, it := range its {
		if it.sign != 0 {
			canon.WriteByte(it.sign)
		}
		canon.WriteString(it.text)
		if it.mod != 0 {
			canon.WriteByte(it.mod)
		}
		canon.WriteByte(' ')
	}
	return canon.String()
}

// implyFromValues adds the concepts values imply, and the zero amount
// "free" implies.
func (a *analysis) implyFromValues() {
	// Values imply concepts, and "free" implies a zero amount.
	for _, v := range a.values {
		switch v.kind {
		case vAmount:
			a.addImplied("price")
			if v.num == 0 {
				a.addImplied("free")
				a.units[len(a.units)-1].noGroup = true
			}
		case vDate:
			a.addImplied("date")
			if v.date.m != 0 && !v.amb {
				a.addImplied("month:" + strconv.Itoa(v.date.m))
			}
			if wd := v.date.weekday(); wd >= 0 && !v.amb {
				a.addImplied("weekday:" + strconv.Itoa(wd))
			}
		case vTime:
			a.addImplied("time")
		case vDuration:
			a.addImplied("duration")
		case vPercent:
			a.addImplied("percent")
		}
	}
	for _, u := range a.units {
		if u.c != nil && u.c.zero && !u.implied {
			a.values = append(a.values, value{kind: vAmount, cur: "*", implied: true, alt2: -1})
			break
		}
	}
}

type parser struct {
	its       []item
	a         *analysis
	i         int
	pending   tense // tense set by "will", "was", ...
	lastValue int   // index just after the last value, for "20% off"
	lastKind  valKind
	lastVerb  int // index in a.units of the last verb of this clause, -1 if none
}

// setTense applies a tense word. Before a verb it sets the verb's tense
// ("will renew", "was received"); after a verb of the same clause that has
// no tense or a progressive one, it sets that verb's ("shipping soon",
// "renewed yesterday" keeps its past).
func (p *parser) setTense(t tense) {
	if p.lastVerb >= 0 {
		u := &p.a.units[p.lastVerb]
		if u.tense == tNone || u.tense == tProgressive || (u.tense == tPresent && t == tFuture) {
			u.tense = t
			p.lastVerb = -1
			return
		}
	}
	p.pending = t
}

func (p *parser) word(j int) string {
	if j < 0 || j >= len(p.its) || p.its[j].kind != tkWord {
		return ""
	}
	return p.its[j].text
}

func (p *parser) addValue(v value, next int) {
	if v.kind != vTime {
		v.alt2 = -1
	}
	v.clause = p.a.clause()
	v.from = [2]int16{-1, -1}
	v.cmp, v.approx = p.bound(p.i)
	v.within = p.withinWindow(p.i)
	v.at, v.end = int16(p.i), int16(next) // token span (values_span.go)
	p.priceFloor(&v, next)                // "From $89" (guard_floor.go)
	p.a.values = append(p.a.values, v)
	p.i = next
	p.lastValue = next
	p.lastKind = v.kind
}

func (p *parser) run() {
	for p.i < len(p.its) {
		it := p.its[p.i]
		if it.brk || p.a.nClauses == 0 {
			p.a.newClause()
			if it.colon {
				p.a.clauseColon[p.a.clause()] = true
			}
		}
		if it.brk {
			p.pending = tNone
			p.lastVerb = -1
			p.a.prep = false
		}
		switch it.kind {
		case tkSym:
			if p.currencyFirst() {
				continue
			}
			p.i++
		case tkNum:
			p.number()
		case tkCode:
			p.addValue(value{kind: vCode, code: it.text}, p.i+1)
		default:
			if p.currencyFirst() || p.monthDate() || p.clockWord() {
				continue
			}
			p.words()
		}
	}
}

// phrase looks up n consecutive words at i, raw then stemmed.
func (p *parser) phrase(i, n int) (lexEntry, bool) {
	if i+n > len(p.its) {
		return lexEntry{}, false
	}
	// The keys are built in a buffer on the stack: a map lookup by
	// string(bytes) copies nothing.
	var buf [64]byte
	b := buf[:0]
	for k := 0; k < n; k++ {
		it := p.its[i+k]
		if it.kind != tkWord || (k > 0 && it.brk) {
			return lexEntry{}, false
		}
		if k > 0 {
			b = append(b, ' ')
		}
		b = append(b, it.text...)
	}
	if e, ok := lex.forms[string(b)]; ok {
		return e, true
	}
	b = b[:0]
	for k := 0; k < n; k++ {
		if k > 0 {
			b = append(b, ' ')
		}
		b = append(b, p.its[i+k].stem...)
	}
	e, ok := lex.stems[string(b)]
	return e, ok
}

// concept records a lexicon entry found at words [i-n+1 .. last].
func (p *parser) concept(e lexEntry, lastWord string, last, n int) {
	first := p.its[last-n+1].text
	p.i = last + 1
	c := e.c
	if e.neg {
		p.a.negate()
	}
	if c.negOut && !e.neg {
		p.a.negate()
		p.a.outNeg++
	}
	if c.state {
		p.a.state = true
		for _, id := range c.implies {
			p.a.addImplied(id) // "disabled" is a state of being active
		}
		return
	}
	if e.neg || c.negOut {
		p.a.state = true
	}
	t := tNone
	if c.verb {
		t = p.pending
		if t == tNone {
			t = morphTense(lastWord, n == 1 && lex.forms[lastWord].c == c)
		}
		p.pending = tNone
	}
	p.a.addUnit(c, first, t, false)
	p.a.units[len(p.a.units)-1].neg = e.neg
	if n > 1 {
		p.a.units[len(p.a.units)-1].tail = fold(p.its[last].text)
	}
	if m := p.its[last].mod; m != 0 {
		// "Pro+" is another plan than "Pro": the modifier is part of the name.
		u := &p.a.units[len(p.a.units)-1]
		u.key += string(rune(m))
		u.noGroup = true
	}
	if c.verb {
		p.lastVerb = len(p.a.units) - 1
		p.predicate(c.id, last-n+1)
	}
	for _, id := range c.implies {
		p.a.addImplied(id)
	}
	for _, x := range e.extra {
		p.a.addUnit(x, first, tNone, false)
	}
	if t == tPast && !e.neg && c.id != "complete" {
		p.a.addImplied("complete")
	}
}

// morphTense reads the tense of a verb form from its ending. A form listed
// in the lexicon as such and ending in -ing is a noun ("billing"); a form
// reached through its stem ending in -ing is progressive ("saving").
func morphTense(w string, listed bool) tense {
	switch {
	case irregularPast[w]:
		return tPast
	case strings.HasSuffix(w, "ed") && len(w) > 4:
		return tPast
	case strings.HasSuffix(w, "ing") && len(w) > 5:
		if listed {
			return tNone
		}
		return tProgressive
	case strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss"):
		s := stem(w)
		if strings.HasPrefix(w, s) && (len(w)-len(s) <= 2) {
			return tPresent
		}
	}
	return tNone
}

// inPhrase reports whether the word at i forms a two-word lexicon entry
// with a neighbour ("oldest first"), so it is not read as a number.
func inPhrase(toks []token, i int) bool {
	if i > 0 && toks[i-1].kind == tkWord {
		if _, ok := lex.forms[toks[i-1].text+" "+toks[i].text]; ok {
			return true
		}
	}
	if i+1 < len(toks) && toks[i+1].kind == tkWord {
		if _, ok := lex.forms[toks[i].text+" "+toks[i+1].text]; ok {
			return true
		}
	}
	return false
}

// offParticle are verbs whose "off" completes the verb rather than naming
// an off state: "dropped off" is delivered, "checked off" is done,
// "kick-off" is a start, "written off" is a debt given up.
var offParticle = map[string]bool{
	"drop": true, "dropped": true, "drops": true, "check": true, "checked": true, "checks": true,
	"tick": true, "ticked": true, "ticks": true, "cross": true, "crossed": true, "sign": true, "signed": true,
	"kick": true, "kicked": true, "set": true, "sets": true,
	// "written off" is a loss booked, "paid off" a debt settled
	"write": true, "writes": true, "wrote": true, "written": true, "pay": true, "pays": true, "paid": true,
}
