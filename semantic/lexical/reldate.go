package lexical

import (
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/olebedev/when"
	"github.com/olebedev/when/rules"
	"github.com/olebedev/when/rules/en"
)

// Relative dates ("tomorrow", "in 3 days", "2 days ago", "next Friday")
// are read with github.com/olebedev/when against the engine's clock
// (WithClock) and become calendar dates, so "Due tomorrow" meets "due on 2
// December 2026" when the clock says 1 December 2026. The parser only runs
// on texts with a relative cue word, so other texts pay nothing for it;
// only day-level expressions count ("in five minutes" is a duration).

var (
	relOnce   sync.Once
	relParser *when.Parser
)

func relativeParser() *when.Parser {
	relOnce.Do(func() {
		p := when.New(nil)
		p.Add(en.CasualDate(rules.Override), en.Deadline(rules.Override), en.PastTime(rules.Override), en.Weekday(rules.Override))
		relParser = p
	})
	return relParser
}

var dayWords = map[string]bool{"today": true, "tomorrow": true, "yesterday": true, "tonight": true}

var relUnits = map[string]bool{"day": true, "days": true, "week": true, "weeks": true, "month": true, "months": true, "year": true, "years": true}

// relativeCue reports whether the items hold a day-level relative date.
func relativeCue(its []item) bool {
	for i, it := range its {
		w := it.text
		switch {
		case dayWords[w]:
			return true
		case w == "ago" && i >= 2 && relUnits[its[i-1].text] && its[i-2].hasNum:
			return true
		case (w == "in" || w == "within") && i+2 < len(its) && its[i+1].hasNum && relUnits[its[i+2].text]:
			return true
		case (w == "next" || w == "last" || w == "this" || w == "coming") && i+1 < len(its):
			if _, ok := weekdayNames[its[i+1].text]; ok {
				return true
			}
		}
	}
	return false
}

// relativeDate reads the first relative date of text against now.
func relativeDate(text string, now time.Time) (dateVal, bool) {
	r, err := relativeParser().Parse(strings.ToLower(text), now)
	if err != nil || r == nil {
		return dateVal{}, false
	}
	t := r.Time
	return dateVal{y: t.Year(), m: int(t.Month()), d: t.Day()}, true
}

// weekdayOfDate marks a weekday word that names the weekday of a date of
// the same text ("Fri, Dec 11") as part of that date: it is implied, not a
// further claim. A date without a year is read in the clock's year.
func (a *analysis) weekdayOfDate(now time.Time) {
	var days [7]bool // the weekdays of the dates: one pass over the units marks them all
	found := false
	for _, v := range a.values {
		if v.kind != vDate || v.amb || v.date.d == 0 {
			continue
		}
		d := v.date
		if d.y == 0 {
			if now.IsZero() {
				continue
			}
			d.y = now.Year()
		}
		wd := d.weekday()
		if wd < 0 {
			continue
		}
		days[wd], found = true, true
	}
	if !found {
		return
	}
	for i, u := range a.units {
		if rest, ok := strings.CutPrefix(u.key, "weekday:"); ok && !u.implied {
			if wd, err := strconv.Atoi(rest); err == nil && wd >= 0 && wd < 7 && days[wd] && u.key == "weekday:"+strconv.Itoa(wd) {
				a.units[i].implied = true
			}
		}
	}
}

// monthShifts are the words that name a month relative to the clock's.
var monthShifts = map[string]int{"next": 1, "coming": 1, "last": -1, "previous": -1, "this": 0}

// relativeMonth reads "next month", "last month", "this month" against
// now as a date of that month (no day); its words are part of the date.
func (p *parser) relativeMonth(now time.Time) {
	if now.IsZero() {
		return
	}
	seen := map[int]bool{}
	for i := 0; i+1 < len(p.its); i++ {
		shift, ok := monthShifts[p.word(i)]
		if !ok || p.word(i+1) != "month" || p.its[i+1].brk || seen[shift] {
			continue
		}
		seen[shift] = true // a list of months ("Last month: … · This month: …") names each
		t := time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, time.UTC).AddDate(0, shift, 0)
		clause := monthClause(p.a.units, len(seen))
		p.a.values = append(p.a.values, value{kind: vDate, date: dateVal{y: t.Year(), m: int(t.Month())}, alt2: -1, from: [2]int16{-1, -1}, relative: true, clause: clause, at: int16(i), end: int16(i + 2)})
		p.markRead(clause, p.word(i), "month")
	}
}

// expiryWords announce a card's month and year: "Exp. 09/28" is
// September 2028, not September 28.
var expiryWords = map[string]bool{"exp": true, "expires": true, "expiry": true, "expiration": true, "expiring": true, "valid": true, "thru": true, "through": true, "good": true}

// cardExpiry reads an ambiguous "MM/YY" after an expiry word as month and
// year.
func (p *parser) cardExpiry(v *value) {
	if v.kind != vDate || !v.amb || v.alt.d != 0 || v.alt.y < 2000 {
		return
	}
	for k := int(v.at) - 1; k >= 0 && k >= int(v.at)-2; k-- {
		if expiryWords[p.word(k)] {
			v.date, v.alt, v.amb = v.alt, v.date, false
			return
		}
	}
}
