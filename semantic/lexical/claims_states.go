package lexical

// States bound to what they are the state of. "Email on, SMS off" and
// "SMS off and email on" state the same two settings; "SMS on and email
// off" states them swapped, yet all three have the same words and one
// negation each. A state word right after the name it describes ("email
// on", "Wi-Fi off", "Bluetooth is off", "Door locked") is bound to that
// name: on/off, and lexicon states with negative forms (enabled/disabled,
// online/offline, locked/unlocked). The name is the content words before
// the state word in its clause (or the label before its colon: "Wi-Fi:
// On"), after any earlier binding, past a form of
// "be", in a clause without a number (a count of a state is read by
// counts.go); the state word must end its clause or be followed by "and"/"but"
// (else "on" is a preposition: "passed on main") and may not follow a
// number ("20% off"). A name both sides bind to opposite states is a swap
// (stateSwap); a clause with a negation binds nothing.

// stateBinding is one bound state: the name's phrase, the state and its
// polarity.
type stateBinding struct {
	name, state string
	pos         bool
	clause      int // the clause of the state word (as analysis counts them)
}

// stateBindings reads the bound states of claim tokens.
func stateBindings(ts []ctok) []stateBinding {
	var out []stateBinding
	from, clause := 0, -1 // the first token a name may start at; the clause
	for i, t := range ts {
		if t.brk {
			clause = min(clause+1, maxClauses-1)
		}
		label := t.brk && t.colon && i > 0 // "Wi-Fi: On": the label names it
		if t.brk && !label {
			from = i
		}
		st, pos, ok := stateWord(t)
		if !ok || !stateEnds(ts, i) || clauseNegated(ts, i) {
			if t.brk {
				from = i
			}
			continue
		}
		var keys []string
		for k := i - 1; k >= from; k-- {
			if ts[k].kind == ckWord && !stateLike(ts[k]) {
				keys = append([]string{ts[k].key}, keys...)
			} else if ts[k].kind == ckNum || ts[k].kind == ckSym || len(keys) > 0 && !beForms[ts[k].raw] {
				break
			}
			if ts[k].brk {
				break
			}
		}
		if len(keys) == 0 || clauseCounted(ts, i) {
			continue // "3 of 5 lights on": a count of the state (counts.go)
		}
		out = append(out, stateBinding{joinKeys(keys), st, pos, max(clause, 0)})
		from = i + 1
	}
	return out
}

// stateWord reports the state and polarity of t, if it is a state word.
func stateWord(t ctok) (string, bool, bool) {
	switch t.raw {
	case "on":
		return "on", true, true
	case "off":
		return "on", false, true
	}
	e, ok := lex.forms[t.raw]
	if !ok || e.c == nil || !e.c.polar || e.c.verb && !e.c.state {
		return "", false, false
	}
	return e.c.id, !e.neg, true
}

// stateLike reports whether t is itself a state word.
func stateLike(t ctok) bool {
	_, _, ok := stateWord(t)
	return ok
}

// stateEnds reports whether the state word at i ends its clause or a
// coordination.
func stateEnds(ts []ctok, i int) bool {
	if i > 0 && ts[i-1].kind == ckNum {
		return false // "20% off"
	}
	j := i + 1
	return j == len(ts) || ts[j].brk || ts[j].raw == "and" || ts[j].raw == "but"
}

// clauseNegated reports whether the clause of token i holds a negator.
func clauseNegated(ts []ctok, i int) bool {
	lo := i
	for lo > 0 && !ts[lo].brk {
		lo--
	}
	for k := lo; k < len(ts) && (k == lo || !ts[k].brk); k++ {
		if lex.classes[ts[k].raw] == wcNegator {
			return true
		}
	}
	return false
}

// clauseCounted reports whether the clause of token i holds a number.
func clauseCounted(ts []ctok, i int) bool {
	lo := i
	for lo > 0 && !ts[lo].brk {
		lo--
	}
	for k := lo; k < len(ts) && (k == lo || !ts[k].brk); k++ {
		if ts[k].kind == ckNum {
			return true
		}
	}
	return false
}

// joinKeys is the phrase key of keys.
func joinKeys(keys []string) string {
	s := keys[0]
	for _, k := range keys[1:] {
		s += "+" + k
	}
	return s
}

// stateSwap reports whether the two sides bind one name to opposite
// states of one kind.
func stateSwap(x, o *analysis) bool {
	for _, b := range x.states {
		for _, c := range o.states {
			if b.state == c.state && b.pos != c.pos && sameFiller(b.name, c.name) {
				return true
			}
		}
	}
	return false
}

// statesExplain reports whether every negation of both sides is a bound
// state and every state x binds, o binds alike: the polarity of the texts
// is then about other names ("Email: on · SMS: off" states "email on").
func statesExplain(x, o *analysis) bool {
	if len(x.states) == 0 || x.neg != negBindings(x) || o.neg != negBindings(o) {
		return false
	}
	for _, b := range x.states {
		found := false
		for _, c := range o.states {
			if b.state == c.state && b.pos == c.pos && sameFiller(b.name, c.name) {
				found = true
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// negBindings counts the negative states x binds.
func negBindings(x *analysis) int {
	n := 0
	for _, b := range x.states {
		if !b.pos {
			n++
		}
	}
	return n
}

// boundElsewhereState reports whether the negation of clause k of x is a
// state x binds to a name the other side o does not name ("SMS: off"
// beside "Email: on" for "email on"): the clause is another entry.
func boundElsewhereState(x, o *analysis, k int) bool {
	if x.clauseNeg[k] != 1 {
		return false
	}
	for _, b := range x.states {
		if b.clause == k && !b.pos {
			for _, key := range fillerKeys(b.name) {
				if names(o, key) {
					return false
				}
			}
			return true
		}
	}
	return false
}
