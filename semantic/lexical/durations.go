package lexical

// Spoken durations and halves of a unit: "an hour", "half an hour", "a
// half-hour", "an hour and a half", "an hour and a quarter", "an hour
// and thirty-two minutes", "nine and a half hours", "two and a quarter
// hours", "seven and three-quarter hours", "three
// quarters of an hour", "half a day", "half a kilo", and compound
// durations with a spaced "h" ("2 h 15 min").

// durationAt reads a duration unit word at j: its base unit and factor.
func (p *parser) durationAt(j int) (string, float64, bool) {
	u, ok := durationUnits[p.word(j)]
	if !ok || len(p.word(j)) == 1 || j >= len(p.its) || p.its[j].brk {
		return "", 0, false
	}
	return u.unit, u.factor, true
}

// compoundRest adds the smaller parts of a compound duration after end:
// "and 32 minutes", "15 min", "and a half", "and a quarter".
func (p *parser) compoundRest(num, factor float64, unit string, end int) (float64, int) {
	for {
		j := end
		if p.word(j) == "and" {
			j++
		}
		if p.word(j) == "a" && p.word(j+1) == "half" && j > end {
			return num + factor/2, j + 2 // "an hour and a half"
		}
		if p.word(j) == "a" && p.word(j+1) == "quarter" && j > end {
			return num + factor/4, j + 2 // "an hour and a quarter"
		}
		if j+1 >= len(p.its) || !p.its[j].hasNum || p.its[j].brk || p.its[j+1].brk {
			return num, end
		}
		w := p.word(j + 1)
		v, ok := durationUnits[w]
		if w == "m" && p.its[j+1].glued && unit == "minute" {
			v, ok = durationUnits["min"], true
		}
		if !ok || v.unit != unit || v.factor >= factor || (len(w) == 1 && !p.its[j+1].glued && w != "h") {
			return num, end
		}
		num += p.its[j].num * v.factor
		factor = v.factor
		end = j + 2
	}
}

// rateContext reports whether the word before i makes "a <unit>" a rate
// or a frequency ("$28 an hour", "twice a day", "per week"), not a
// duration.
func (p *parser) rateContext(i int) bool {
	switch p.word(i - 1) {
	case "once", "twice", "thrice", "times", "per", "every", "each":
		return true
	}
	return p.lastValue == i
}

// spokenDuration reads a duration or half measure spoken in words at the
// word at p.i.
func (p *parser) spokenDuration() bool {
	i := p.i
	switch w := p.word(i); w {
	case "last", "past":
		// "in the last day", "over the past hour": a window of one unit.
		u := p.word(i + 1)
		if (u != "day" && u != "hour") || p.word(i-1) != "the" || !windowWords[p.word(i-2)] || p.its[i+1].brk || p.its[i].brk {
			return false
		}
		unit, f, _ := p.durationAt(i + 1)
		p.addValue(value{kind: vDuration, num: f, unit: unit}, i+2)
		return true
	case "a", "an":
		unit, f, ok := p.durationAt(i + 1)
		if !ok || p.rateContext(i) || !singularUnit(p.word(i+1)) {
			return false
		}
		num, end := p.compoundRest(f, f, unit, i+2)
		p.addValue(value{kind: vDuration, num: num, unit: unit}, end)
		return true
	case "half":
		j := i + 1
		if a := p.word(j); (a == "a" || a == "an") && !p.its[j].brk {
			j++
		}
		if unit, f, ok := p.durationAt(j); ok {
			p.addValue(value{kind: vDuration, num: f / 2, unit: unit}, j+1) // "half an hour", "half-hour"
			return true
		}
		if m, ok := measureWords[p.word(j)]; ok && len(p.word(j)) > 2 && j > i+1 && !p.its[j].brk {
			if b, ok := toBase(m, 0.5); ok {
				p.addValue(value{kind: vMeasure, num: b, unit: m.quantity}, j+1) // "half a kilo"
				return true
			}
		}
		return p.halfShare(i)
	case "quarter":
		// "a quarter of an hour", "quarter hour".
		j := i + 1
		if p.word(j) == "of" && (p.word(j+1) == "an" || p.word(j+1) == "a") {
			j += 2
		}
		if unit, f, ok := p.durationAt(j); ok {
			p.addValue(value{kind: vDuration, num: f / 4, unit: unit}, j+1)
			return true
		}
	}
	return false
}

// singularUnit: "a" and "an" count one of a singular unit ("an hour"),
// not of a plural ("a 3 hours" does not occur).
func singularUnit(w string) bool { return w != "" && w[len(w)-1] != 's' }

// fractionalDuration reads "nine and a half hours", "two and a quarter
// hours", "seven and
// three-quarter hours" and "three quarters of an hour" at the number at i.
func (p *parser) fractionalDuration(i int) bool {
	n := p.its[i].num
	j, frac := i+1, 0.0
	switch {
	case p.word(j) == "and" && p.word(j+1) == "a" && p.word(j+2) == "half":
		j, frac = j+3, 0.5
	case p.word(j) == "and" && p.word(j+1) == "a" && p.word(j+2) == "quarter":
		j, frac = j+3, 0.25 // "two and a quarter hours"
	case p.word(j) == "and" && j+2 < len(p.its) && p.its[j+1].hasNum && (p.word(j+2) == "quarter" || p.word(j+2) == "quarters"):
		j, frac = j+3, p.its[j+1].num/4
	case p.its[i].words && j+1 < len(p.its) && p.its[j].hasNum && p.its[j].words && (p.word(j+1) == "quarter" || p.word(j+1) == "quarters"):
		j, frac = j+2, p.its[j].num/4 // "seven and three-quarter": the words parser ate the "and"
	case (p.word(j) == "quarter" || p.word(j) == "quarters") && p.word(j+1) == "of" && (p.word(j+2) == "an" || p.word(j+2) == "a"):
		if unit, f, ok := p.durationAt(j + 3); ok {
			p.addValue(value{kind: vDuration, num: n * f / 4, unit: unit}, j+4)
			return true
		}
		return false
	default:
		return false
	}
	if frac >= 1 {
		return false
	}
	if unit, f, ok := p.durationAt(j); ok {
		p.addValue(value{kind: vDuration, num: (n + frac) * f, unit: unit}, j+1)
		return true
	}
	return false
}

// unitSecond reports a "second" that is a unit of time after a number
// ("a 45-second message", "30 second timer"), not the ordinal.
func unitSecond(toks []token, i int) bool {
	return toks[i].text == "second" && i > 0 && toks[i-1].kind == tkNum && !toks[i].brk
}

// halfShare reads a bare "half" ("half open", "half price", "half the
// storage", "more than half") as a soft 50 %: it meets a shown 50 % but
// contradicts nothing, since a bare "half" is often no share at all ("the
// second half"). The word is part of the value.
func (p *parser) halfShare(i int) bool {
	switch p.word(i - 1) {
	case "first", "second", "the", "other", "back", "front", "top", "bottom", "1st", "2nd":
		return false
	}
	if i > 0 && p.its[i-1].ordinal {
		return false // "the second half"
	}
	if p.word(i+1) == "time" || p.word(i+1) == "way" {
		return false // "half-time", "halfway"
	}
	p.addValue(value{kind: vPercent, num: 50, soft: true}, i+1)
	p.markRead(p.a.clause(), "half")
	return true
}

// windowWords open a window of time: "in the last day", "over the past
// hour".
var windowWords = map[string]bool{"in": true, "over": true, "during": true, "for": true, "within": true}
