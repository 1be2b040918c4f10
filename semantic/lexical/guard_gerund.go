package lexical

// Calls to action with a gerund.
//
// "Start parking", "Stop sharing", "Resume tracking": a verb of beginning,
// ending or going on takes an -ing form as its object. The clause is a
// call to action like "Cancel reservation" (guard_imperative.go), though
// an -ing word right after a clause's first word usually makes it a
// statement ("Order shipping soon"). With one of these verbs first, the
// -ing word is its object and the clause stays an imperative, unless it
// has a past form too.

// gerundVerbs take an -ing form as their object.
var gerundVerbs = map[string]bool{
	"start": true, "stop": true, "begin": true, "resume": true, "keep": true,
	"finish": true, "continue": true, "quit": true, "try": true, "avoid": true,
	"pause": true, "restart": true,
}

// gerundObject reports whether the opening verb w of a clause takes the
// -ing word right after it (rest) as its object, with no past form in
// the clause.
func gerundObject(w string, rest []item) bool {
	if !gerundVerbs[w] || len(rest) == 0 {
		return false
	}
	for _, it := range rest {
		if it.kind == tkWord && pastForm(it.text) {
			return false
		}
	}
	return true
}
