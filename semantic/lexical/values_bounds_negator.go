package lexical

// A negated bound needs a negator. "will not go below 4" is a floor of 4
// (negatedBound), but a clause whose only negation is a state word of the
// "not done" kind ("wait", "pending", "offline": a concept that counts as
// its own negation) negates no bound: "the wait is under five minutes" is
// a cap of five minutes, not a floor.

// negatorBefore reports whether a negator word ("not", "never", "no" …)
// stands before item i in the clause of i.
func (p *parser) negatorBefore(i int) bool {
	for k := i - 1; k >= 0; k-- {
		if lex.classes[p.word(k)] == wcNegator {
			return true
		}
		if p.its[k].brk {
			return false
		}
	}
	return false
}
