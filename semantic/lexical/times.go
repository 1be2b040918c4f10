package lexical

import "strings"

// Times of day spoken in words and read together with their neighbours:
// "8 in the morning", "7:40 in the evening" (a meridiem in words), "half
// past one", "quarter to nine", "two minutes to nine"; "before midnight"
// (the end of the day, a bound); a time range states its length ("10:00 –
// 10:30" is half an hour), and a clock reading with no meridiem may be a
// length itself ("3:45" as a track length is 3 min 45 s).

// dayParts map "in the <part>" to a meridiem: -1 am, +1 pm.
var dayParts = map[string]int{"morning": -1, "afternoon": 1, "evening": 1}

// spokenMeridiem reads "in the morning", "in the evening", "at night"
// after the time or bare hour v.
func (p *parser) spokenMeridiem(v *value) {
	j := int(v.end)
	var mer int
	switch {
	case p.word(j) == "in" && p.word(j+1) == "the" && dayParts[p.word(j+2)] != 0:
		mer = dayParts[p.word(j+2)]
	case p.word(j) == "at" && p.word(j+1) == "night":
		mer = 1
	default:
		return
	}
	var m int
	switch {
	case v.kind == vTime && v.amb:
		m = v.min
	case v.kind == vNumber && v.num >= 1 && v.num <= 12 && v.num == float64(int(v.num)) && v.role == "":
		m = int(v.num) * 60
	default:
		return
	}
	m %= 12 * 60
	if mer > 0 {
		if p.word(j+1) == "night" && m < 5*60 {
			mer = -1 // "2 at night"
		} else {
			m += 12 * 60
		}
	}
	v.kind, v.min, v.alt2, v.amb, v.num = vTime, m, -1, false, 0
}

// clockPhrase reads "half past one", "quarter to nine", "a quarter past
// 6" at the word at p.i, and "two minutes to nine" at a number.
func (p *parser) clockPhrase() bool {
	i := p.i
	w := p.word(i)
	if w == "a" && p.word(i+1) == "quarter" {
		i++
		w = "quarter"
	}
	var mins int
	switch w {
	case "half":
		mins = 30
	case "quarter":
		mins = 15
	default:
		return false
	}
	return p.pastTo(mins, i+1)
}

// pastTo reads "past N" / "to N" at j: mins after or before hour N.
func (p *parser) pastTo(mins, j int) bool {
	rel := p.word(j)
	if (rel != "past" && rel != "to") || j+1 >= len(p.its) || !p.its[j+1].hasNum || p.its[j+1].brk {
		return false
	}
	h := p.its[j+1].num
	if h < 1 || h > 12 || h != float64(int(h)) || mins >= 60 {
		return false
	}
	m := int(h) * 60
	if rel == "past" {
		m += mins
	} else {
		m -= mins
	}
	m = (m + 24*60) % (24 * 60)
	p.addValue(value{kind: vTime, min: m % (12 * 60), alt2: m%(12*60) + 12*60, amb: true}, j+2)
	return true
}

// minutesPastTo reads "two minutes to nine", "ten past six" at the number
// at i.
func (p *parser) minutesPastTo(i int) bool {
	n := p.its[i].num
	if n != float64(int(n)) || n < 1 || n > 59 {
		return false
	}
	j := i + 1
	if w := p.word(j); w == "minutes" || w == "minute" || w == "mins" {
		j++
	} else if p.word(j+1) != "past" || p.word(j) != "" {
		if p.word(j) != "past" {
			return false
		}
	}
	return p.pastTo(int(n), j)
}

// timeBound reads "before"/"by"/"until" (at most) and "after"/"from" is
// left to the claims: "due before midnight" is a time before the end of
// the day; "by 6 pm" includes 6 pm.
func (p *parser) timeBound(v *value) {
	if v.kind != vTime || v.cmp != 0 {
		return
	}
	switch p.word(int(v.at) - 1) {
	case "before":
		v.cmp = '<'
	case "by":
		v.cmp = cmpAtMost
	default:
		return
	}
	if p.word(int(v.at)) == "midnight" {
		v.min = 24 * 60 // the end of the day
	}
}

// bareClock reports whether the time v was written as a clock reading
// with no meridiem ("3:45", "0:45"): it may be a length.
func (p *parser) bareClock(v value) bool {
	return v.kind == vTime && v.end == v.at+1 && int(v.at) < len(p.its) && strings.Contains(p.its[v.at].text, ":")
}

// intervalLength adds the length of a time range ("10:00 – 10:30": 30
// minutes): an implied duration, ok false when x and y are no two times.
func intervalLength(x, y value) (value, bool) {
	if x.kind != vTime || y.kind != vTime || x.amb != y.amb {
		return value{}, false
	}
	d := (y.min - x.min + 24*60) % (24 * 60)
	if x.amb {
		d = (y.min - x.min + 12*60) % (12 * 60) // "11:00 – 1:00" is two hours
	}
	if d == 0 {
		return value{}, false
	}
	return value{kind: vDuration, num: float64(d), unit: "minute", implied: true, alt2: -1, from: [2]int16{-1, -1}, clause: x.clause, at: x.at, end: y.end}, true
}

// clockAsLength matches a clock reading with no meridiem against a
// length in minutes: "3:45" is 3 min 45 s or 3 h 45 min, so a match of
// one reading is weak; a match of neither is no conflict (the reading may
// be a time of day). ok is false when the rule does not apply.
func clockAsLength(t, d value) (q float64, conflict, ok bool) {
	if t.kind != vTime || !t.bare || d.kind != vDuration || d.unit != "minute" || d.cmp != 0 {
		return 0, false, false
	}
	h, m := float64(t.min/60), float64(t.min%60)
	if sameNum(d.num, h+m/60) || sameNum(d.num, h*60+m) {
		return qWeak, false, true // "0:45" is 45 s or 45 min: one reading
	}
	return 0, false, true // "10:00" may be a time of day: no conflict
}
