package lexical

import (
	"regexp"
	"strings"
)

// Structural locate rules: descriptions that name a control by what it is
// for rather than by its name. Each rule picks one target or nothing; when
// several targets fit a rule, the rule stays silent and the scores decide
// (usually ambiguous).
const (
	// ruleWin is the score of a rule's one winner; ruleRest caps the
	// others, so the winner is chosen with a clear margin.
	ruleWin  = 0.95
	ruleRest = 0.3
)

var (
	// "the filter that shows all todos", "the tab showing active orders".
	showsRE = regexp.MustCompile(`\b(?:shows?|showing|displays?|displaying|lists?|listing)\s+(?:only\s+)?(?:the\s+)?([\pL\pN]+)`)
	// "the input for a new todo", "the field to add a new task".
	newForRE = regexp.MustCompile(`\b(?:for|to\s+add|to\s+create|to\s+enter)\s+(?:a\s+|an\s+)?new\s+([\pL\pN]+)`)
)

// filterRoles are the roles of a control that filters a list.
var filterRoles = map[string]bool{"link": true, "tab": true, "radio": true, "button": true}

// textRoles are the roles of a field a person types a new item into.
var textRoles = map[string]bool{"textbox": true, "combobox": true}

// applyLocateRules raises the one target a structural rule picks and caps
// the others.
func applyLocateRules(q *targetQuery, ids []string, st *state, scores []float64) {
	capOtherChecks(q, ids, st, scores)
	win := -1
	for _, rule := range []func(*targetQuery, []string, *state) int{filterRule, newItemRule, checkAllRule} {
		if win = rule(q, ids, st); win >= 0 {
			break
		}
	}
	if win < 0 {
		return
	}
	for i := range scores {
		if i == win {
			scores[i] = max(scores[i], ruleWin)
		} else {
			scores[i] = min(scores[i], ruleRest)
		}
	}
}

// only returns the one index for which ok holds, or -1 when none or
// several do.
func only(ids []string, ok func(string) bool) int {
	win := -1
	for i, id := range ids {
		if !ok(id) {
			continue
		}
		if win >= 0 {
			return -1
		}
		win = i
	}
	return win
}

// filterRule: "the filter that shows all/active/completed X" is the one
// link, tab, radio or button named by the word after "shows" alone.
func filterRule(q *targetQuery, ids []string, st *state) int {
	m := showsRE.FindStringSubmatch(q.desc.folded)
	if m == nil || q.roles == nil {
		return -1
	}
	// The verb is "shows" (which the lexicon may read as an action): any
	// other action verb means another control.
	if q.desc.verb != "" && verbClass(nonRoleWords(showsRE.ReplaceAllString(q.desc.folded, " ")), false, nil) != "" {
		return -1
	}
	return only(ids, func(id string) bool {
		t := st.target(id)
		return filterRoles[t.role] && q.roles[t.role] && len(t.nameWords) == 1 && t.nameWords[0] == m[1]
	})
}

// newItemRule: "the input for a new X" is the one empty text field outside
// any row whose name (its label or placeholder) or scope speaks of X, or,
// when none does, the one empty named text field outside any row.
func newItemRule(q *targetQuery, ids []string, st *state) int {
	m := newForRE.FindStringSubmatch(q.desc.folded)
	if m == nil || q.roles == nil || !q.roles["textbox"] {
		return -1
	}
	x := analyze(m[1])
	empty := func(id string) bool {
		t := st.targets[id]
		return textRoles[fold(t.Role)] && t.Row == "" && t.Value == "" && strings.TrimSpace(t.Name) != ""
	}
	if win := only(ids, func(id string) bool {
		t := st.target(id)
		c, _ := selectionCoverage(&x, &t.text, &t.ctx, 1)
		return empty(id) && c >= 0.99
	}); win >= 0 {
		return win
	}
	return only(ids, empty)
}

// checkAllRule: "the checkbox that marks all X as complete" is the one
// checkbox outside any row, unnamed or named with "all", in the scope of
// at least two rows' checkboxes.
func checkAllRule(q *targetQuery, ids []string, st *state) int {
	if !q.desc.bulk || q.desc.verb != vbCheck || len(q.desc.quoted) > 0 {
		return -1
	}
	rowBoxes := map[string]int{} // scope → checkboxes in rows
	for _, id := range ids {
		t := st.targets[id]
		if fold(t.Role) == "checkbox" && t.Row != "" {
			rowBoxes[t.Scope]++
		}
	}
	return only(ids, func(id string) bool {
		t := st.targets[id]
		if fold(t.Role) != "checkbox" || t.Row != "" || rowBoxes[t.Scope] < 2 {
			return false
		}
		a := st.target(id)
		return len(a.nameWords) == 0 || containsPhrase(a.nameWords, "all")
	})
}

// capOtherChecks: for "marks all X as complete", a checkbox outside any
// row whose own name says something else ("Remember me") is not the one
// meant, whatever its scope says.
func capOtherChecks(q *targetQuery, ids []string, st *state, scores []float64) {
	if !q.desc.bulk || q.desc.verb != vbCheck {
		return
	}
	for i, id := range ids {
		t := st.target(id)
		if t.role != "checkbox" || t.rowText != "" || len(t.nameWords) == 0 || containsPhrase(t.nameWords, "all") {
			continue
		}
		name := analyze(t.name)
		if c, _ := selectionCoverage(&name, &q.full, &q.full, 1); c < 0.5 {
			scores[i] = min(scores[i], ruleRest)
		}
	}
}

// nonRoleWords are the words of folded text s without its role words
// ("link" is not the verb "connect" there).
func nonRoleWords(s string) []string {
	var out []string
	for _, w := range words(s) {
		_, r1 := roleWords[w]
		_, r2 := extraRoleWords[w]
		if !r1 && !r2 {
			out = append(out, w)
		}
	}
	return out
}
