package lexical

import (
	"strconv"
	"strings"
)

// Directions of a change or a move. Some words place a participant in a
// from/to slot without a slot word:
//
//   - a verb of arriving takes its destination as its object ("joined
//     Arsenal", "entered Lisbon", "reached Denver", "arriving Denver": to),
//     a verb of leaving its origin ("left Memphis", "departed Memphis hub":
//     from); the object must follow at once (past "the"), so "3 left" and
//     "left with the neighbour" place nothing;
//   - a label names its slot: "Origin: Shenzhen", "Destination: Austin",
//     "Target: 22°"; "target" before a number in its clause ("target 23
//     degrees", "the target temperature is 22") is the "to" of a change.
//
// The words that say a change or a move happens (switching, moving,
// heading, joined, transfer, destination, route, an arrow's "change" …)
// carry no content beyond its slots: once both sides state a from/to
// claim and one of them fills a slot with the same participant on both
// sides, such a word is covered by that claim ("switching to Free"
// against "Plan change: Pro → Free", "heading to Austin" against
// "Destination: Austin"). A participant in the opposite slot is a swap
// (claims_align.go); other fillers are other words.

// directionObjects are verbs whose object is a slot's filler.
var directionObjects = map[string]string{
	"join": "to", "joins": "to", "joined": "to", "joining": "to",
	"enter": "to", "enters": "to", "entered": "to", "entering": "to",
	"reach": "to", "reaches": "to", "reached": "to", "reaching": "to",
	"arrive": "to", "arrives": "to", "arrived": "to", "arriving": "to",
	"leave": "from", "leaves": "from", "left": "from", "leaving": "from",
	"depart": "from", "departs": "from", "departed": "from", "departing": "from",
	"exited": "from",
}

// directionLabels name the slot of the value they label.
var directionLabels = map[string]string{"origin": "from", "destination": "to", "target": "to"}

// directionStems are the stems of the words that say a change or a move
// happens (see above).
var directionStems = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range []string{
		"move", "moved", "moving", "switch", "switched", "switching", "change", "changed", "changing",
		"heading", "headed", "going", "bound", "transfer", "transferred", "transferring", "join", "joined",
		"joining", "leave", "left", "leaving", "depart", "departed", "departing", "arrive", "arriving",
		"destination", "origin", "target", "route", "travelling", "traveling", "convert", "converting",
		"converted", "redirected", "enter", "entered", "reach", "reached", "heating", "cooling",
	} {
		m[stem(w)] = true
	}
	return m
}()

// directionClaims adds the claims of direction verbs and labels.
func directionClaims(out []claim, ts []ctok) []claim {
	for i, t := range ts {
		if slot, ok := directionObjects[t.raw]; ok {
			j := i + 1
			if j < len(ts) && ts[j].raw == "the" && !ts[j].brk {
				j++
			}
			if j < len(ts) && !ts[j].brk && ts[j].kind == ckWord && !fills(out, slot, ts[j].key) {
				out = append(out, claim{slot, phraseAt(ts, j)})
			}
			continue
		}
		slot, ok := directionLabels[t.raw]
		if !ok || t.kind != ckWord {
			continue
		}
		for j := i + 1; j < len(ts); j++ {
			if ts[j].brk && !(j == i+1 && ts[j].colon) {
				break
			}
			if ts[j].kind == ckNum || ts[j].kind == ckWord && ts[j].colon {
				if f := phraseAt(ts, j); !fills(out, slot, f) {
					out = append(out, claim{slot, f})
				}
				break
			}
			if ts[j].kind != ckWord && ts[j].kind != ckStop || t.raw != "target" {
				break // only "target" reaches past words to its number
			}
		}
	}
	return out
}

// directionWord reports whether unit u of x says a change or move whose
// slot both sides fill with one participant (see above).
func directionWord(u unit, x, o *analysis) bool {
	if u.implied || !directionStems[stem(u.raw)] {
		return false
	}
	return sharedDirection(x, o)
}

// sharedDirection reports whether both sides state a from/to claim and
// one slot holds one filler on both.
func sharedDirection(x, o *analysis) bool {
	for _, slot := range []string{"from", "to"} {
		for _, f := range fillers(x.claims, slot) {
			if fills(o.claims, slot, f) {
				return true
			}
		}
	}
	return false
}

// fromHistory reports whether value v is the number the actual side
// changes from while the expected side states only what it changes to,
// and the two agree on it ("Cooling from 26° to 23°" for "target 23
// degrees"): the earlier value is the change's history (changes.go).
func fromHistory(v value, a, e *analysis) bool {
	if fillers(e.claims, "from") != nil {
		return false
	}
	aligned := false
	for _, f := range fillers(e.claims, "to") {
		aligned = aligned || fills(a.claims, "to", f)
	}
	if !aligned {
		return false
	}
	for _, f := range fillers(a.claims, "from") {
		if n, ok := claimNumber(f); ok && sameNum(n, v.num) {
			return true
		}
		for _, g := range fillers(a.claims, "n:"+f) {
			if v.kind == vTime && timeFiller(g, v) {
				return true // "from Tue 10:00": the time of the earlier day
			}
		}
	}
	return false
}

// timeFiller reports whether filler g ("#10:00") is the time of value v.
func timeFiller(g string, v value) bool {
	h, m, ok := strings.Cut(strings.TrimPrefix(g, "#"), ":")
	if !ok {
		return false
	}
	hh, err1 := strconv.Atoi(h)
	mm, err2 := strconv.Atoi(m)
	return err1 == nil && err2 == nil && hh*60+mm == v.min
}
