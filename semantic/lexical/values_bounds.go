package lexical

// Bounds a label or a trailing phrase puts on a value. "Min. 3 seats",
// "Minimum order: $25", "Min 4°" state a lower bound (at least); "Max
// attempts: 3", "Max upload 25 MB", "Daily limit $1,000" an upper bound
// (at most); so do "three attempts at most", "5 or more", "10 GB max".
// "at least" and "minimum" include the bound (the bound codes of
// bounds.go): "at least three seats" holds for 3. A negated "below"/"above" is the
// other bound: "will not go below 4 degrees" is at least 4.

var (
	lowerLabels = map[string]bool{"min": true, "minimum": true}
	upperLabels = map[string]bool{"max": true, "maximum": true, "limit": true, "cap": true}
)

// labelBound sets the bound of a value from its clause's label or a
// phrase after it; it leaves a bound the words before the value set.
func (p *parser) labelBound(v *value) {
	switch v.kind {
	case vDate, vTime, vCode:
		if v.cmp == cmpMin || v.cmp == cmpMax {
			v.cmp = 0 // "Min 10:30": no label bounds a clock time
		}
		p.boundWordsRead(v)
		return
	}
	if v.cmp != 0 {
		p.boundWordsRead(v)
		return
	}
	defer p.boundWordsRead(v)
	if c, ok := p.labelBefore(int(v.at)); ok {
		v.cmp = c
		return
	}
	if c, ok := p.boundAfter(int(v.end)); ok {
		v.cmp = c
		return
	}
	if c, ok := p.negatedBound(int(v.at), v.clause); ok {
		v.cmp = c
	}
}

// labelBefore finds a min/max label among the words of the value's clause
// before it ("Min. 3 seats" reads as one clause after the period, so the
// label may end the clause before).
func (p *parser) labelBefore(i int) (byte, bool) {
	for k := i - 1; k >= 0 && k >= i-3; k-- {
		w := p.word(k)
		switch {
		case lowerLabels[w] && minutesUnit(p.its, k):
			return 0, false // "12 min · 1 change" (bounds_minutes.go)
		case lowerLabels[w]:
			return cmpMin, true
		case upperLabels[w]:
			return cmpMax, true
		case w == "" || functionBoundary[w]:
			return 0, false
		}
		if p.its[k].brk && !p.its[k].colon && k != i-1 && !p.its[k+1].colon {
			return 0, false
		}
	}
	return 0, false
}

// functionBoundary words end the search for a label: the value belongs
// to another phrase ("max 2 per order and 5 in total").
var functionBoundary = map[string]bool{"and": true, "or": true, "but": true, "per": true}

// boundAfter reads "at most", "at least", "or more", "or fewer", "or
// less", "max", "minimum" right after the value or after its noun.
func (p *parser) boundAfter(j int) (byte, bool) {
	for k := j; k <= j+1 && k < len(p.its); k++ {
		if p.its[k].brk {
			return 0, false
		}
		w1, w2 := p.word(k), p.word(k+1)
		switch {
		case w1 == "at" && w2 == "most", w1 == "or" && (w2 == "less" || w2 == "fewer"):
			return cmpAtMost, true
		case w1 == "max" || w1 == "maximum":
			return cmpMax, true
		case w1 == "at" && w2 == "least", w1 == "or" && w2 == "more":
			return cmpAtLeast, true
		case w1 == "minimum":
			return cmpMin, true
		}
		if w1 == "" {
			return 0, false
		}
	}
	return 0, false
}

// negatedBound reads "not … below 4" (at least 4) and "not … above 4"
// (at most 4) in a negated clause.
func (p *parser) negatedBound(i, clause int) (byte, bool) {
	if clause >= maxClauses || p.a.clauseNeg[clause] != 1 || !p.negatorBefore(i) {
		return 0, false
	}
	var c byte
	switch p.word(i - 1) {
	case "below", "under":
		c = cmpAtLeast
	case "above", "over", "exceed":
		c = cmpAtMost
	default:
		return 0, false
	}
	if w := p.word(i - 2); boundMotions[w] {
		p.markRead(clause, w) // "will not go below 4": the motion is the bound's
	}
	p.a.countNeg[clause] = true // the bound carries the clause's one negation
	return c, true
}

// boundMotions are the verbs of a negated bound ("not go below", "never
// drop under", "not rise above").
var boundMotions = map[string]bool{"go": true, "goes": true, "drop": true, "drops": true, "fall": true, "falls": true, "rise": true, "rises": true, "get": true, "gets": true, "dip": true, "dips": true}

// boundQualifiers are the qualifier words (claims_align.go) a bound is
// written with: once the bound is on the value, the value comparison
// weighs it, so they are no qualifier of their own ("at least three
// seats" against "Min. 3 seats").
var boundQualifiers = map[string]bool{"least": true, "most": true, "more": true, "less": true, "fewer": true, "than": true}

// boundPrepositions write a bound before a value ("over 8,000 steps").
var boundPrepositions = map[string]bool{"over": true, "above": true, "under": true, "below": true, "exceeding": true, "beyond": true}

// boundWordsRead drops the qualifiers that wrote v's bound.
func (p *parser) boundWordsRead(v *value) {
	if v.cmp == 0 {
		return
	}
	for k := int(v.at) - 3; k <= int(v.end)+2; k++ {
		if k >= int(v.at) && k < int(v.end) {
			continue
		}
		w := p.word(k)
		if boundQualifiers[w] {
			p.a.quals = dropOne(p.a.quals, w)
		}
		if boundQualifiers[w] || lowerLabels[w] || upperLabels[w] || boundPrepositions[w] {
			p.markRead(v.clause, w) // the bound says it: "Min." is no minute
			if v.clause > 0 {
				p.markRead(v.clause-1, w)
			}
		}
	}
	p.boundNegation(v)
}

// boundNegation: the "no" of "no more than 5" writes the bound (at most
// 5), it negates no claim.
func (p *parser) boundNegation(v *value) {
	i := int(v.at)
	n, m := p.word(i-3), p.word(i-2)
	if p.word(i-1) != "than" || (n != "no" && n != "not") || (m != "more" && m != "less" && m != "fewer") {
		return
	}
	if k := v.clause; k < maxClauses && p.a.clauseNeg[k] > 0 && p.a.neg > 0 {
		p.a.clauseNeg[k]--
		p.a.neg--
	}
}

func dropOne(xs []string, w string) []string {
	for i, x := range xs {
		if x == w {
			return append(xs[:i:i], xs[i+1:]...)
		}
	}
	return xs
}
