package lexical

import "strings"

// A "checkbox" may be rendered as a switch and a "switch" as a checkbox, so
// either role word accepts both roles (roleWords). When the description
// says one and its row holds both, a checkbox to select the row and a
// switch showing a setting, the control of the role it names is meant:
// "the checkbox that selects Lucía Gómez" is not her row's two-factor
// switch.

// exactRoleWords are role words that name one role exactly.
var exactRoleWords = map[string]string{"checkbox": "checkbox", "switch": "switch"}

// nearRole demotes a target of an accepted but inexact role when some
// target of the exact role scores.
const nearRole = 0.6

// preferExactRole multiplies by nearRole the score of every target whose
// role the description's role word accepts without naming it exactly, when
// a target of the exact role has a score.
func preferExactRole(desc string, ids []string, st *state, scores []float64) {
	exact := map[string]bool{}
	for _, w := range strings.FieldsFunc(strings.ToLower(desc), func(r rune) bool { return r == ' ' || r == '\'' || r == '"' }) {
		if r, ok := exactRoleWords[w]; ok {
			exact[r] = true
		}
	}
	if len(exact) != 1 {
		return // no role word, or both: nothing to prefer
	}
	found := false
	for i, id := range ids {
		found = found || scores[i] > 0 && exact[st.target(id).role]
	}
	if !found {
		return
	}
	for i, id := range ids {
		r := st.target(id).role
		if !exact[r] && (r == "checkbox" || r == "switch") {
			scores[i] *= nearRole
		}
	}
}
