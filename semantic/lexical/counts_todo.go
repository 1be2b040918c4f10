package lexical

// Counts of what is still to be done, said with an active infinitive.
//
// "2 of 3 packages delivered" states "one package is still to be
// delivered" (counts.go): the passive infinitive after "still to" names
// the predicate the count does not hold yet. Testers as often write the
// active form: "3 clauses still to review", "2 forms left to sign", "4
// applicants yet to interview", "3 tracks need to download". The verb
// after "still to", "yet to", "left to" or "need to" is then the
// clause's predicate, in its base form, and the count counts what it
// does not hold yet (its role is "p:<verb>-"), so "3 of 5 clauses
// reviewed" (2 not reviewed) contradicts "3 clauses
// still to review" and states "2 clauses still to review". The verb is
// keyed by its stem, as the page's past participle is ("reviewed" and
// "review" are both "w:review").

// toDoInfinitive reports whether the unknown word w at item i is a verb
// in its base form after "still to", "yet to", "left to" or "need to".
func (p *parser) toDoInfinitive(w string, i int) bool {
	if len(w) < 3 || w == "go" || w == "be" || !baseForm(w) || p.word(i-1) != "to" {
		return false
	}
	return stillToCue(p.word(i - 2))
}

// stillToCue reports whether w before "to" and a verb says the verb is
// still to be done: "still to", "yet to", "left to", and "need to"
// ("three tracks still need to download": what needs doing is not done).
func stillToCue(w string) bool {
	switch w {
	case "still", "yet", "left", "need", "needs":
		return true
	}
	return false
}
