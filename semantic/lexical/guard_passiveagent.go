package lexical

// The agent of a passive is not the verb's object.
//
// "Followed by 3 of your friends" says that three of your friends follow
// (the show, the page's subject); "I follow three friends" makes the
// friends the ones followed. The claim parser reads a passive's "by"
// back to a subject only when a name follows it, not a count ("by 3 of
// your friends", "by 12 people"), so the two sides shared their words and
// the count and passed. When one side has a participle with "by" and an
// agent phrase (a count, "of", articles and possessives skipped before
// its noun), and the other side has the same verb in the active voice
// with that noun after it in its clause, the two give the noun opposite
// roles: unsure. ("Three of my friends follow this podcast" keeps the
// friends before the verb, and agrees.)

// passiveAgents lists the verb stem and agent noun stem of each
// "<participle> by <agent>" of the items x.
func passiveAgents(x []item) [][2]string {
	var out [][2]string
	for i := 0; i+2 < len(x); i++ {
		if x[i].kind != tkWord || !participle(x[i].text) || x[i+1].brk || x[i+1].kind != tkWord || x[i+1].text != "by" {
			continue
		}
		if n := agentNoun(x, i+2); n != "" {
			out = append(out, [2]string{itemVerbStem(x[i]), n})
		}
	}
	return out
}

// agentNoun is the stem of the first content word from x[i] on in its
// clause, past numbers, "of", articles and possessives; "" when none
// within five items.
func agentNoun(x []item, i int) string {
	for k := i; k < len(x) && k < i+5; k++ {
		if k > i && x[k].brk {
			return ""
		}
		switch {
		case x[k].hasNum, x[k].kind == tkWord && (x[k].text == "of" || articles[x[k].text] || determiners[x[k].text]):
			continue
		case x[k].kind == tkWord && contentWord(x[k].text):
			return itemStem(x[k])
		}
		return ""
	}
	return ""
}

// passiveAgentAsObject reports whether x names the agent of a passive
// that y, with the verb active, puts after the verb (see above).
func passiveAgentAsObject(x, y []item) bool {
	for _, pa := range passiveAgents(x) {
		for j := 0; j+1 < len(y); j++ {
			if y[j].kind != tkWord || itemVerbStem(y[j]) != pa[0] || !y[j+1].brk && y[j+1].kind == tkWord && y[j+1].text == "by" {
				continue
			}
			for k := j + 1; k < len(y) && k <= j+4 && !y[k].brk; k++ {
				if y[k].kind == tkWord && itemStem(y[k]) == pa[1] {
					return true
				}
			}
		}
	}
	return false
}
