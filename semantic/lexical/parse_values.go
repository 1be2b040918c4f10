package lexical

import (
	"math"
	"strconv"
	"strings"
)

// Typed-value readers of the parser: amounts, percentages, times, dates,
// durations and numbers. Each reads at p.i and, on success, records the
// value and moves past it.

func (p *parser) isYear(j int) (int, bool) {
	if j >= len(p.its) || !p.its[j].hasNum || p.its[j].words {
		return 0, false
	}
	t := p.its[j].text
	if len(t) != 4 {
		return 0, false
	}
	y, err := strconv.Atoi(t)
	return y, err == nil && y >= 1900 && y <= 2200
}

func (p *parser) dayAt(j int) (int, int, bool) {
	if j >= len(p.its) || !p.its[j].hasNum {
		return 0, 0, false
	}
	v := p.its[j].num
	if v < 1 || v > 31 || v != float64(int(v)) || strings.ContainsAny(p.its[j].text, ".,") {
		return 0, 0, false
	}
	n := 1
	switch p.word(j + 1) {
	case "st", "nd", "rd", "th":
		n = 2
	}
	return int(v), n, true
}

// currencyFirst reads "$12", "US$12", "USD 12", "€ 1.240,00".
func (p *parser) currencyFirst() bool {
	i := p.i
	cur, n := "", 0
	switch {
	case p.its[i].kind == tkSym:
		cur, n = currencySymbols[p.its[i].text], 1
	case p.its[i].kind == tkWord:
		w := p.its[i].text
		if c, ok := dollarPrefixes[w]; ok && i+1 < len(p.its) && p.its[i+1].text == "$" && p.its[i+1].glued {
			cur, n = c, 2
		} else if c, ok := currencyOf(w); ok && len(w) == 3 {
			cur, n = c, 1
		}
	}
	if cur == "" || i+n >= len(p.its) || !p.its[i+n].hasNum {
		return false
	}
	p.addValue(value{kind: vAmount, num: p.its[i+n].num, cur: cur}, i+n+1)
	return true
}

// number reads a value that starts with a number.
func (p *parser) number() {
	i := p.i
	it := p.its[i]
	if !it.hasNum {
		if m, twelve, ok := parseClock(it.text); ok {
			p.clock(m, twelve, i+1)
			return
		}
		if p.slashCount(i) {
			return
		}
		if d, alt, amb, ok := parseNumericDate(it.text); ok {
			p.addValue(value{kind: vDate, date: d, alt: alt, amb: amb}, i+1)
			return
		}
		// An unreadable numeric shape still has to be matched literally.
		p.a.units = append(p.a.units, unit{key: "n:" + it.text, raw: it.text, weight: 1, noGroup: true, clause: p.a.clause()})
		p.i++
		return
	}
	if p.moneyOrPercent(i) || p.yearAfterPrep() { // values_year.go
		return
	}
	if p.minutesPastTo(i) || p.fractionalDuration(i) || p.fractionOf(i) {
		return
	}
	// 2 pm, 2pm, 2 p.m.
	if it.num >= 1 && it.num <= 12 && it.num == float64(int(it.num)) && !it.words {
		if n := p.meridiem(i + 1); n != 0 {
			m := int(it.num) % 12 * 60
			if n > 0 {
				m += 12 * 60
			}
			p.addValue(value{kind: vTime, min: m, alt2: -1}, i+1+p.meridiemLen(i+1))
			return
		}
	}
	// 1 December 2026, 1st of Dec.
	if d, n, ok := p.dayAt(i); ok {
		j := i + n
		if p.word(j) == "of" {
			j++
		}
		if m, ok := monthNames[p.word(j)]; ok {
			dv := dateVal{m: m, d: d}
			end := j + 1
			if y, ok := p.isYear(end); ok {
				dv.y = y
				end++
			}
			if dv.valid() {
				p.addValue(value{kind: vDate, date: dv}, end)
				return
			}
		}
	}
	if p.measure(i) {
		return
	}
	if p.duration(i) {
		return
	}
	next := p.word(i + 1)
	end := i + 1
	switch next {
	case "st", "nd", "rd", "th":
		if p.its[i+1].glued {
			end++
		}
	}
	v := value{kind: vNumber, num: it.num}
	if (p.word(i-1) == "of" || p.spacedSlash(i)) && p.numberInClause() {
		v.role = roleTotal // "7 of 10", "3 left out of 10"
	}
	p.addValue(v, end)
}

// moneyOrPercent reads an amount with a trailing currency or cents, or a
// percentage, at the number at i.
func (p *parser) moneyOrPercent(i int) bool {
	it := p.its[i]
	next := p.word(i + 1)
	// Amount with a trailing currency.
	if i+1 < len(p.its) {
		if c, ok := currencySymbols[p.its[i+1].text]; ok && !p.its[i+1].brk {
			p.addValue(value{kind: vAmount, num: it.num, cur: c}, i+2)
			return true
		}
	}
	if c, ok := currencyOf(next); ok {
		num, end := p.minorUnits(it.num, i+2)
		p.addValue(value{kind: vAmount, num: num, cur: c}, end)
		return true
	}
	if c, ok := p.namedCurrency(i + 1); ok {
		num, end := p.minorUnits(it.num, i+3) // "1,250 Swiss francs" (money.go)
		p.addValue(value{kind: vAmount, num: num, cur: c}, end)
		return true
	}
	if next == "cents" || next == "cent" {
		p.addValue(value{kind: vAmount, num: it.num / 100, cur: curCents}, i+2) // money_cents.go
		return true
	}
	// Percentages.
	if i+1 < len(p.its) && p.its[i+1].text == "%" {
		p.addValue(value{kind: vPercent, num: it.num}, i+2)
		return true
	}
	if next == "percent" || next == "pct" || next == "percentage" {
		p.addValue(value{kind: vPercent, num: it.num}, i+2)
		return true
	}
	if next == "per" && p.word(i+2) == "cent" {
		p.addValue(value{kind: vPercent, num: it.num}, i+3)
		return true
	}
	return false
}

// duration reads "14 days", "2 weeks", "14-day", "1 yr" and compound
// durations ("7h 50m", "7 hours and 50 minutes", "2 h 15 min") at the
// number at i.
func (p *parser) duration(i int) bool {
	it := p.its[i]
	next := p.word(i + 1)
	// Durations: 14 days, 2 weeks, 14-day, 1 yr; a spaced "h" is hours.
	if next == "s" && !p.its[i+1].glued && p.clauseEnd(i+2) && it.num < 1000 {
		p.addValue(value{kind: vDuration, num: it.num / 60, unit: "minute"}, i+2) // "9.58 s"
		return true
	}
	if it.ordinal && it.words {
		return false // "the third day" is a position, not three days
	}
	if u, ok := durationUnits[next]; ok && !p.its[i+1].brk && (len(next) > 1 || p.its[i+1].glued || next == "h") { // a unit never crosses a break: "max 172 · min 54"
		num, end := p.compoundRest(it.num*u.factor, u.factor, u.unit, i+2)
		p.addValue(value{kind: vDuration, num: num, unit: u.unit}, end)
		return true
	}
	return false
}

// meridiem reports +1 for pm, -1 for am at j, 0 otherwise.
func (p *parser) meridiem(j int) int {
	switch p.word(j) {
	case "pm":
		return 1
	case "am":
		return -1
	case "p":
		if p.word(j+1) == "m" {
			return 1
		}
	case "a":
		if p.word(j+1) == "m" {
			return -1
		}
	}
	return 0
}

func (p *parser) meridiemLen(j int) int {
	switch p.word(j) {
	case "p", "a":
		return 2
	}
	return 1
}

func (p *parser) clock(m int, twelve bool, next int) {
	v := value{kind: vTime, min: m, alt2: -1}
	if n := p.meridiem(next); n != 0 {
		v.min = m % (12 * 60)
		if n > 0 {
			v.min += 12 * 60
		}
		next += p.meridiemLen(next)
	} else if twelve {
		// "2:30" on its own may be 2:30 or 14:30.
		v.amb = true
		v.alt2 = (m + 12*60) % (24 * 60)
	}
	p.addValue(v, next)
}

// clockWord reads noon and midnight.
func (p *parser) clockWord() bool {
	switch p.its[p.i].text {
	case "noon", "midday":
		p.addValue(value{kind: vTime, min: 12 * 60, alt2: -1}, p.i+1)
		return true
	case "midnight":
		p.addValue(value{kind: vTime, min: 0, alt2: -1}, p.i+1)
		return true
	}
	return p.clockPhrase() || p.spokenDuration()
}

// monthDate reads "Dec 1, 2026", "December 1st", "December 2026".
func (p *parser) monthDate() bool {
	i := p.i
	m, ok := monthNames[p.its[i].text]
	if !ok {
		return false
	}
	if d, n, ok := p.dayAt(i + 1); ok {
		dv := dateVal{m: m, d: d}
		end := i + 1 + n
		if y, ok := p.isYear(end); ok {
			dv.y = y
			end++
		}
		if dv.valid() {
			p.addValue(value{kind: vDate, date: dv}, end)
			return true
		}
	}
	if y, ok := p.isYear(i + 1); ok {
		p.addValue(value{kind: vDate, date: dateVal{y: y, m: m}}, i+2)
		return true
	}
	return false
}

// minorUnits reads the cents of a compound amount after its currency word
// ("172 dollars and 15 cents", "5 euros 20 cents"): a whole number below
// 100 followed by cent(s), optionally after "and", or a two-digit number
// right after the currency word that ends the amount ("12 dollars 40"). It returns the amount
// and the index after it; without cents, num and j unchanged.
func (p *parser) minorUnits(num float64, j int) (float64, int) {
	k := j
	if p.word(k) == "and" {
		k++
	}
	if k >= len(p.its) || num != math.Trunc(num) {
		return num, j
	}
	m := p.its[k]
	if !m.hasNum || m.num != math.Trunc(m.num) || m.num < 0 || m.num >= 100 {
		return num, j
	}
	if w := p.word(k + 1); w != "cents" && w != "cent" {
		if k == j && m.num >= 10 && p.endsAmount(k+1) {
			return num + m.num/100, k + 1 // "12 dollars 40", "nine euros ninety-nine"
		}
		return num, j
	}
	return num + m.num/100, k + 2
}

// endsAmount reports whether the token at j closes a spoken amount whose
// cents follow the currency word without "cents": the end of the text or
// the clause, or a rate word ("per month", "a month", "each").
func (p *parser) endsAmount(j int) bool {
	if j >= len(p.its) || p.its[j].brk {
		return true
	}
	switch p.its[j].text {
	case "per", "a", "an", "each", "every", "/":
		return true
	}
	return false
}

// fractionShares are fractions UIs state as shares of a whole.
var fractionShares = map[string]float64{
	"half": 50, "halves": 50, "quarter": 25, "quarters": 25, "fifth": 20, "fifths": 20, "tenth": 10, "tenths": 10,
}

// fractionOf reads "three quarters of", "one fifth of" at the number at i
// as a percentage: a share of what follows "of".
func (p *parser) fractionOf(i int) bool {
	if it := p.its[i]; it.ordinal && it.words && it.num >= 2 && p.word(i-1) == "a" && p.word(i+1) == "of" {
		p.addValue(value{kind: vPercent, num: 100 / it.num}, i+2) // "a fifth of"
		return true
	}
	if it := p.its[i]; it.ordinal && it.words && it.num >= 2 && it.num <= 10 && p.word(i-1) == "a" && p.word(i+1) == "off" && !p.its[i+1].brk {
		p.addValue(value{kind: vPercent, num: 100 / it.num}, i+1) // "a fifth off": "off" reads as the discount
		return true
	}
	f, ok := fractionShares[p.word(i+1)]
	if !ok || p.word(i+2) != "of" || p.its[i+1].brk {
		return false
	}
	p.addValue(value{kind: vPercent, num: p.its[i].num * f}, i+2)
	return true
}

// shareWord reads "a quarter of", "a fifth of", "one tenth of" at i as a
// percentage, and "a quarter off", "half off" as a discount of one. A bare "half" is not read: it is too often no share ("half
// an hour", "half past nine", "the second half", "half price").
func (p *parser) shareWord(i int) bool {
	w := p.its[i].text
	f, ok := fractionShares[w]
	if ok && p.word(i+1) == "off" && !p.its[i+1].brk && (w == "half" || p.word(i-1) == "a") {
		p.addValue(value{kind: vPercent, num: f}, i+1) // "a quarter off", "half off": a discount
		return true
	}
	if !ok || w == "half" || w == "halves" || p.word(i+1) != "of" {
		return false
	}
	if prev := p.word(i - 1); prev != "a" && prev != "one" {
		return false
	}
	p.addValue(value{kind: vPercent, num: f}, i+2)
	return true
}

// offWhat are the nouns a discount is taken off ("20% off the price").
var offWhat = map[string]bool{"price": true, "total": true, "bill": true, "order": true}

// discountOf makes "the price" of "20% off the price" part of the
// discount the percentage v states: it names nothing more than "20% off".
func (p *parser) discountOf(v value) {
	j := int(v.end)
	if v.kind != vPercent || p.word(j) != "off" || p.word(j+1) != "the" || !offWhat[p.word(j+2)] || p.its[j+1].brk || p.its[j+2].brk {
		return
	}
	p.markRead(v.clause, p.word(j+2))
}
