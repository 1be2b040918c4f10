package lexical

import (
	"regexp"
	"strings"
)

// Typical and counted labels.
//
//   - What is typical is not what happened: "Common side effects: nausea,
//     headache" never states "you have a headache", "Usually arrives in
//     30 min" never states that this order did. When the page or its
//     context has a word of typicality or frequency (typicalWords) and
//     the claim has none, the comparison is unsure.
//   - A count in parentheses after a label counts that label: "Upcoming
//     tours (2) · Past tours (5)" is "2 upcoming tours · 5 past tours".
//     The parenthesis is a clause break to the parser, which would leave
//     "2" bound to nothing and let "two past tours" meet it; the text is
//     rewritten to the number-first form before it is parsed.

// typicalWords say that a text describes what is usual or possible, not
// one case.
var typicalWords = map[string]bool{
	"common": true, "commonly": true, "possible": true, "possibly": true, "potential": true,
	"typical": true, "typically": true, "usual": true, "usually": true, "often": true,
	"sometimes": true, "generally": true, "frequently": true, "rarely": true,
	"occasionally": true, "normally": true,
}

// typical reports whether the items its have a word of typicality.
func typical(its []item) bool {
	for _, it := range its {
		if it.kind == tkWord && typicalWords[it.text] {
			return true
		}
	}
	return false
}

// typicalOnly reports whether the page (actual, context) speaks of what
// is typical and the claim expected does not.
func typicalOnly(ai, ci, ei []item) bool {
	return (typical(ai) || typical(ci)) && !typical(ei)
}

// labelCount is a label of one to four words followed by a count in
// parentheses, alone in its segment of a list.
var labelCount = regexp.MustCompile(`^(\s*)([\p{L}][\p{L}'’ -]{0,40}?)\s*\((\d[\d,.]*)\)(\s*)$`)

// countLabels rewrites each "Label (N)" segment of s (segments split at
// '·', '•', '|', ',', ';' and line breaks) as "N Label".
func countLabels(s string) string {
	if !strings.Contains(s, "(") {
		return s
	}
	// The text is copied only from the first rewritten segment on.
	var b strings.Builder
	start, changed := 0, false
	flush := func(end int) {
		seg := s[start:end]
		if !countShaped(seg) {
			if changed {
				b.WriteString(seg)
			}
			return
		}
		if m := labelCount.FindStringSubmatch(seg); m != nil && len(strings.Fields(m[2])) <= 4 {
			if !changed {
				b.Grow(len(s) + 1)
				b.WriteString(s[:start])
				changed = true
			}
			seg = m[1] + m[3] + " " + strings.TrimSpace(m[2]) + m[4]
		}
		if changed {
			b.WriteString(seg)
		}
	}
	for i, r := range s {
		switch r {
		case '·', '•', '|', ',', ';', '\n':
			flush(i)
			if changed {
				b.WriteRune(r)
			}
			start = i + len(string(r))
		}
	}
	flush(len(s))
	if !changed {
		return s
	}
	return b.String()
}

// countShaped is what labelCount needs of a segment: a ')' last but for
// the white space \s matches, and a '(' before a digit. It saves the
// regular expression the segments it cannot match.
func countShaped(seg string) bool {
	if !strings.HasSuffix(strings.TrimRight(seg, "\t\n\f\r "), ")") {
		return false
	}
	for i := 0; i+1 < len(seg); i++ {
		if seg[i] == '(' && seg[i+1] >= '0' && seg[i+1] <= '9' {
			return true
		}
	}
	return false
}
