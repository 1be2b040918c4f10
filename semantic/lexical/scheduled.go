package lexical

import "strings"

// Scheduled changes of state. A state word in the present tense beside a
// time or date of its clause ("Closes 22:00", "Opens 09:00", "Locks at
// midnight") announces a change to come, not the current state: "Open now
// · Closes 22:00" is open. Such a word neither counts as a negation nor
// needs to be covered; the time it carries is still compared.

// scheduledStates marks each present-tense state word with a time or
// date in its clause as implied and takes back its negation.
func (a *analysis) scheduledStates() {
	for i, u := range a.units {
		if u.implied || u.c == nil || u.c.verb || !u.c.polar || !presentForm(u.raw) || !clauseDated(a, u.clause) {
			continue
		}
		a.units[i].implied = true
		if u.neg && a.neg > 0 && a.clauseNeg[u.clause] > 0 {
			a.neg--
			a.clauseNeg[u.clause]--
		}
	}
}

// presentForm reports whether w is a third-person present verb form
// ("closes", "opens", "locks"): an -s ending whose stem starts w.
func presentForm(w string) bool {
	if len(w) < 4 || !strings.HasSuffix(w, "s") || strings.HasSuffix(w, "ss") {
		return false
	}
	s := stem(w)
	return s != w && strings.HasPrefix(w, s) && len(w)-len(s) <= 2
}

// clauseDated reports whether clause k of a has a time of day (a date
// range says how long a state lasts: "runs from the 14th to the 18th").
func clauseDated(a *analysis, k int) bool {
	for _, v := range a.values {
		if v.clause == k && !v.implied && v.kind == vTime {
			return true
		}
	}
	return false
}
