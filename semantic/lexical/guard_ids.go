package lexical

import (
	"maps"
	"slices"
)

// Numbers that name an item.
//
// "Row 12 · Seat 5", "Gate 4", "Page 2 of 5", "Level 42": a noun right
// before a plain number names one item by its number. The claim "seat 12
// in row 5" uses the same nouns and the same numbers, and the claim
// parser reads a number with the noun that follows it ("12 in row"), so
// the pairs may not be seen crossed. Both texts are read for (noun,
// number) pairs written noun first; when the claim names an item the page
// names too, by another number and never by the claim's, the two sides
// name different items: a value conflict. A number that opens a range
// ("Ages 3–5"), a number the parser reads as a duration, measure, amount
// or date ("2 weeks", "2.5 kg"), a share ("12 / 50"), a verb form and a
// function word before a number ("posted 2", "for 2") and the words of a date or time ("Dec 1", "Sat
// 11", "2026") name no item.

// idPairs lists the (noun stem → numbers) the items its of a text
// analysed as x name noun first.
func idPairs(its []item, x *analysis, into map[string][]float64) {
	for i := 0; i+1 < len(its); i++ {
		w, n := its[i], its[i+1]
		if w.kind != tkWord || n.kind != tkNum || !n.hasNum || n.brk || n.colon || n.sign != 0 ||
			lex.classes[w.text] == wcStop || len(w.text) < 3 {
			continue
		}
		if i+2 < len(its) {
			nx := its[i+2]
			if nx.dash || nx.kind == tkSym && isDash(nx.text) {
				continue // "Ages 3–5": a range
			}
			if !nx.brk && nx.kind == tkSym {
				continue // "5 %", "12 / 50": a share or a fraction
			}
		}
		if !plainNumberAt(x, i+1) {
			continue // "posted 2 weeks ago", "Floor 2 km": a duration, a measure, an amount
		}
		if pastForm(w.text) || len(w.text) > 5 && w.text[len(w.text)-3:] == "ing" {
			continue // a verb before its object: "used 12", "scoring 3"
		}
		if _, month := monthNames[w.text]; month || weekdayWords[w.text] || n.num >= 1900 && n.num <= 2100 && n.num == float64(int(n.num)) {
			continue // a date: "Dec 1", "Sat 11", "Dec 2026"
		}
		if i+2 < len(its) && (its[i+2].text == "am" || its[i+2].text == "pm") {
			continue // a time: "at 9 am"
		}
		st := stem(w.text)
		into[st] = append(into[st], n.num)
	}
}

// idConflict names a noun the claim numbers otherwise than the page does
// (and never as the page does), "" when none.
func idConflict(ai, ci, ei []item, ax, cx, ex *analysis) string {
	e := map[string][]float64{}
	idPairs(ei, ex, e)
	if len(e) == 0 {
		return ""
	}
	a := map[string][]float64{}
	idPairs(ai, ax, a)
	idPairs(ci, cx, a)
	for _, n := range slices.Sorted(maps.Keys(e)) { // the first noun in order: the same reason every run
		if len(a[n]) == 0 {
			continue
		}
		for _, x := range e[n] {
			found := false
			for _, y := range a[n] {
				found = found || sameNum(x, y)
			}
			if !found {
				return n
			}
		}
	}
	return ""
}

// weekdayWords are weekday names and their short forms: a number after
// one is a date or a time.
var weekdayWords = map[string]bool{
	"mon": true, "monday": true, "tue": true, "tues": true, "tuesday": true, "wed": true, "wednesday": true,
	"thu": true, "thur": true, "thurs": true, "thursday": true, "fri": true, "friday": true,
	"sat": true, "saturday": true, "sun": true, "sunday": true,
}

// plainNumberAt reports whether the value of x that starts at item i is
// a plain number (not a duration, measure, amount, percentage or date).
func plainNumberAt(x *analysis, i int) bool {
	for _, v := range x.values {
		if int(v.at) == i && !v.implied {
			return v.kind == vNumber
		}
	}
	return false
}
