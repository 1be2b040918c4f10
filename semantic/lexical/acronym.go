package lexical

// Acronyms. A short word the lexicon does not know ("GPA", "ETD", "CPU")
// whose letters are, in order, the initials of consecutive content
// words of the other side ("grade point average", "random access
// memory", "estimated time of departure") stands for those words: for
// the comparison it is replaced by them. Only words neither side names
// otherwise take part, only within one clause of the other side, and
// only names (no verb or state: "processing" says something the acronym
// does not); a word of the lexicon ("hr" is hours) is never read as an
// acronym.

// Acronym lengths read: three to five letters; two letters match the
// initials of unrelated words too often ("TA" is also "the account"), so
// a two-letter acronym is read only when it and its two words are all
// the sides do not share (soleGap).
const (
	minAcronym = 3
	maxAcronym = 5
)

// expandAcronyms replaces, on each side, an unknown short word that
// spells the initials of a run of the other side's words by that run.
func expandAcronyms(a, e *analysis) {
	expandAcronymsOf(a, e)
	expandAcronymsOf(e, a)
}

func expandAcronymsOf(x, o *analysis) {
	var out []unit
	for i, u := range x.units {
		run := acronymRun(u, x, o)
		if run < 0 {
			if out != nil {
				out = append(out, u)
			}
			continue
		}
		if out == nil {
			out = append(make([]unit, 0, len(x.units)+len(u.raw)), x.units[:i]...)
		}
		n := len(u.raw)
		for k := range n {
			w := o.units[run+k]
			out = append(out, unit{c: w.c, key: w.key, raw: w.raw, weight: u.weight / float64(n), modifier: u.modifier, clause: u.clause})
		}
	}
	if out != nil {
		x.units = out
	}
}

// acronymRun is the index in o.units of the run of words u spells the
// initials of, or -1.
func acronymRun(u unit, x, o *analysis) int {
	w := u.raw
	if u.c != nil || u.implied || u.descriptor || len(w) < 2 || len(w) > maxAcronym || !asciiLetters(w) {
		return -1
	}
	if _, ok := lex.forms[w]; ok || bestUnit(u, o.units) > 0 {
		return -1
	}
	for i := 0; i+len(w) <= len(o.units); i++ {
		ok := true
		for k := 0; k < len(w) && ok; k++ {
			ou := o.units[i+k]
			ok = !ou.implied && !ou.descriptor && ou.weight > 0 && len(ou.raw) > 1 && ou.raw[0] == w[k] &&
				ou.clause == o.units[i].clause && bestUnit(ou, x.units) == 0 && !ou.neg && !predicateConcept(ou.c)
		}
		if ok && (len(w) >= minAcronym || soleGap(u, x, o, i)) {
			return i
		}
	}
	return -1
}

// soleGap reports whether a two-letter acronym u of x and the two words
// of o at run are all the two sides do not share: every other content
// word of each side is matched by the other ("TA: Lin Wei" against "Lin
// Wei is the teaching assistant"). Where the rest agrees, two initials no
// longer match unrelated words by chance.
func soleGap(u unit, x, o *analysis, run int) bool {
	for _, xu := range x.units {
		if xu.implied || xu.descriptor || xu.weight == 0 || xu.raw == u.raw {
			continue
		}
		if bestUnit(xu, o.units) < 1 {
			return false
		}
	}
	for k, ou := range o.units {
		if ou.implied || ou.descriptor || ou.weight == 0 || k == run || k == run+1 {
			continue
		}
		if bestUnit(ou, x.units) < 1 {
			return false
		}
	}
	return true
}

func asciiLetters(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	return true
}
