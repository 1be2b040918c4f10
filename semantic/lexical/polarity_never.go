package lexical

import (
	"regexp"
	"strings"
	"time"
)

// "Never" against a count of zero times. "Link clicked 0×" says what
// "never clicked the link" says: the negation is the zero count of times,
// not a polarity against the page. Only when "never" is the claim's one
// negator, the page has no negation, and the zero ("0×", "0 times") ends
// an entry that names a word of the claim; any other count of times
// ("clicked 1×") keeps the polarity. The comparison stays unsure (the
// rule only removes the conflict).

var zeroTimesRe = regexp.MustCompile(`(^|[^0-9.,])0\s*(×|x\b|times\b)`)

// zeroTimes reports whether the polarity conflict of r is the claim's
// "never" against a zero count of times on the page.
func zeroTimes(r comparison, a, e *analysis, actual string, now time.Time) bool {
	if r.conflict == 0 || !onlyReasons(r.reasons, "polarity") || e.neg != 1 || a.neg != 0 || !strings.Contains(" "+e.canon, " never ") {
		return false
	}
	for _, t := range strings.Fields(e.canon) {
		if lex.classes[t] == wcNegator && t != "never" {
			return false
		}
	}
	for _, seg := range strings.FieldsFunc(actual, func(r rune) bool { return r == ',' || r == ';' || r == '·' || r == '•' || r == '|' }) {
		if !zeroTimesRe.MatchString(strings.ToLower(seg)) {
			continue
		}
		sa := analyzeAt(seg, now)
		for _, u := range sa.units {
			if !u.implied && bestUnit(u, e.units) > 0 {
				return true
			}
		}
	}
	return false
}
