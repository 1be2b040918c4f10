package lexical

// Price and rate floors.
//
// "From $89", "Plans starting at $9.99/mo", "as low as $5 a month" state
// the lowest price of several, not the price: a listing shows it because
// other seats, plans or dates cost more. Read as a stated minimum
// (cmpMin, bounds.go), such a value states "from $89" and "at least $89"
// but never a plain "tickets cost $89": the page gives a floor and the
// claim a value, which does not settle it. "from $20 to $30" and "from
// $20 – $30" are spans, not floors, and stay as the span rules read them.
// A rate is floored the same way ("Rates from 5.99% APR" is the lowest
// rate offered, not "my rate is 5.99%"), except where the "from" follows
// a word of change and names the former value ("down from 2.9%").

// floorCue reports whether the words right before an amount make it the
// lowest of several prices: w1 is the word before the value, w2 and w3
// the words before that ("" when none or not a word of the clause).
// "only" or "just" may sit between the cue and the amount ("from only $9").
func floorCue(w1, w2, w3 string) bool {
	if w1 == "only" || w1 == "just" {
		w1, w2 = w2, w3
	}
	switch w1 {
	case "from", "starting":
		return true
	case "at":
		return w2 == "starting" || w2 == "starts" || w2 == "start" || w2 == "beginning"
	case "as":
		return w2 == "low" || w2 == "little"
	}
	return false
}

// spanEnds are the words after a value that make a "from" before it open
// a span ("from $20 to $30", "from 9 until 5") rather than a floor.
var spanEnds = map[string]bool{"to": true, "until": true, "till": true, "through": true, "thru": true}

// priceFloor marks an amount written after a floor cue as a stated
// minimum. v spans items v.at..next; it is left alone when it already has
// a bound, is no amount, or the "from" opens a span.
func (p *parser) priceFloor(v *value, next int) {
	i := int(v.at)
	if v.cmp != 0 || v.kind != vAmount && v.kind != vPercent || i <= 0 || p.its[i].brk {
		return
	}
	w := [3]string{}
	for k := range w {
		j := i - 1 - k
		if j < 0 || p.its[j+1].brk && k > 0 {
			break // the cue must sit in the value's own clause
		}
		w[k] = p.word(j)
	}
	if !floorCue(w[0], w[1], w[2]) || v.kind == vPercent && changeFrom(w[0], w[1], w[2]) {
		return
	}
	if next < len(p.its) && !p.its[next].brk && (spanEnds[p.word(next)] || p.its[next].kind == tkSym && isDash(p.its[next].text)) {
		return
	}
	v.cmp = cmpMin
}

// changeFrom reports whether a "from" before a rate names the value it
// changed from, not the lowest of several: after a direction or a verb
// form ("down from 2.9%", "changed from 5%", "falling from 12%") or a
// verb of change in the present ("drops from 12%"). w1 is the word before
// the value, w2 and w3 the words before that, as floorCue reads them.
func changeFrom(w1, w2, w3 string) bool {
	if w1 == "only" || w1 == "just" {
		w1, w2 = w2, w3
	}
	if w1 != "from" {
		return false
	}
	return direction(w2) != 0 || verbForm(w2) || changeVerbs[w2] || changePresent[w2]
}

// changePresent are present forms of verbs of change a rate follows
// with "from" ("inflation falls from 3%").
var changePresent = map[string]bool{
	"falls": true, "drops": true, "rises": true, "climbs": true, "jumps": true,
	"goes": true, "moves": true, "changes": true, "slips": true, "grows": true,
	"dips": true, "slides": true, "increases": true, "decreases": true,
}

func isDash(s string) bool { return s == "-" || s == "–" || s == "—" }
