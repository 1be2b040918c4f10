package lexical

// A role that says its purpose. "the search field" says nothing but role
// words; a searchbox is a field whose role itself is "search", so the
// description names it as a control's name would, although its
// accessible name is only a prompt ("Type a keyword..."). Other field
// roles say no purpose: "the search field" is not any textbox, and a
// page with two search boxes still has two candidates.

// purposeRoles maps a role word to the one role that says it.
var purposeRoles = map[string]string{"search": "searchbox"}

// roleSaysPurpose reports whether t's role is the role a purpose word of
// the description names.
func (q *targetQuery) roleSaysPurpose(t *sourceAnalysis) bool {
	for w := range q.roleSaid {
		if r, ok := purposeRoles[w]; ok && r == t.role {
			return true
		}
	}
	return false
}
