package lexical

import (
	"strings"
	"time"
)

// Conditions the claim drops.
//
// A page may state a fact under a condition: "Free shipping on orders
// over $50", "Free delivery if you spend $30", "Lights turn on when
// motion is detected", "10 % off for purchases above $100". The words of
// the main part cover the claim "shipping is free", but the page does not
// say shipping is free; it says so only for some orders. In ordinary
// English the condition is part of what is asserted, so a claim that
// states the main part alone, and names nothing of the condition, is not
// stated: different (strength sConditioned).
//
// A condition is a span of the page that opens with a conditional word
// ("if", "when", "whenever", "once", "provided", "providing", "as long
// as") or with a restricting threshold — "on" or "for", a noun, then a
// comparison word ("over", "above", "under", "below", "from") and a
// number — and runs to the end of its clause. The rule needs the claim
// covered before the guards (at least conditionCover of its weight, no
// conflict, nothing missing), the claim to have no conditional or
// comparison word of its own, and no concept or value of the claim to be
// among the condition's (read on its own): a claim that restates the
// condition in other words ("free shipping on orders above 50 dollars",
// "delivery is free when you spend 30 dollars") is compared as before.
//
// Limits: "unless" is an exception, not a condition ("Renews Jan 1
// unless cancelled" states the renewal), and is not read; "when" and
// "once" with a page that states a past event are times, not conditions
// ("Delivered when you were out"), and "once" before a frequency ("once a
// day") is a count; a page with a question mark is left to the question
// rule (decide_unasserted.go).

// sConditioned is the strength of the conflict between a page that states
// a fact under a condition and a claim of the fact alone.
const sConditioned = 0.95

// conditionCover is the least coverage of the claim, before the guards,
// the rule needs: the claim is the page's main part.
const conditionCover = 0.9

// conditionWords open a condition span.
var conditionWords = map[string]bool{"if": true, "when": true, "whenever": true, "once": true, "provided": true, "providing": true}

// temporalConditions are the condition words that read as times when the
// page states a past event.
var temporalConditions = map[string]bool{"when": true, "whenever": true, "once": true}

// thresholdWords compare a restricted noun with a number ("orders over
// $50").
var thresholdWords = map[string]bool{"over": true, "above": true, "under": true, "below": true, "from": true}

// claimConditionWords in the claim mean it states a condition or a bound
// of its own: the rule leaves it to the comparison.
var claimConditionWords = map[string]bool{
	"if": true, "when": true, "whenever": true, "once": true, "provided": true, "providing": true, "unless": true,
	"only": true, "over": true, "above": true, "under": true, "below": true, "least": true, "most": true,
	"minimum": true, "maximum": true, "min": true, "max": true, "more": true, "less": true, "fewer": true,
	"some": true, "certain": true, "eligible": true, "qualifying": true, "condition": true, "conditions": true,
}

// decideConditioned turns a comparison whose claim is the main part of a
// conditional page into a conflict (see above). pre is the comparison
// before the guards ran.
func decideConditioned(r *comparison, pre comparison, a, e *analysis, actual, context, expected string, now time.Time) {
	if r.conflict > 0 || r.identical || r.empty || pre.conflict > 0 || pre.missing || pre.covE < conditionCover || passing(r) {
		return
	}
	if strings.Contains(actual, "?") {
		return
	}
	from, to := conditionSpan(a.its, statesPast(a))
	if from < 0 {
		return
	}
	for _, it := range e.its {
		if it.kind == tkWord && claimConditionWords[strings.ToLower(it.text)] {
			return
		}
	}
	cond := analyzeAt(spanText(a.its[from+1:to]), now)
	mainText := spanText(qualifiedPart(a.its, from, to))
	main := analyzeAt(mainText, now)
	if !cond.content() || conditionNamed(&cond, &main, e) {
		return
	}
	// The condition qualifies its own clause (and, opening it, the next
	// one): the claim must be what that part states, not another clause
	// of the page ("Delivered · Lights on when motion is detected").
	if m := compareTextsAt(mainText, context, expected, now); m.missing || m.covE < conditionCover {
		return
	}
	r.addConflict(sConditioned, "condition")
	r.shared = 1
}

// qualifiedPart is the part of its a condition span [from, to) qualifies:
// the rest of its clause and, when the span opens its clause ("If you
// spend $30, delivery is free"), the next clause.
func qualifiedPart(its []item, from, to int) []item {
	start := from
	for start > 0 && !its[start].brk {
		start--
	}
	out := append([]item(nil), its[start:from]...)
	end := to
	if start == from && end < len(its) {
		end++
		for end < len(its) && !its[end].brk {
			end++
		}
	} else {
		for end < len(its) && !its[end].brk {
			end++
		}
	}
	out = append(out, its[to:end]...)
	if len(out) > 0 {
		out[0].brk = true
	}
	return out
}

// conditionSpan finds the first condition span of its: the index of its
// opening word and the end of its clause, or -1. past reports that the
// page states a past event (then "when" and "once" are times).
func conditionSpan(its []item, past bool) (int, int) {
	for i := 0; i < len(its); i++ {
		if its[i].kind != tkWord {
			continue
		}
		w := strings.ToLower(its[i].text)
		open := false
		switch {
		case conditionWords[w]:
			open = !(past && temporalConditions[w]) && !(w == "once" && frequencyNext(its, i))
		case w == "as" && wordAt(its, i+1) == "long" && wordAt(its, i+2) == "as":
			open, i = true, i+2
		case w == "on" || w == "for":
			open = thresholdAfter(its, i)
		case (w == "with" || w == "using") && (wordAt(its, i+1) == "code" || wordAt(its, i+2) == "code"):
			open = true // "20% off with code SAVE20"
		case w == "off" && thresholdAt(its, i+1):
			open, i = true, i+1 // "$5 off orders over $30"
		}
		if !open {
			continue
		}
		end := i + 1
		for end < len(its) && !its[end].brk {
			end++
		}
		if end == i+1 || !mainContent(its, i, end) {
			continue
		}
		return i, end
	}
	return -1, -1
}

// thresholdAfter reports whether "on"/"for" at i restricts a noun by a
// number: "on orders over $50", "for stays from 3 nights".
func thresholdAfter(its []item, i int) bool {
	if i+3 >= len(its) || its[i+1].kind != tkWord || its[i+1].brk || its[i+2].brk {
		return false
	}
	if !thresholdWords[strings.ToLower(its[i+2].text)] {
		return false
	}
	for _, it := range its[i+3 : min(len(its), i+5)] {
		if it.brk {
			return false
		}
		if it.kind == tkNum || it.hasNum {
			return true
		}
	}
	return false
}

// thresholdAt reports whether a noun at i is restricted by a number:
// "orders over $30".
func thresholdAt(its []item, i int) bool {
	return i+2 < len(its) && its[i].kind == tkWord && !its[i].brk && wordAt(its, i+1) != "" && thresholdWords[wordAt(its, i+1)] &&
		!its[i+2].brk && (its[i+2].kind == tkNum || its[i+2].hasNum || its[i+2].kind == tkSym && i+3 < len(its) && its[i+3].kind == tkNum)
}

// frequencyNext reports whether "once" at i counts times ("once a day",
// "once daily", "once per week").
func frequencyNext(its []item, i int) bool {
	switch wordAt(its, i+1) {
	case "", "a", "an", "per", "every", "each", "daily", "weekly", "monthly", "yearly", "more", "again", "only":
		return true
	}
	return false
}

// mainContent reports whether the page has a word outside the span
// [from, to): the fact the condition qualifies.
func mainContent(its []item, from, to int) bool {
	for k, it := range its {
		if (k < from || k >= to) && (it.kind == tkWord || it.kind == tkNum) {
			return true
		}
	}
	return false
}

// wordAt is the lower-cased word at index i of its, "" when there is none
// or it starts another clause.
func wordAt(its []item, i int) string {
	if i >= len(its) || its[i].brk || its[i].kind != tkWord {
		return ""
	}
	return strings.ToLower(its[i].text)
}

// spanText writes items back as text, glued tokens without a space.
func spanText(its []item) string {
	var b strings.Builder
	for k, it := range its {
		if k > 0 && !it.glued {
			b.WriteByte(' ')
		}
		b.WriteString(it.text)
	}
	return b.String()
}

// conditionNamed reports whether the claim e names a concept or a value
// of the condition cond that the main part main does not name.
func conditionNamed(cond, main, e *analysis) bool {
	keys := map[string]bool{}
	for _, u := range cond.units {
		if !u.implied && u.weight > 0 {
			keys[u.key] = true
		}
	}
	for _, u := range main.units {
		delete(keys, u.key)
	}
	for _, u := range e.units {
		if !u.implied && keys[u.key] {
			return true
		}
	}
	for _, ev := range e.values {
		if ev.implied {
			continue
		}
		if q, conflict := bestValue(ev, cond.values); q > 0 || conflict {
			if q2, _ := bestValue(ev, main.values); q2 == 0 {
				return true
			}
		}
	}
	return false
}
