package lexical

import "strings"

// An aim is not the fact.
//
// "Goal: 10,000 steps", "Target 22°", "Recommended: 8 hours", "Suggested
// price $20", "Budget $500" state what is aimed at or advised, not what
// is: a claim that the value holds ("10,000 steps today", "it is 22
// degrees", "the price is $20") is not stated. guard_assert.go reads plan
// words only against a claim of a past event; this rule reads the words
// of aim (aimWords) against a claim of the value in any tense. It needs
// every value of the claim matched, on the page, only by a value in a
// clause with a word of aim, the claim covered before the guards (at
// least aimCover of its weight, no conflict, nothing missing) and no word
// of planning or setting in the claim (the claim "the target is 22
// degrees" or "the thermostat is set to 22" states the aim): then the
// comparison is a conflict of strength sAim.
//
// Limits: a claim that is a bare value ("22 °C") says nothing of what
// holds and is left to the comparison (and to a description, compare_label.go); schedules and estimates ("Scheduled Dec 5", "ETA 5 PM") state
// when an event is expected, which is what a claim of its time usually
// means, and are not read; a value shown both as the aim and as the fact
// ("10,000 steps · Goal 10,000") is matched by the fact.

// sAim is the strength of the conflict between an aim and the claim that
// its value holds.
const sAim = 0.95

// aimCover is the least coverage of the claim by the page's words, before
// the guards.
const aimCover = 0.9

// aimWords say that a value is aimed at or advised.
var aimWords = map[string]bool{
	"target": true, "goal": true, "recommended": true, "suggested": true, "budget": true,
	"budgeted": true, "ideal": true, "desired": true, "advised": true,
}

// settingWords in a claim say that it claims the aim or a setting.
var settingWords = map[string]bool{
	"set": true, "aim": true, "aims": true, "aiming": true, "want": true, "should": true,
	"need": true, "needs": true, "plan": true, "planned": true, "try": true, "trying": true,
	"allowed": true, "limit": true, "max": true, "maximum": true, "recommend": true, "recommends": true,
	"suggest": true, "suggests": true, "advise": true, "advises": true,
}

// hasContentUnit reports whether x has a word of content beside its
// values.
func hasContentUnit(x *analysis) bool {
	for _, u := range x.units {
		if !u.implied && u.weight > 0 && !u.descriptor {
			return true
		}
	}
	return false
}

// decideAim turns a comparison of an aim with the claim that its value
// holds into a conflict. pre is the comparison before the guards ran.
func decideAim(r *comparison, pre comparison, a, e *analysis) {
	if r.conflict > 0 || r.identical || r.empty || pre.conflict > 0 || pre.missing || pre.covE < aimCover || passing(r) {
		return
	}
	aims := map[int]bool{}
	for _, u := range a.units {
		if aimWords[strings.ToLower(u.raw)] {
			aims[u.clause] = true
			if k := u.clause + 1; k < maxClauses && a.clauseColon[k] {
				aims[k] = true // "Goal: 10,000 steps": the value after the label's colon
			}
		}
	}
	if len(aims) == 0 {
		return
	}
	for _, it := range e.its {
		if w := strings.ToLower(it.text); it.kind == tkWord && (settingWords[w] || planWords[w] || aimWords[w]) {
			return
		}
	}
	if !e.content() || !hasContentUnit(e) {
		return // a bare value ("22 °C") says nothing of what holds
	}
	n := 0
	for _, ev := range e.values {
		if ev.implied {
			continue
		}
		for _, av := range a.values {
			if q, _ := matchValue(ev, av); q > 0 {
				if !aims[av.clause] {
					return // the page states the value outside an aim
				}
				n++
			}
		}
	}
	if n == 0 {
		return
	}
	r.addConflict(sAim, "aim")
	r.shared = 1
}
