package lexical

import "strings"

// A claimed number shown in another role, and sizes on two scales.
//
// A page shows the claim's number, but bound to another predicate than
// the claim binds it to ("Attendees: 1,480 in person · 3,200 online"
// against "3,200 attendees joined online": online and joined): the roles
// are not opposite (one predicate a word the lexicon lacks), so the number is not contradicted, and the page's
// other numbers ("1,480") are other entries, not a contradiction either.
//
// A unit with two standards ("gallon": US 3.785 l, imperial 4.546 l) is
// read in both: the page's litres that meet the claim's gallons in one
// reading do not contradict it ("14.2 L" against "about 3.75 gallons").
//
// A claimed amount the page shows with a minus ("−$1,100" for "a loss
// of $1,100"), a number the words after it extend ("six and a half" for
// 6.5) and a duration whose unit is the label of a plain number ("Engine
// hours 4,812") are shown in other words.
//
// Either way the value counts as not shown (missing: never a pass).

// shownOtherwise reports whether ev's number is shown on the page in a
// role neither equal nor opposite to ev's, or ev meets a page value on the
// other scale of its unit.
func shownOtherwise(ev value, a, e *analysis) bool {
	if ev.implied {
		return false
	}
	for _, av := range a.values {
		if av.implied || av.kind != ev.kind || (ev.kind != vNumber && ev.kind != vPercent) {
			continue
		}
		if ev.role != av.role && looseRole(ev.role, av.role) && !oppositeRoles(ev.role, av.role) && sameNum(ev.num, av.num) {
			return true
		}
	}
	for _, av := range a.values {
		if !av.implied && av.kind == ev.kind && ev.kind == vAmount && ev.sign() == 0 && av.signed == '-' && sameNum(ev.num, -av.num) {
			return true // "−$1,100 long term" for "a long-term loss of $1,100": the minus is the display's
		}
	}
	return otherScale(ev, a, e) || spokenMultiple(ev, a, e) || labelledUnit(ev, a, e)
}

// durationLabels are unit words a label puts before its number ("Engine
// hours 4,812").
var durationLabels = map[string]bool{"hours": true, "hrs": true, "minutes": true, "mins": true, "days": true, "weeks": true, "months": true, "years": true}

// labelledUnit reports whether a claimed duration's number is shown as a
// plain number right after a label naming a unit of time ("Engine hours
// 4,812" for "the engine has run 4,812 hours").
func labelledUnit(ev value, a, e *analysis) bool {
	k, ok := countOf(e, ev)
	if ev.kind != vDuration || !ok {
		return false
	}
	for _, av := range a.values {
		if av.kind == vNumber && !av.implied && sameNum(av.num, k) && av.at >= 1 && durationLabels[strings.ToLower(a.its[av.at-1].text)] {
			return true
		}
	}
	return false
}

// spokenMultiple reports whether ev, read with the words after it ("six
// and a half"; "dozen" where it is still a word), is a value the page
// shows.
func spokenMultiple(ev value, a, e *analysis) bool {
	if ev.kind != vNumber || int(ev.end) >= len(e.its) {
		return false
	}
	w := func(k int) string {
		if k < len(e.its) {
			return strings.ToLower(e.its[k].text)
		}
		return ""
	}
	x := ev
	switch k := int(ev.end); {
	case w(k) == "dozen":
		x.num *= 12
	case w(k) == "and" && (w(k+1) == "a" || w(k+1) == "one") && w(k+2) == "half":
		x.num += 0.5
	default:
		return false
	}
	for _, av := range a.values {
		if !av.implied && sameNum(x.num, av.num) {
			return true
		}
	}
	return false
}

// usPerImperialGallon converts a volume read in imperial gallons to the
// same number of US gallons.
const usPerImperialGallon = 3.785411784 / 4.54609

// otherScale reports whether ev, written in gallons, meets a page volume
// when its gallons are US ones.
func otherScale(ev value, a, e *analysis) bool {
	if ev.kind != vMeasure || ev.unit != "volume" || !gallonAfter(e, ev) {
		return false
	}
	us := ev
	us.num = ev.num * usPerImperialGallon
	q, _ := bestValue(us, a.values)
	return q > 0
}

// gallonAfter reports whether ev is written with a gallon word.
func gallonAfter(e *analysis, ev value) bool {
	for k := int(ev.at); k <= int(ev.end) && k < len(e.its); k++ {
		if k < 0 {
			continue
		}
		switch strings.ToLower(e.its[k].text) {
		case "gallon", "gallons", "gal":
			return true
		}
	}
	return false
}

// looseRole reports whether two roles bind a count to predicates, one of
// them a word the lexicon does not know ("joined"): the roles of capacity
// (used, remaining, total) and two known predicates stay apart.
func looseRole(x, y string) bool {
	if !strings.HasPrefix(x, "p:") || !strings.HasPrefix(y, "p:") {
		return false
	}
	return strings.HasPrefix(x, "p:w:") != strings.HasPrefix(y, "p:w:")
}
