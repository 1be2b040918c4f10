package lexical

import (
	"regexp"
	"strings"
)

// A bound asked for is answered by a range shown. "the maximum of the
// limit parameter" asks for the upper end of the limit's range; the text
// "integer <int32> [ 1 .. 50 ]" states that range, so it says what
// "maximum" asks for, as a version string says what "version" asks for
// (shapeAnswer). A range is two numbers joined by "..", "–" or "to"
// (bracketed or not); "≤ 50", "<= 50", "max 50", "at most 50", "up to 50"
// state an upper bound only, "≥ 1", ">= 1", "min 1", "at least 1" a lower
// one. The lexicon reads "maximum" as a sense of "limit", so without this
// rule the word matched the parameter's name and nothing answered it in
// the range. Only the head bound word of a description that asks a bound
// (asksBound, select_bound.go) is answered so.

var (
	rangeRE = regexp.MustCompile(`\d\s*(\.\.|…|–|—|\bto\b)\s*-?\d`)
	upperRE = regexp.MustCompile(`(?i)(≤|<=|<|\bmax\.?|\bmaximum\b|\bat most\b|\bup to\b)\s*-?\d`)
	lowerRE = regexp.MustCompile(`(?i)(≥|>=|>|\bmin\.?|\bminimum\b|\bat least\b)\s*-?\d`)
)

// rangeAnswer is the quality with which s's own text answers the bound
// word u: qShaped when it states a range or the asked bound, else 0.
func (q *sourceQuery) rangeAnswer(u unit, s *sourceAnalysis) float64 {
	w := strings.ToLower(u.raw)
	if u.implied || !boundWords[w] || !q.asksBound() || stateRoles[s.role] {
		return 0
	}
	t := s.raw
	upper := w == "maximum" || w == "max"
	switch {
	case rangeRE.MatchString(t):
	case upper && upperRE.MatchString(t):
	case !upper && lowerRE.MatchString(t):
	default:
		return 0
	}
	return qShaped
}

// settingNouns ask for a control's state: the value of "the activity
// digest setting" is the state of the switch labelled "Activity digest"
// ("on"), as a bound's is the range shown.
var settingNouns = map[string]bool{"setting": true, "preference": true, "option": true}

// settingAnswer is qBody when u is a setting word and s shows a control's
// state (a switch, a checkbox, a radio button, a select's choice), else 0.
func settingAnswer(u unit, s *sourceAnalysis) float64 {
	if u.implied || !settingNouns[strings.ToLower(u.raw)] || !stateRoles[s.role] {
		return 0
	}
	return qBody
}
