package lexical

import (
	"math"
	"strconv"
	"time"
)

// valKind is the type of a canonical value found in text.
type valKind uint8

const (
	vAmount   valKind = iota // money: num + cur
	vPercent                 // num percent
	vDate                    // y-m-d, fields 0 when unknown
	vTime                    // minutes after midnight
	vDuration                // num in the unit's base (days, months, minutes)
	vNumber                  // a plain number
	vCode                    // an identifier: code, compacted and casefolded
	vMeasure                 // num in the base unit of quantity unit: "mass", "length", "volume", "temp"
)

var valKindNames = [...]string{"amount", "percent", "date", "time", "duration", "number", "code", "measure"}

func (k valKind) String() string { return valKindNames[k] }

// dateVal is a calendar date; 0 means the field was not given.
type dateVal struct{ y, m, d int }

func (d dateVal) valid() bool {
	if d.m < 1 || d.m > 12 || d.d < 0 || d.d > 31 || (d.y != 0 && (d.y < 1900 || d.y > 2200)) {
		return false
	}
	if d.d == 0 || d.y == 0 {
		return true
	}
	t := time.Date(d.y, time.Month(d.m), d.d, 0, 0, 0, 0, time.UTC)
	return t.Day() == d.d
}

// weekday returns the day of the week of a full date, or -1.
func (d dateVal) weekday() int {
	if d.y == 0 || d.d == 0 {
		return -1
	}
	return int(time.Date(d.y, time.Month(d.m), d.d, 0, 0, 0, 0, time.UTC).Weekday())
}

// value is one canonical typed value.
type value struct {
	kind valKind
	num  float64
	cur  string // amount currency; "" unknown; "*" any (a zero amount from "free")
	unit string // duration base unit: "day", "month", "minute"
	code string // vCode: letters and digits only
	date dateVal
	alt  dateVal // other reading of an ambiguous numeric date
	amb  bool    // date or time with two readings
	min  int     // time: minutes after midnight
	alt2 int     // time: other reading on a 12-hour clock, -1 if none
	// implied values are derived (a zero amount from "free"): they may
	// cover the other side but need not be covered themselves.
	implied bool
	// role is what a plain number counts in a capacity phrase (roleUsed,
	// roleRemain, roleTotal; "" unknown), see capacity.go. derived marks
	// a number computed from a capacity phrase ("7 of 10 used" → 3
	// remain) or a zero quantity ("no seats left"); from holds the
	// indexes of the values it was computed from (-1 none).
	role    string
	derived bool
	// cmp is a bound the text puts on the value ('>' over, at least; '<'
	// under, up to; 0 exact), approx that it is approximate ("about 3
	// miles"); see bounds.go.
	cmp    byte
	approx bool
	shown  bool // a floor shown with a glued plus ("200+"): a fact, not a rule (guard_readings.go)
	within bool // a value after "within": a cap when claimed (values_within.go)
	soft   bool // a share that meets but never contradicts ("half", durations.go)
	bare   bool // a time written as a clock reading with no meridiem (times.go)
	year   bool // a number read as a year after a preposition of time (values_year.go)
	from   [2]int16
	clause int // clause the value occurred in
	// relative: a date read from a relative phrase ("in 5 days",
	// "yesterday") against the clock; the phrase's duration is that date.
	relative bool
	// at and end are the value's token span in the parsed items
	// (values_span.go); signed is an explicit sign written on it ('+',
	// '-'), 0 when none.
	at, end int16
	unitAt  int16 // a range end that took its unit: the unit word's index (values_span.go)
	signed  byte
	// dir is the direction a word next to the value gives it (+1 "up",
	// -1 "lost"), 0 none (values_sign.go).
	dir int8
	// per is the period of a rate amount ("$120/yr": "year"), "" when
	// the amount is no rate.
	per string
	// scale: a temperature's scale as written ("celsius", "fahrenheit"):
	// only a conversion between scales is compared with a tolerance.
	scale string
	// edge is what the words before a time say it is: a start, an end,
	// the time an event happens "at" (values_times.go).
	edge int8
	// ratio marks a share read from "seven in ten": a rate, whose two
	// counts say no more than the percentage (values_share.go).
	ratio bool
	// each marks a price of one ("€189 per person", values_perhead.go).
	each bool
	// deg marks a number of degrees with no written scale ("24
	// degrees", "31°"; values_degrees.go).
	deg bool
	// label is the word that labels a plain number ("season" of "season
	// two", "quarter" of "third quarter"; values_letters.go).
	label string
	// noun is the word right after a plain number ("wins" of "seven
	// wins"; values_letters.go).
	noun string
	// rng marks the low (1) and high (2) end of a range of values
	// (values_span.go, values_extremes.go).
	rng int8
}

func (v value) String() string {
	switch v.kind {
	case vAmount:
		return "amount:" + v.cur + ":" + strconv.FormatFloat(v.num, 'f', 2, 64)
	case vPercent:
		return "percent:" + strconv.FormatFloat(v.num, 'f', -1, 64)
	case vDate:
		return "date:" + strconv.Itoa(v.date.y) + "-" + strconv.Itoa(v.date.m) + "-" + strconv.Itoa(v.date.d)
	case vTime:
		return "time:" + strconv.Itoa(v.min)
	case vDuration:
		return "duration:" + strconv.FormatFloat(v.num, 'f', -1, 64) + v.unit
	case vCode:
		return "code:" + v.code
	case vMeasure:
		return "measure:" + strconv.FormatFloat(v.num, 'f', -1, 64) + v.unit
	}
	return "number:" + strconv.FormatFloat(v.num, 'f', -1, 64)
}

func sameNum(a, b float64) bool { return math.Abs(a-b) <= 1e-9*math.Max(1, math.Abs(a)) }

// Match qualities.
const (
	qFull = 1.0
	qWeak = 0.6 // an ambiguous reading, a less specific value, or a number against an amount
)

// matchValue compares the expected-side value e with the actual-side value
// a. It returns the quality of the match (0 none) and whether the two are
// the same kind of value and contradict each other.
func matchValue(e, a value) (q float64, conflict bool) {
	if e.soft || a.soft {
		e.soft, a.soft = false, false
		q, _ = matchValue(e, a)
		return q, false
	}
	e = withinCap(e, a)
	if e2, a2, c, ok := matchSigns(e, a); ok {
		if c {
			return 0, true // "up 3%" against "−3%"
		}
		e, a = e2, a2
	} else if q, c, ok := unshownDirection(e, a); ok {
		return q, c
	}
	if e.cmp != 0 || a.cmp != 0 || e.approx || a.approx {
		if q, c, ok := matchBounded(e, a); ok {
			return q, c
		}
	}
	if q, c, ok := matchYear(e, a); ok {
		return q, c // "in 2031" against "Matures Nov 15, 2031" (values_year.go)
	}
	if q, c, ok := matchYear(a, e); ok {
		return q, c
	}
	if e.kind == vCode || a.kind == vCode || e.kind != a.kind {
		return matchAcrossKinds(e, a)
	}
	return matchSameKind(e, a)
}

// matchAcrossKinds matches an identifier against anything, or two values
// of different kinds.
func matchAcrossKinds(e, a value) (q float64, conflict bool) {
	if q, c, ok := clockAsLength(a, e); ok {
		return q, c // "3:45" (track length) against "three minutes forty-five seconds"
	}
	if q, c, ok := clockAsLength(e, a); ok {
		return q, c
	}
	if e.kind == vCode || a.kind == vCode {
		if e.kind != a.kind {
			return 0, false
		}
		if e.code == a.code {
			return qFull, false
		}
		return 0, true // one character makes another identifier
	}
	// A bare number against an amount, a percentage or a duration with
	// the same magnitude is a weak match; anything else is unrelated.
	if (e.kind == vNumber || a.kind == vNumber) && e.kind != vDate && a.kind != vDate && e.kind != vTime && a.kind != vTime && sameNum(e.num, a.num) {
		return qWeak, false
	}
	return 0, false
}

// matchSameKind matches two values of one kind (not identifiers).
func matchSameKind(e, a value) (q float64, conflict bool) {
	if e.kind == vMeasure || e.kind == vAmount {
		if c, ok := roleClash(e, a); ok {
			return 0, c // "2.5 GB free" against "2.5 GB of 15 GB used" (values_capacity.go)
		}
	}
	switch e.kind {
	case vAmount:
		return matchAmount(e, a)
	case vPercent, vNumber:
		return matchCount(e, a)
	case vMeasure:
		if e.unit != a.unit {
			return 0, false
		}
		if sameMeasure(e, a) {
			return qFull, false
		}
		return 0, true
	case vDuration:
		return matchDurations(e, a) // values_duration.go
	case vTime:
		return matchTimeValue(e, a)
	case vDate:
		return matchDateValue(e, a)
	}
	return 0, false
}

func matchAmount(e, a value) (q float64, conflict bool) {
	weak := false
	if e.per, a.per, weak = ratesComparable(e.per, a.per); e.per != a.per {
		x, okE := perYear(e)
		y, okA := perYear(a)
		if !okE || !okA {
			return 0, false // per night against per week: not comparable
		}
		e.num, a.num = x, y
	}
	if !sameNum(e.num, a.num) {
		if e.sign() == 0 && a.signed == '-' && sameNum(e.num, -a.num) {
			// "Credit −$15.00" for "a 15 dollar credit": a minus on money
			// is often the display's convention for its direction.
			return 0, false
		}
		return 0, true
	}
	if weak {
		return qWeak, false // "10 dollars a month" against "$10": the rate is not shown
	}
	if e.cur == a.cur || e.cur == "*" || a.cur == "*" || centsIn(e.cur, a.cur) || centsIn(a.cur, e.cur) {
		return perHeadQuality(e, a, qFull), false // money_cents.go
	}
	if e.cur == "" || a.cur == "" {
		return qWeak, false
	}
	return 0, true
}

// ratesComparable: a claimed rate the page does not show is a weak match
// (weak); a rate shown but not claimed is more specific than the claim.
// The periods returned are equal when there is nothing to convert.
func ratesComparable(e, a string) (string, string, bool) {
	switch {
	case e != "" && a == "":
		return "", "", true
	case e == "" || a == "":
		return "", "", false
	}
	return e, a, false
}

// perYear converts a monthly or yearly rate to a yearly one; ok is false
// for other periods (a week is not a fixed share of a month).
func perYear(v value) (float64, bool) {
	switch v.per {
	case "year":
		return v.num, true
	case "month":
		return 12 * v.num, true
	}
	return 0, false
}

// matchCount matches two numbers or two percentages, with what they count.
func matchCount(e, a value) (q float64, conflict bool) {
	if q, c, ok := matchShare(e, a); ok {
		return q, c // "45/50" states 90 %
	}
	if e.per != a.per && e.kind == vPercent {
		if _, _, weak := ratesComparable(e.per, a.per); weak && sameNum(e.num, a.num) {
			return qWeak, false // "5.9 percent a year" against "5.9%"
		}
		if e.per != "" && a.per != "" {
			return 0, true // 5.9 % a month is not 5.9 % a year
		}
	}
	if e.role != a.role && e.role != "" && a.role != "" && !sameCountRole(e.role, a.role) && !entailedRoles(e.role, a.role) { // counts_implied.go
		// 7 used and 3 remaining count different things; 2 lights on
		// and 2 lights off contradict each other.
		return 0, oppositeRoles(e.role, a.role) && sameNum(e.num, a.num)
	}
	if (e.derived && a.role == "") || (a.derived && e.role == "") {
		// A derived count against a number that says not what it
		// counts: at most a weak match, never a contradiction.
		if sameNum(e.num, a.num) {
			return qWeak, false
		}
		return 0, false
	}
	if sameNum(e.num, a.num) {
		return qFull, false
	}
	return 0, true
}

func matchTimeValue(e, a value) (q float64, conflict bool) {
	es, as := timeReadings(e), timeReadings(a)
	for _, x := range es {
		for _, y := range as {
			if x == y {
				if a.amb {
					return qWeak, false
				}
				// The page's one reading is a reading of the claim's
				// "half past one": more specific, not less (values_times.go).
				return qFull, false
			}
		}
	}
	return 0, true
}

func matchDateValue(e, a value) (q float64, conflict bool) {
	// A relative date's year is the clock's: against a date written
	// without a year it is not a field the other side lacks.
	if e.relative && a.date.y == 0 && !a.amb {
		e.date.y = 0
	}
	if a.relative && e.date.y == 0 && !e.amb {
		a.date.y = 0
	}
	best := 0.0
	for _, ed := range dateReadings(e) {
		for _, ad := range dateReadings(a) {
			q := matchDate(ed, ad)
			if q > best {
				best = q
			}
		}
	}
	if best == 0 {
		return 0, true
	}
	if e.amb || a.amb {
		best = math.Min(best, qWeak)
	}
	return best, false
}

func timeReadings(v value) []int {
	if v.alt2 >= 0 {
		return []int{v.min, v.alt2}
	}
	return []int{v.min}
}

func dateReadings(v value) []dateVal {
	if v.amb {
		return []dateVal{v.date, v.alt}
	}
	return []dateVal{v.date}
}

// matchDate: every field both sides give must agree. When the actual side
// is more specific the expected date is entailed (full); when the expected
// side gives a field the actual side lacks, the match is weak.
func matchDate(e, a dateVal) float64 {
	q := qFull
	for _, f := range [][2]int{{e.y, a.y}, {e.m, a.m}, {e.d, a.d}} {
		switch {
		case f[0] != 0 && f[1] != 0 && f[0] != f[1]:
			return 0
		case f[0] != 0 && f[1] == 0:
			q = qWeak
		}
	}
	return q
}

// currencyCodes maps currency words and codes to ISO codes.
var currencyCodes = map[string]string{
	"usd": "USD", "dollar": "USD", "dollars": "USD", "bucks": "USD",
	"eur": "EUR", "euro": "EUR", "euros": "EUR",
	"gbp": "GBP", "pound": "GBP", "pounds": "GBP", "sterling": "GBP",
	"jpy": "JPY", "yen": "JPY", "cad": "CAD", "aud": "AUD", "chf": "CHF", "francs": "CHF",
	"inr": "INR", "rupees": "INR", "cny": "CNY", "yuan": "CNY", "sek": "SEK", "nok": "NOK",
	"dkk": "DKK", "nzd": "NZD", "mxn": "MXN", "brl": "BRL", "pln": "PLN",
}

// currencySymbols maps currency symbols to ISO codes.
var currencySymbols = map[string]string{
	"$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY", "₹": "INR", "₩": "KRW", "₽": "RUB",
	"₺": "TRY", "₴": "UAH", "₫": "VND", "₪": "ILS",
}

// dollarPrefixes qualify a "$": CA$, A$, AU$, NZ$, US$.
var dollarPrefixes = map[string]string{"us": "USD", "ca": "CAD", "c": "CAD", "a": "AUD", "au": "AUD", "nz": "NZD", "hk": "HKD", "s": "SGD", "sg": "SGD"}

// durationUnits maps unit words to a base unit and a factor.
var durationUnits = map[string]struct {
	unit   string
	factor float64
}{
	"day": {"day", 1}, "days": {"day", 1}, "d": {"day", 1},
	"week": {"day", 7}, "weeks": {"day", 7}, "wk": {"day", 7}, "wks": {"day", 7},
	"fortnight": {"day", 14},
	"month":     {"month", 1}, "months": {"month", 1}, "mo": {"month", 1}, "mos": {"month", 1}, "mth": {"month", 1}, "mths": {"month", 1},
	"year": {"month", 12}, "years": {"month", 12}, "yr": {"month", 12}, "yrs": {"month", 12},
	"hour": {"minute", 60}, "hours": {"minute", 60}, "hr": {"minute", 60}, "hrs": {"minute", 60}, "h": {"minute", 60},
	"minute": {"minute", 1}, "minutes": {"minute", 1}, "min": {"minute", 1}, "mins": {"minute", 1},
	"second": {"minute", 1.0 / 60}, "seconds": {"minute", 1.0 / 60}, "sec": {"minute", 1.0 / 60}, "secs": {"minute", 1.0 / 60},
}
