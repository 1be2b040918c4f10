package lexical

import (
	"strconv"
	"strings"
)

// Extremes of one scale. "High"/"highest"/"max"/"maximum" fill one slot
// (high) and "low"/"lowest"/"min"/"minimum" its opposite (low): "max 172"
// against "the highest heart rate is 172" is one claim (slotAlias).
//
// A slot word that binds the noun it modifies, that noun bound to a
// number, is the number in the slot: "the lowest score was 41" claims low
// = 41, as "Lowest: 41" does (extremeClaims). The two readings it
// replaces ("lowest score", "score 41") would make "Highest score: 98 ·
// Lowest: 41" unclear against it: the page binds "score" to 98.
//
// A list of extremes is a list of entries: "52-wk high 184.20 · low
// 121.05" states "the 52-week low is 121.05", the high is another entry
// (otherExtreme). The other entry weighs nothing only when every extreme
// the expectation states is stated the same by the page; an expected
// number the page puts in the opposite slot is a swap (claims_align.go).

// extremeSlots are the slots of a scale's two ends.
var extremeSlots = map[string]bool{"high": true, "low": true}

// extremeClaims composes "<slot> <noun>" and "<noun> #n" into "<slot> #n".
func extremeClaims(cs []claim) []claim {
	var drop map[int]bool
	var add []claim
	for i, c := range cs {
		if !extremeSlots[c.slot] || strings.HasPrefix(c.filler, "#") || strings.HasPrefix(c.filler, "g:") {
			continue
		}
		head := c.filler[strings.LastIndexByte(c.filler, '+')+1:]
		for j, n := range cs {
			if n.slot != "n:"+head || !strings.HasPrefix(n.filler, "#") {
				continue
			}
			if drop == nil {
				drop = map[int]bool{}
			}
			drop[i], drop[j] = true, true
			add = append(add, claim{c.slot, n.filler})
		}
	}
	if drop == nil {
		return cs
	}
	out := make([]claim, 0, len(cs)-len(drop)+len(add))
	for i, c := range cs {
		if !drop[i] {
			out = append(out, c)
		}
	}
	for _, c := range add {
		if !fills(out, c.slot, c.filler) {
			out = append(out, c)
		}
	}
	return out
}

// otherExtreme reports whether the actual side binds number n to an
// extreme slot the expected side leaves open, while the expected side
// states an extreme and the actual side states every extreme it does.
func otherExtreme(n string, a, e *analysis) bool {
	slot := ""
	for _, c := range a.claims {
		if extremeSlots[c.slot] && c.filler == n && fillers(e.claims, c.slot) == nil {
			slot = c.slot
		}
	}
	if slot == "" {
		return false
	}
	stated := false
	for _, c := range e.claims {
		if !extremeSlots[c.slot] {
			continue
		}
		if !fills(a.claims, c.slot, c.filler) {
			return false
		}
		stated = true
	}
	return stated
}

// otherExtremeWord reports whether unit u is the slot word of an extreme
// the expected side leaves open, in the same reading (otherExtreme).
func otherExtremeWord(u unit, a, e *analysis) bool {
	slot, ok := slotAlias[u.raw]
	if !ok || !extremeSlots[slot] || fillers(e.claims, slot) != nil {
		return false
	}
	for _, c := range a.claims {
		if c.slot == slot && strings.HasPrefix(c.filler, "#") && otherExtreme(c.filler, a, e) {
			return true
		}
	}
	return false
}

// otherExtremeValue reports whether value v of the actual side is the
// number of another extreme entry (otherExtreme).
func otherExtremeValue(v value, a, e *analysis) bool {
	return otherExtremeAmong(v, a.claims, a, e)
}

// otherExtremeAmong is otherExtremeValue reading the claims cs of a (all
// of them, or only those inExtremeSlots keeps).
func otherExtremeAmong(v value, cs []claim, a, e *analysis) bool {
	if v.implied || v.kind == vDate || v.kind == vTime || v.kind == vDuration || v.kind == vCode {
		return false
	}
	for _, c := range cs {
		if !extremeSlots[c.slot] {
			continue
		}
		if n, ok := claimNumber(c.filler); ok && sameNum(n, v.num) && otherExtreme(c.filler, a, e) {
			return true
		}
	}
	return false
}

// claimNumber is the number of a filler "#n" (its sign kept).
func claimNumber(f string) (float64, bool) {
	s, ok := strings.CutPrefix(f, "#")
	if !ok {
		return 0, false
	}
	n, err := strconv.ParseFloat(strings.TrimLeft(s, "+±"), 64)
	return n, err == nil
}

// extremeWord reports whether unit u is the word of an extreme slot that
// both sides fill with one filler: "Highest priority: Client demo" and
// "the client demo is the top priority" both claim high = priority, so
// "highest" and "top" cover each other.
func extremeWord(u unit, x, o *analysis) bool {
	slot, ok := slotAlias[u.raw]
	if !ok || !extremeSlots[slot] {
		return false
	}
	for _, f := range fillers(x.claims, slot) {
		if fills(o.claims, slot, f) {
			return true
		}
	}
	return false
}
