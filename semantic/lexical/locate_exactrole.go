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

// namingRoleWords are role words that are also words of controls' names:
// "Search invoices" is a search field, "Status Filter Input" a filter.
var namingRoleWords = map[string]bool{"search": true, "filter": true, "filters": true,
	"select": true, "dropdown": true, "picker": true}

// notNamedRole demotes a target whose name lacks the naming role word the
// description says when another scored target's name has it.
const notNamedRole = 0.6

// preferRoleWordInName multiplies by notNamedRole the score of every
// target whose name does not say a naming role word of the description
// ("the search field for invoices") when a scored target's name says it
// ("Search invoices" over the grid's "Invoice Filter Input").
func preferRoleWordInName(q *targetQuery, ids []string, st *state, scores []float64) {
	for w := range q.roleSaid {
		if !namingRoleWords[w] {
			continue
		}
		has := make([]bool, len(ids))
		found := false
		for i, id := range ids {
			has[i] = containsPhrase(st.target(id).nameWords, w)
			found = found || (has[i] && scores[i] > 0)
		}
		if !found {
			continue
		}
		for i := range ids {
			if !has[i] {
				scores[i] *= notNamedRole
			}
		}
	}
}
