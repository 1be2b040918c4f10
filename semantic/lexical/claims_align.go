package lexical

import "strings"

// alignment is how two claim sets relate.
type alignment uint8

const (
	alignOK      alignment = iota // no slot both fill disagrees
	alignUnclear                  // a shared slot holds other words: not a confident match
	alignGrade                    // a shared slot holds other grades: a value conflict
	alignSwap                     // a filler moved to another slot: roles clear, different
)

// alignClaims compares the claims of the expected side with the actual
// side's. It returns the strongest disagreement and the slot it is about.
func alignClaims(e, a []claim) (alignment, string) {
	worst, why := alignOK, ""
	// Presence-only slots: an agent ("by Queen") or a change in progress
	// ("Turning off") the other side does not state leaves it unsure.
	for _, slot := range []string{"by", "prog"} {
		if (fillers(e, slot) == nil) != (fillers(a, slot) == nil) {
			worst, why = alignUnclear, slot
		}
	}
	for _, ec := range e {
		r := alignSlot(ec, e, a)
		if r > worst {
			worst, why = r, ec.slot
		}
	}
	return worst, why
}

func alignSlot(ec claim, e, a []claim) alignment {
	ef := fillers(e, ec.slot)
	af := fillers(a, ec.slot)
	if len(af) == 0 {
		// The actual side does not fill the slot: a filler in the
		// opposite slot ("from Paris" against "to Paris") is a swap.
		if opp := oppositeSlot(ec.slot); opp != "" && fillers(e, opp) == nil && fills(a, opp, ec.filler) {
			return alignSwap
		}
		return alignOK
	}
	for _, f := range ef {
		for _, g := range af {
			if f == g {
				return alignOK
			}
		}
	}
	// Disjoint: does an expected filler sit in another slot of the actual?
	for _, f := range ef {
		for _, ac := range a {
			if ac.slot != ec.slot && ac.filler == f && related(ac.slot, ec.slot) {
				return alignSwap
			}
		}
	}
	switch {
	case strings.HasPrefix(ec.filler, "g:"):
		return alignGrade
	case strings.HasPrefix(ec.filler, "#"):
		return alignOK // numbers: the value comparison decides
	}
	return alignUnclear
}

// related reports whether two slots can trade a filler: two noun bindings,
// two slot words, or the roles of one verb.
func related(x, y string) bool {
	kx, ky := slotClass(x), slotClass(y)
	if kx != ky {
		return false
	}
	if kx == "role" {
		return x[strings.IndexByte(x, ':'):] == y[strings.IndexByte(y, ':'):]
	}
	return true
}

func slotClass(s string) string {
	switch {
	case strings.HasPrefix(s, "n:"):
		return "noun"
	case strings.HasPrefix(s, "subj:"), strings.HasPrefix(s, "obj:"):
		return "role"
	}
	return "slot"
}

// oppositeSlot is the slot whose filler means the reverse: to for from,
// the negative form of a noun binding ("5 closed" for "5 open").
func oppositeSlot(s string) string {
	if o, ok := slotOpposite[s]; ok {
		return o
	}
	if strings.HasPrefix(s, "n:") && !strings.HasPrefix(s, "n:w:") {
		if strings.HasSuffix(s, "!") {
			return strings.TrimSuffix(s, "!")
		}
		return s + "!"
	}
	if rest, ok := strings.CutPrefix(s, "subj:"); ok {
		return "obj:" + rest
	}
	if rest, ok := strings.CutPrefix(s, "obj:"); ok {
		return "subj:" + rest
	}
	return ""
}

func fillers(cs []claim, slot string) []string {
	var out []string
	for _, c := range cs {
		if c.slot == slot {
			out = append(out, c.filler)
		}
	}
	return out
}

func fills(cs []claim, slot, filler string) bool {
	for _, c := range cs {
		if c.slot == slot && c.filler == filler {
			return true
		}
	}
	return false
}
