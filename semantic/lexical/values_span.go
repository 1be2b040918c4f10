package lexical

import "time"

// Values read together after the parse: each value knows its token span
// (value.at, value.end), so a pass over neighbouring values can give the
// bare end of a range the kind its other end states ("€22–27", "between 8
// and 15 dollars", "Dec 14–18", "21–23 Dec") and record explicit signs.

// rangeWords join the two ends of a range written in words.
var rangeWords = map[string]bool{"to": true, "and": true, "through": true, "thru": true, "till": true, "until": true}

// refineValues runs the value passes that need the whole text; now is
// the clock relative months are read against (zero: none).
func (p *parser) refineValues(now time.Time) {
	p.relativeMonth(now)
	vs := p.a.values
	for k := range vs {
		v := &vs[k]
		for j := v.at; j < v.end && int(j) < len(p.its); j++ {
			if s := p.its[j].sign; s == '-' || s == '+' {
				v.signed = s
				break
			}
		}
		if v.kind == vAmount || v.kind == vPercent {
			v.per = p.ratePeriod(int(v.end), v.clause)
			if v.per == "" {
				v.per = p.labelPeriod(int(v.at), v.clause) // "Hourly rate $28"
			}
		}
		p.perHead(v) // values_perhead.go: "€189 per person", "$12 each"
		p.valueScale(v)
		p.valueDirection(v)
		p.aboveZero(k)
		p.labelBound(v)
		p.spokenMeridiem(v)
		p.timeBound(v)
		p.timeEdge(v)
		v.bare = p.bareClock(*v)
		p.cardExpiry(v)
		p.discountOf(*v) // parse_values.go: "20% off the price"
	}
	p.clockConvention(vs) // values_times.go: "10:00–12:00" is 10 am to noon
	var lengths []value
	for k := len(vs) - 2; k >= 0; k-- { // backwards: "40 × 30 × 20 cm" passes the unit along
		if p.rangeOf(vs[k], vs[k+1]) {
			p.shareRangeKind(&vs[k], &vs[k+1])
			if vs[k].kind == vs[k+1].kind && vs[k].num < vs[k+1].num {
				vs[k].rng, vs[k+1].rng = 1, 2 // values_extremes.go
			}
			if d, ok := intervalLength(vs[k], vs[k+1]); ok {
				lengths = append(lengths, d)
			}
		}
	}
	lengths = append(lengths, p.shareValues(vs)...)
	lengths = append(lengths, p.products(vs)...)
	for k := 0; k+1 < len(vs); k++ {
		if c, ok := p.changeOf(vs[k], vs[k+1], k); ok {
			lengths = append(lengths, c) // "Was $80, now $60" dropped by $20
		}
	}
	p.a.values = append(p.a.values, lengths...)
	p.letterGrades()  // values_grade.go: "Grade: A-", "an A minus"
	p.durationRoles() // values_duration.go: "45 minutes watched"
	p.unitCapacity()  // values_capacity.go: "2.5 GB of 15 GB used"
	p.numberLabels()  // values_letters.go: "season two" for "S2"
	p.freeCounts()    // values_capacity.go: "three seats are free"
	p.fullShares()    // values_capacity.go: "Storage 50% full"
	p.kindWordsRead()
}

// rangeOf reports whether x and y are the two ends of one range: joined by
// a dash ("22–27", "9 am – 5 pm"), by "to"/"through" ("3.1% to 6.4%"), or
// by "and" after "between".
func (p *parser) rangeOf(x, y value) bool {
	if x.implied || y.implied || x.end > y.at || int(y.at) >= len(p.its) {
		return false
	}
	switch {
	case y.at == x.end:
		return p.its[y.at].dash || p.its[y.at].mul && y.kind == vMeasure // "40 × 30 × 20 cm"
	case y.at == x.end+1:
		w := p.word(int(x.end))
		if w == "and" {
			return p.word(int(x.at)-1) == "between"
		}
		return rangeWords[w] && !p.its[x.end].brk && !p.its[y.at].brk
	case y.at == x.end+2 && p.word(int(x.end)+1) == "the":
		// "from the 14th to the 18th of December"
		return p.word(int(x.end)) == "to" && !p.its[x.end].brk && !p.its[y.at].brk
	}
	return false
}

// leadsWithNumber reports whether the value's text starts with its number
// (its kind, if any, is written after it: "27 euros", "18 Dec").
func (p *parser) leadsWithNumber(v value) bool {
	return int(v.at) < len(p.its) && p.its[v.at].hasNum
}

// shareRangeKind gives a bare number at one end of a range the kind of
// the other end: a trailing unit ("22–27 euros", "18–24 °C", "21–23 Dec")
// is shared backwards, a leading one ("€22–27", "Dec 14–18") forwards.
// The ends must ascend (a range, not a score such as "3 – 2").
func (p *parser) shareRangeKind(x, y *value) {
	if x.kind == vNumber && y.kind == vNumber && y.deg && !x.deg && x.role == "" && x.num < y.num {
		x.deg = true // "between 18 and 24 degrees" (values_degrees.go)
	}
	switch {
	case x.kind == vNumber && y.kind != vNumber && y.kind != vCode && p.leadsWithNumber(*y) && x.role == "" && !x.derived:
		if n := p.its[y.at].num; x.num < n || y.kind == vTime || p.its[y.at].mul {
			p.retype(x, *y, n)
		}
	case y.kind == vNumber && x.kind != vNumber && x.kind != vCode && !p.leadsWithNumber(*x) && y.role == "" && !y.derived:
		if n, ok := p.leadNum(*x); ok && n < y.num {
			p.retype(y, *x, n)
		}
	}
}

// leadNum is the written number of a value that does not start with it
// ("€22": 22, "Dec 14": 14).
func (p *parser) leadNum(v value) (float64, bool) {
	switch v.kind {
	case vAmount, vPercent:
		return v.num, true
	case vDate:
		return float64(v.date.d), v.date.d > 0
	}
	return 0, false
}

// retype turns the bare number n into a value of like's kind; n0 is the
// number written on like.
func (p *parser) retype(n *value, like value, n0 float64) {
	x := n.num
	switch like.kind {
	case vAmount, vPercent:
		n.kind, n.cur = like.kind, like.cur
	case vDuration:
		if n0 == 0 {
			return
		}
		n.kind, n.unit, n.num = vDuration, like.unit, x*like.num/n0
	case vMeasure:
		ua := like.unitAt
		if ua == 0 {
			ua = like.end - 1
		}
		m, ok := measureWords[p.word(int(ua))]
		if !ok {
			return
		}
		n.unitAt = ua
		b, ok := toBase(m, x)
		if !ok {
			return
		}
		n.kind, n.unit, n.num = vMeasure, like.unit, b
	case vDate:
		d := dateVal{y: like.date.y, m: like.date.m, d: int(x)}
		if x != float64(int(x)) || like.date.m == 0 || !d.valid() || like.amb {
			return
		}
		n.kind, n.date, n.num = vDate, d, 0
	case vTime:
		if x != float64(int(x)) || x < 1 || x > 12 || like.amb {
			return
		}
		m := int(x) % 12 * 60
		if like.min >= 12*60 {
			m += 12 * 60 // "9–11 pm"
		}
		if m > like.min {
			m = (m + 12*60) % (24 * 60) // "11–1 pm" starts at 11 am
		}
		n.kind, n.min, n.alt2, n.num = vTime, m, -1, 0
	default:
		return
	}
}

// ratePeriods are the periods of a rate ("$120/yr", "10 dollars a month",
// "$28 hourly") by the words that name them.
var ratePeriods = map[string]string{
	"hour": "hour", "hr": "hour", "h": "hour", "day": "day", "night": "night", "week": "week", "wk": "week",
	"month": "month", "mo": "month", "mth": "month", "year": "year", "yr": "year", "annum": "year",
}

// rateAdverbs name a period after an amount without "per".
var rateAdverbs = map[string]string{
	"hourly": "hour", "daily": "day", "nightly": "night", "weekly": "week", "monthly": "month", "yearly": "year", "annually": "year",
}

// ratePeriod is the period of a rate written right after the amount at
// the end index j: "/yr", "per month", "a year", "an hour", "monthly".
// The words of the period are part of the value (markRead).
func (p *parser) ratePeriod(j, clause int) string {
	if j >= len(p.its) || p.its[j].brk {
		return ""
	}
	if r, ok := rateAdverbs[p.word(j)]; ok {
		p.markRead(clause, p.word(j))
		return r
	}
	if p.word(j) == "p" && p.word(j+1) == "a" {
		p.markRead(clause, "p", "a")
		return "year" // "5.9% p.a."
	}
	switch {
	case p.its[j].kind == tkSym && p.its[j].text == "/":
	case p.word(j) == "per" || p.word(j) == "a" || p.word(j) == "an" || p.word(j) == "every":
	default:
		return ""
	}
	if j+1 < len(p.its) && !p.its[j+1].brk {
		if r := ratePeriods[p.word(j+1)]; r != "" {
			p.markRead(clause, p.word(j), p.word(j+1))
			return r
		}
	}
	return p.perWhomPeriod(j, clause)
}

// labelPeriod reads a rate adverb in the label right before the amount
// at i ("Hourly rate $28.00", "Monthly fee: €9", "Annual cost $99"): one
// or two words back in its clause, or across the label's colon.
func (p *parser) labelPeriod(i, clause int) string {
	for k := i - 1; k >= 0 && k >= i-2; k-- {
		if r, ok := rateAdverbs[p.word(k)]; ok && p.word(k) != "annually" {
			p.markRead(clause, p.word(k))
			if clause > 0 {
				p.markRead(clause-1, p.word(k))
			}
			return r
		}
		if p.its[k].brk && !p.its[k].colon && !(k+1 < len(p.its) && p.its[k+1].colon) {
			return ""
		}
	}
	return ""
}

// perWhomPeriod reads the period after a "per" of whom a rate is for:
// "$288 per user each year", "€9 per seat a month".
func (p *parser) perWhomPeriod(j, clause int) string {
	if p.word(j) != "per" || j+3 >= len(p.its) || p.its[j+1].brk || p.its[j+2].brk || p.its[j+3].brk {
		return ""
	}
	switch p.word(j + 2) {
	case "each", "every", "a", "an", "per":
	default:
		return ""
	}
	r := ratePeriods[p.word(j+3)]
	if r != "" {
		p.markRead(clause, p.word(j+2), p.word(j+3))
	}
	return r
}

// valueKindWords name only the kind of a value ("Transit time: 5 days",
// "Weight 1.5 kg"); verbs, which a clause may negate, are not among them: with a value of that kind in the text they
// are part of it and claim nothing further.
var valueKindWords = map[valKind]map[string]bool{
	vDuration: {"time": true, "duration": true, "runtime": true},
	vMeasure:  {"weight": true, "weighs": true},
}

// kindWordsRead marks the kind words of the text's values as read.
func (p *parser) kindWordsRead() {
	for _, v := range p.a.values {
		words := valueKindWords[v.kind]
		if words == nil || v.implied {
			continue
		}
		for _, u := range p.a.units {
			if words[u.raw] && u.clause == v.clause {
				p.markRead(v.clause, u.raw)
			}
		}
	}
}
