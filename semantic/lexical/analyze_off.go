package lexical

import "strings"

// "Off" as time away. A switch is "off" ("Lights off", "Auto-renew: off"),
// but a person is "off" for a span of time: "a day off", "half a day off",
// "two weeks off", "off from December 21 to 23", "off until Monday". There
// the word states leave, not a state, and carries no negation.

// spanNouns are nouns of a span of time that "off" follows in "a day off".
var spanNouns = map[string]bool{
	"day": true, "days": true, "week": true, "weeks": true, "month": true, "months": true,
	"afternoon": true, "morning": true, "evening": true, "time": true, "year": true,
}

// spanStarts are the words after "off" that open the span it is taken
// for: "off from December 21", "off until Monday".
var spanStarts = map[string]bool{"from": true, "until": true, "till": true, "through": true, "between": true}

// offLeave reports whether "off" at i is time away rather than a state:
// it follows a span of time ("a day off", "0.5 day off"), or it opens its
// clause with no subject before it and a span follows ("off from
// December 21"; "Heating off from 22:00" names what is off, a state).
func (p *parser) offLeave(i int) bool {
	if i > 0 && !p.its[i].brk {
		if spanNouns[p.its[i-1].text] || p.lastValue == i && p.lastKind == vDuration {
			return true
		}
	}
	if i+1 >= len(p.its) || p.its[i+1].brk || !spanStarts[p.its[i+1].text] {
		return false
	}
	for j := i - 1; j >= 0; j-- {
		if lex.classes[p.its[j].text] != wcStop {
			return false // a subject before "off": "Heating off from 22:00"
		}
		if p.its[j].brk {
			break
		}
	}
	return true
}

// leaveKey is the key of the leave "off" states; the page's words of
// leave ("Leave", "Vacation", "PTO") imply it.
const leaveKey = "leave:off"

// leaveNouns are the words of leave from work.
var leaveNouns = map[string]bool{
	"leave": true, "vacation": true, "holiday": true, "holidays": true, "absence": true, "pto": true,
}

// leaveUnit adds the leave "off" states: a claim the other side must cover.
func (p *parser) leaveUnit(raw string) {
	p.a.units = append(p.a.units, unit{key: leaveKey, raw: raw, weight: 1, clause: p.a.clause()})
}

// leaveWords reads a noun of leave ("Leave: 21–23 Dec", "Leave type",
// "Omar's leave", "Vacation") as the leave "off" states. "leave" written
// as a verb ("Leave at 18:10", "leaves at 9:30") is still a departure.
func (a *analysis) leaveWords(its []item) {
	var nouns []bool // per occurrence of a word of leave, in text order
	for i, it := range its {
		if it.kind == tkWord && leaveNouns[it.text] {
			nouns = append(nouns, it.text != "leave" || leaveNoun(its, i))
		}
	}
	if len(nouns) == 0 {
		return // no unit is one of them
	}
	n := 0
	for i, u := range a.units {
		if !leaveNouns[u.raw] || u.implied || n >= len(nouns) {
			continue
		}
		if nouns[n] {
			a.units[i].c, a.units[i].key, a.units[i].weight = nil, leaveKey, 1
		}
		n++
	}
}

// leaveAfter and leaveBefore are the words around a noun "leave": "Leave
// type", "sick leave", "on leave".
var (
	leaveAfter  = map[string]bool{"type": true, "request": true, "requests": true, "balance": true, "policy": true, "days": true, "day": true, "approved": true, "pending": true, "rejected": true, "booked": true, "was": true, "is": true, "has": true, "were": true}
	leaveBefore = map[string]bool{"on": true, "annual": true, "sick": true, "parental": true, "maternity": true, "paternity": true, "unpaid": true, "paid": true, "of": true, "your": true, "my": true, "his": true, "her": true, "their": true, "s": true}
)

// leaveNoun reports whether "leave" at i is the noun: it ends its clause
// ("Leave: 21–23 Dec"), or a word of leave stands beside it.
func leaveNoun(its []item, i int) bool {
	if i+1 >= len(its) || its[i+1].brk || leaveAfter[its[i+1].text] {
		return true
	}
	if i == 0 || its[i].brk {
		return false
	}
	prev := its[i-1].text
	return leaveBefore[prev] || strings.HasSuffix(prev, "'s") || strings.HasSuffix(prev, "’s")
}
