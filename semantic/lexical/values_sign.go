package lexical

import "math"

// Signs and directions. A value keeps an explicit sign ("-5°", "+3.2%",
// "−$45.00": value.signed); a word of direction next to a value gives it
// one ("up 1.8 percent", "lost 1.2 kg", "120 lines removed", "received 45
// dollars", "3 over par": value.dir). When both sides sign a value, the
// signs must agree: "+1.8%" states "up 1.8 percent", "−1.2 kg" states
// "lost 1.2 kg", "+0.5 kg" contradicts "lost half a kilo". "N above zero"
// and "N below zero" are the signed value itself ("five degrees above
// zero" is +5, against "−5 °C").

// upWords and downWords are words of direction before or after a value.
var (
	upWords = map[string]bool{
		"up": true, "rose": true, "risen": true, "increased": true, "increase": true, "gained": true, "gain": true, "gains": true,
		"added": true, "plus": true, "received": true, "earned": true, "deposited": true, "credited": true, "higher": true, "warmer": true,
		"ahead": true,
	}
	downWords = map[string]bool{
		"down": true, "fell": true, "fallen": true, "dropped": true, "decreased": true, "decrease": true, "lost": true, "loss": true,
		"removed": true, "deleted": true, "spent": true, "withdrew": true, "withdrawn": true, "debited": true, "lower": true, "colder": true,
		"behind": true,
	}
)

// direction is the direction a word gives a value: +1, -1 or 0.
func direction(w string) int8 {
	switch {
	case upWords[w]:
		return 1
	case downWords[w]:
		return -1
	}
	return 0
}

// valueDirection reads the direction words around the value v: right
// before it ("up 1.8%", "dropped by $20", "lost half a kilo"), or right
// after it or after its noun ("120 lines removed", "3° colder", "three
// over par").
func (p *parser) valueDirection(v *value) {
	i, j := int(v.at), int(v.end)
	before := p.word(i - 1)
	if before == "by" && i >= 2 && !p.its[i-1].brk {
		before = p.word(i - 2)
	}
	if d := direction(before); d != 0 && !p.its[i].brk {
		p.setDirection(v, d, before)
		return
	}
	for k := j; k <= j+1 && k < len(p.its); k++ {
		if p.its[k].brk {
			return
		}
		w := p.word(k)
		if d := direction(w); d != 0 {
			p.setDirection(v, d, w)
			return
		}
		if d := inOut[p.word(k+1)]; d != 0 && moneyVerbs[w] && !p.its[k+1].brk {
			p.setDirection(v, d, w, p.word(k+1)) // "paid in", "paid out"
			return
		}
		if (w == "over" || w == "under") && p.word(k+1) == "par" {
			p.setDirection(v, map[string]int8{"over": 1, "under": -1}[w], w, "par")
			return
		}
		if w == "" || k > j {
			return
		}
	}
}

var (
	inOut      = map[string]int8{"in": 1, "out": -1}
	moneyVerbs = map[string]bool{"paid": true, "transferred": true, "moved": true, "cashed": true}
)

// setDirection gives v the direction d and makes the words that said it
// part of the value: they are covered when the other side's sign agrees
// (matchSigns) and need no other support.
func (p *parser) setDirection(v *value, d int8, words ...string) {
	v.dir = d
	p.markRead(v.clause, words...)
}

// markRead makes the last unit of each word in the clause implied: the
// value it qualifies says it.
func (p *parser) markRead(clause int, words ...string) {
	for _, w := range words {
		for k := len(p.a.units) - 1; k >= 0; k-- {
			if u := &p.a.units[k]; u.raw == w && u.clause == clause {
				u.implied = true
				break
			}
		}
	}
}

// aboveZero reads "5 degrees above zero" / "below zero" after the value
// at index k: the sign is the value's, and the zero is no value of its
// own.
func (p *parser) aboveZero(k int) {
	vs := p.a.values
	if k+1 >= len(vs) || vs[k+1].num != 0 || vs[k+1].at != vs[k].end+1 {
		return
	}
	w := p.word(int(vs[k].end))
	if w != "above" && w != "below" {
		return
	}
	vs[k+1].implied = true
	vs[k+1].cmp = 0
	vs[k].num = math.Abs(vs[k].num)
	vs[k].signed = '+'
	p.setDirection(&vs[k], 1, w, "zero")
	if w == "below" {
		vs[k].num, vs[k].signed, vs[k].dir = -vs[k].num, '-', -1
	}
}

// sign is the sign a value states: its direction word, else its written
// sign; 0 when it states none.
func (v value) sign() int8 {
	switch {
	case v.dir != 0:
		return v.dir
	case v.signed == '-':
		return -1
	case v.signed == '+':
		return 1
	}
	return 0
}

// matchSigns compares the signs of two values of which at least one has a
// direction word. ok is false when the rule does not apply; otherwise
// opposite signs conflict and agreeing signs leave the magnitudes
// (returned) to compare.
func matchSigns(e, a value) (e2, a2 value, conflict, ok bool) {
	se, sa := e.sign(), a.sign()
	if se == 0 || sa == 0 || (e.dir == 0 && a.dir == 0) {
		return e, a, false, false
	}
	if e.kind != a.kind && e.kind != vNumber && a.kind != vNumber {
		return e, a, false, false
	}
	if se != sa {
		return e, a, true, true
	}
	if e.kind != vMeasure || e.unit != "temp" {
		e.num, a.num = math.Abs(e.num), math.Abs(a.num)
	}
	return e, a, false, true
}

// unshownDirection matches an expected value with a direction word
// against an actual value with no sign: the magnitude may agree, but the
// direction is not shown ("lost 1.2 kg" against "1.2 kg"), so the match
// is weak.
func unshownDirection(e, a value) (q float64, conflict, ok bool) {
	if e.dir == 0 || a.sign() != 0 {
		return 0, false, false
	}
	e.dir = 0
	q, conflict = matchValue(e, a)
	return math.Min(q, qWeak), conflict, true
}

// changeOf returns the change a "was X, now Y" or "from X to Y" pair of
// values states (Y − X, signed), ok false when x and y are no such pair.
func (p *parser) changeOf(x, y value, k int) (value, bool) {
	if k > 126 || x.kind != y.kind || x.implied || y.implied || (x.kind != vAmount && x.kind != vPercent && x.kind != vMeasure && x.kind != vNumber) {
		return value{}, false
	}
	if x.kind == vAmount && x.cur != y.cur || x.kind == vMeasure && (x.unit != y.unit || x.unit == "temp") {
		return value{}, false
	}
	bx, by := p.word(int(x.at)-1), p.word(int(y.at)-1)
	if !(bx == "was" && by == "now") && !p.arrowChange(x, y) { // changes_arith.go
		return value{}, false
	}
	d := y.num - x.num
	if d == 0 {
		return value{}, false
	}
	c := value{kind: x.kind, num: d, cur: x.cur, unit: x.unit, implied: true, derived: true, alt2: -1, from: [2]int16{int16(k), int16(k + 1)}, clause: y.clause, at: x.at, end: y.end, signed: '+'}
	if d < 0 {
		c.signed = '-'
	}
	return c, true
}
