package lexical

import "strings"

// The parser's reading of a run of words: function words, on/off,
// unknown words and descriptors (analyze.go runs it).

// words reads the run of words at p.i: phrases, function words, concepts,
// unknown words.
func (p *parser) words() {
	i := p.i
	// Longest phrase first (two words or more).
	if lex.starts[p.its[i].text] || lex.starts[p.its[i].stem] {
		for n := lex.maxWords; n >= 2; n-- {
			if e, ok := p.phrase(i, n); ok {
				p.concept(e, p.its[i+n-1].text, i+n-1, n)
				return
			}
		}
	}
	w := p.its[i].text
	if w == "out" && p.word(i+1) == "of" && i+2 < len(p.its) && p.its[i+2].hasNum {
		p.i++ // "3 available out of 10": "out of" is "of"
		return
	}
	if modalWords[w] {
		p.a.clauseModal[p.a.clause()] = true
	}
	if p.functionWord(w) || p.onOff(w, i) || p.shareWord(i) {
		return
	}
	if e, ok := lex.forms[w]; ok {
		p.concept(e, w, i, 1)
		return
	}
	if e, ok := lex.stems[p.its[i].stem]; ok && !nounNotState(p, i, e) {
		p.concept(e, w, i, 1) // not "hotel block" (analyze_stateword.go)
		return
	}
	p.unknownWord(w, i)
}

// functionWord reads a word of a function class (stop, descriptor,
// negator, tense marker) and reports whether it did.
func (p *parser) functionWord(w string) bool {
	switch lex.classes[w] {
	case wcStop:
		if prepositions[w] {
			p.a.prep = true
		}
	case wcDescriptor:
		p.a.units = append(p.a.units, unit{key: "d:" + descriptorKey(w), raw: w, weight: 0.3, descriptor: true, modifier: p.a.prep, clause: p.a.clause()})
	case wcNegator:
		p.a.negate()
		p.a.state = true
		if w == "no" || w == "none" {
			p.a.zeroCand[p.a.clause()] = true
		}
	case wcFuture:
		p.setTense(tFuture)
	case wcPast:
		if !finalLast(p.its, p.i) { // "the last shuttle leaves" (tense_last.go)
			p.setTense(tPast)
		}
	default:
		return false
	}
	p.i++
	return true
}

// onOff reads "on" and "off", states or prepositions by their place, and
// reports whether it did.
func (p *parser) onOff(w string, i int) bool {
	switch w {
	case "on":
		// "on" is a state at the end of a clause ("Auto-renew: on",
		// "turned on") and a preposition otherwise ("on Dec 1").
		if i+1 >= len(p.its) || p.its[i+1].brk {
			p.a.state = true
			p.predicate("on", i)
		} else {
			p.a.prep = true
		}
		p.i++
		return true
	case "off":
		if p.lastValue == i && (p.lastKind == vPercent || p.lastKind == vAmount) {
			p.concept(lexEntry{c: lex.concepts["discount"]}, w, i, 1)
			return true
		}
		if i > 0 && (offParticle[p.its[i-1].text] || p.offCompound(i)) && !p.its[i].brk {
			p.i++
			return true // "dropped off", "checked off", "Drop-off": no switch state
		}
		if p.offLeave(i) {
			p.leaveUnit(w)
			p.i++
			return true // "a day off", "off from December 21": leave (analyze_off.go)
		}
		p.a.state = true
		p.a.negate()
		p.predicate("on", i)
		p.i++
		return true
	}
	return false
}

// unknownWord reads a word the lexicon does not list: a negative prefix on
// a known word, or a content word of its own.
func (p *parser) unknownWord(w string, i int) {
	// Negative prefixes on a known word: unarchived, disallowed, nonbillable.
	for _, pre := range []string{"un", "dis", "non", "in"} {
		rest := strings.TrimPrefix(w, pre)
		if len(rest) == len(w) || len(rest) < 4 {
			continue
		}
		e, ok := lex.forms[rest]
		if !ok {
			e, ok = lex.stems[stem(rest)]
		}
		if ok && (pre != "in" || e.c.state || e.neg) && !e.c.negOut {
			e.neg = !e.neg
			p.concept(e, rest, i, 1)
			return
		}
	}
	p.i++
	if len(w) < 2 {
		return
	}
	if rest := strings.TrimPrefix(w, "non"); len(rest) >= 4 && len(rest) < len(w) {
		// nonstop = no stop(s): the negated unknown word.
		p.a.negate()
		p.a.state = true
		p.a.units = append(p.a.units, unit{key: "w:" + stem(rest), raw: rest, weight: 1, modifier: p.a.prep, clause: p.a.clause()})
		return
	}
	key := "w:" + p.its[i].stem
	if m := p.its[i].mod; m != 0 {
		key += string(rune(m))
	}
	p.a.units = append(p.a.units, unit{key: key, raw: w, weight: 1, abbr: p.its[i].abbr, modifier: p.a.prep, clause: p.a.clause()})
	p.unknownPredicate(key, w, i) // counts.go: "6 of 10 episodes watched"
}

// descriptorAliases are descriptor words that mean the same in a
// description: "Billing state" asks for what is labelled "Billing status".
var descriptorAliases = map[string]string{"state": "status", "condition": "status", "setting": "setting", "settings": "setting", "preference": "setting", "preferences": "setting"}

func descriptorKey(w string) string {
	if k, ok := descriptorAliases[w]; ok {
		return k
	}
	return stem(w)
}

// modalWords make a clause a possibility rather than a fact ("checked
// bags can be added"): its polarity says nothing about the current state.
var modalWords = map[string]bool{"can": true, "could": true, "may": true, "might": true, "optional": true, "optionally": true}

var prepositions = map[string]bool{"in": true, "of": true, "for": true, "at": true, "from": true, "by": true, "with": true, "within": true, "inside": true, "onto": true, "into": true}
