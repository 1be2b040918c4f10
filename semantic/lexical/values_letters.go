package lexical

// Letter-number labels. "S2 · E5", "Q3", "E10" write a label's initial
// and its number: "S2" is season two, "Q3" the third quarter; so does a
// letter opening a list entry ("W 7 · D 2 · L 1" against "seven wins"). Against a
// text that writes the label in full next to a number ("season two",
// "episode 5", "the third quarter"), a code of one letter and a number
// states that number of the word with that initial: the same number
// meets it (the word and the number are the code's), another contradicts
// it ("S1 · E10" against "season ten, episode one"). The word must have
// four letters or more and sit right before the number, or right after
// an ordinal ("third quarter").

// letterCode splits a code of one letter and one to three digits.
func letterCode(v value) (byte, float64, bool) {
	if v.kind == vNumber && len(v.label) == 1 && v.label[0] >= 'a' && v.label[0] <= 'z' && v.label != "a" && v.label != "i" {
		return v.label[0], v.num, true // "W 7"
	}
	c := v.code
	if v.kind != vCode || len(c) < 2 || len(c) > 4 || c[0] < 'a' || c[0] > 'z' || !isDigits(c[1:]) {
		return 0, 0, false
	}
	n, ok := parseDigits(c[1:])
	return c[0], n, ok
}

// numberLabels records, for each plain number, the word that labels it:
// the word right before it, or right after an ordinal ("third quarter").
func (p *parser) numberLabels() {
	for k := range p.a.values {
		v := &p.a.values[k]
		if v.kind != vNumber || v.implied || int(v.at) >= len(p.its) {
			continue
		}
		it := p.its[v.at]
		if it.ordinal && it.words {
			if j := int(v.end); j < len(p.its) && !p.its[j].brk {
				v.label = p.word(j)
			}
			continue
		}
		if j := int(v.at) - 1; j >= 0 && !it.brk {
			v.label = p.word(j)
			if len(v.label) == 1 && !(p.its[j].brk || j == 0) || len(v.label) == 1 && !p.clauseEnd(int(v.end)) {
				v.label = "" // a letter labels a number only as a list entry: "W 7 · D 2"
			}
		}
		if j := int(v.end); j < len(p.its) && !p.its[j].brk {
			v.noun = p.word(j) // "seven wins"
		}
	}
}

// letterLabels reads x's letter codes against o's labelled numbers (see
// above) and reports whether one contradicts.
func letterLabels(x, o *analysis) bool {
	conflict, metAny := false, false
	for i, xv := range x.values {
		letter, n, ok := letterCode(xv)
		if !ok || xv.implied {
			continue
		}
		met, other := false, false
		for j, ov := range o.values {
			w := ov.label
			if len(w) < 4 || w[0] != letter {
				w = ov.noun // "seven wins" for "W 7"
			}
			if ov.kind != vNumber || ov.implied || len(w) < 4 || w[0] != letter {
				continue
			}
			if sameNum(ov.num, n) {
				met = true
			} else {
				other = true
			}
			labelRead(o, j, w)
		}
		if !met && !other {
			continue
		}
		// "S2" is the number 2 of "season": the word is the code's letter.
		x.values[i].kind, x.values[i].num, x.values[i].code = vNumber, n, ""
		x.values[i].label = ""
		conflict = conflict || !met
		if met {
			metAny = true
		}
	}
	if metAny && !conflict {
		otherLetterEntries(x)
	}
	return conflict
}

// otherLetterEntries makes the letter-labelled entries of x that no
// claim read other facts of its list ("D 2 · L 1" beside a matched "W
// 7"): they neither cover nor dilute.
func otherLetterEntries(x *analysis) {
	for i, v := range x.values {
		if _, _, ok := letterCode(v); ok && !v.implied {
			x.values[i].implied = true
		}
	}
}

// labelRead makes the label word w of o's number at j part of it.
func labelRead(o *analysis, j int, w string) {
	v := o.values[j]
	for k, u := range o.units {
		if u.raw == w && u.clause == v.clause {
			o.units[k].implied = true
		}
	}
}

// letterCodes applies letterLabels both ways; it runs before the
// comparison's phases.
func (r *comparison) letterCodes(a, e *analysis) {
	if letterLabels(a, e) || letterLabels(e, a) {
		r.addConflict(sValue, "letter code")
	}
}
