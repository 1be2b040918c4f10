package lexical

import "strings"

// Marks and positions.
//
//   - A cross after or before an item of a list says the item is absent
//     or off: "Eligible ✓ · Enrolled ✗", "Parking ✗". The parser drops the
//     symbol, so "you are enrolled" met "Enrolled"; each crossed segment
//     is rewritten "not <item>" before parsing, unless the item already
//     negates ("❌ Not verified"). A tick is left as it is (the page's
//     state mark, stateSymbol).
//   - A number written as a position ("#3 of 212", "3rd of 212", "#2 in
//     Concerts", "ranked 3") ranks an item; it never counts the items
//     ("PR #311" names one and is no position). When the claim
//     has the same number as a plain count and the page has it only as a
//     position, the comparison is unsure.

// crossMarks are the symbols of an absent or failed item.
var crossMarks = []string{"✗", "✘", "❌", "✕", "✖"}

// crossMarkChars are the crossMarks in one string, for strings.ContainsAny.
var crossMarkChars = strings.Join(crossMarks, "")

// rewriteCrosses rewrites each segment of s (split at '·', '•', '|', ','
// and line breaks) that starts or ends with a cross mark as "not <rest>".
func rewriteCrosses(s string) string {
	if !strings.ContainsAny(s, crossMarkChars) {
		return s
	}
	var b strings.Builder
	start := 0
	flush := func(end int) {
		seg := s[start:end]
		t := strings.TrimSpace(seg)
		for _, m := range crossMarks {
			rest, ok := strings.CutSuffix(t, m)
			if !ok {
				rest, ok = strings.CutPrefix(t, m)
			}
			if ok && strings.TrimSpace(rest) != "" && !negated(rest) {
				lead := seg[:len(seg)-len(strings.TrimLeft(seg, " "))]
				seg = lead + "not " + strings.TrimSpace(rest) + " "
				break
			}
		}
		b.WriteString(seg)
	}
	for i, r := range s {
		switch r {
		case '·', '•', '|', ',', '\n':
			flush(i)
			b.WriteRune(r)
			start = i + len(string(r))
		}
	}
	flush(len(s))
	return b.String()
}

// negated reports whether the text s already negates ("Not verified",
// "Unverified", "Failed"): a cross beside it repeats the negation, it
// does not undo it.
func negated(s string) bool {
	a := analyze(s)
	if a.neg > 0 || a.outNeg > 0 {
		return true
	}
	for _, u := range a.units {
		if u.neg {
			return true
		}
	}
	return false
}

// ordinalSuffix are the endings of a numeral ordinal ("3rd", "21st").
var ordinalSuffix = map[string]bool{"st": true, "nd": true, "rd": true, "th": true}

// rankWords before a plain number make it a position ("ranked 3").
var rankWords = map[string]bool{"ranked": true, "rank": true, "position": true, "place": true, "number": true, "no": true}

// numberUses splits the numbers of the items its into positions (ordinal,
// '#'-prefixed or after a rank word) and plain numbers.
func numberUses(its []item) (pos, plain map[float64]bool) {
	// The sets are made on their first number: readers of a nil set see
	// an empty one.
	for i, it := range its {
		if it.kind != tkNum || !it.hasNum {
			continue
		}
		// "3rd": the suffix is a glued word.
		suffix := i+1 < len(its) && its[i+1].glued && ordinalSuffix[its[i+1].text]
		if pos == nil {
			pos, plain = map[float64]bool{}, map[float64]bool{}
		}
		if suffix {
			pos[it.num] = true
			continue
		}
		// "#3 of 212", "#2 in Concerts" rank; "PR #311", "Inv. #2041" name.
		ranked := i+1 < len(its) && (its[i+1].text == "of" || its[i+1].text == "in" || its[i+1].text == "out")
		hash := i > 0 && its[i-1].kind == tkSym && its[i-1].text == "#" && ranked
		if it.ordinal || hash || i > 0 && rankWords[its[i-1].text] {
			pos[it.num] = true
		} else {
			plain[it.num] = true
		}
	}
	return pos, plain
}

// positionAsCount reports whether the claim counts with a number the page
// writes only as a position.
func positionAsCount(ai, ei []item) bool {
	pos, plain := numberUses(ai)
	if len(pos) == 0 {
		return false
	}
	_, claimed := numberUses(ei)
	for x := range claimed {
		if pos[x] && !plain[x] {
			return true
		}
	}
	return false
}
