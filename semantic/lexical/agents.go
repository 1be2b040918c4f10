package lexical

import "strings"

// Agent nouns: "Tom Hanks is the narrator", "Director: Greta Gerwig" say
// who did what "Narrated by Tom Hanks", "Directed by Greta Gerwig" say.
// An agent noun (a word in -er or -or whose -ed form is a verb: narrator,
// director, organizer, approver) names the subject of its verb: the
// participant it is said of ("X is the N") or labels ("N: X") fills that
// subject, and the noun and the verb form cover each other. A noun whose
// verb the other side does not use binds nothing the other side can
// align with, so a word like "number" or "member" costs nothing.

// agentVerb is the classified -ed form of an agent noun, or ok false.
func agentVerb(raw string) (ctok, bool) {
	if len(raw) < 6 || !(strings.HasSuffix(raw, "or") || strings.HasSuffix(raw, "er")) {
		return ctok{}, false
	}
	form := raw[:len(raw)-2] + "ed"
	var t ctok
	classifyWord(&t, item{token: token{kind: tkWord, text: form}, stem: stem(form)})
	if t.kind != ckWord || !t.verbish {
		return ctok{}, false
	}
	t.raw = form
	return t, true
}

// agentUnitKey is the unit key the verb of an agent noun has, or "".
func agentUnitKey(raw string) string {
	t, ok := agentVerb(raw)
	if !ok {
		return ""
	}
	if strings.HasPrefix(t.key, "w:") {
		return "w:" + stem(t.raw)
	}
	return strings.TrimSuffix(t.key, "!")
}

// agentCovered reports whether u and a unit of o are an agent noun and
// its verb ("narrator" and "narrated"), and both sides bind a subject to
// that verb: the noun then names the verb's agent, not a word that only
// looks derived ("printer" and "printed").
func agentCovered(u unit, self, o *analysis) bool {
	if converseCovered(u, self, o) || authorCovered(u, self, o) || labelCovered(u, self, o) || outcomeCovered(u, self, o) {
		return true // "sent" and "received", "took the photo" and "photo by" (claims_converse.go, claims_labels.go)
	}
	if k := agentUnitKey(u.raw); k != "" && hasUnit(o, k) && agentBound(u.raw, self) && agentBound(u.raw, o) {
		return true
	}
	for _, x := range o.units {
		if x.implied {
			continue
		}
		if k := agentUnitKey(x.raw); k != "" && k == u.key && agentBound(x.raw, self) && agentBound(x.raw, o) {
			return true
		}
	}
	return false
}

func hasUnit(x *analysis, key string) bool {
	for _, u := range x.units {
		if u.key == key && !u.implied {
			return true
		}
	}
	return false
}

// agentBound reports whether x binds a subject to the verb of agent noun
// raw.
func agentBound(raw string, x *analysis) bool {
	v, ok := agentVerb(raw)
	return ok && len(fillers(x.claims, "subj:"+verbKey(v))) > 0
}

// agentClaims adds the subject claims of agent nouns: "X is the N" (the
// noun ends its clause) and "N: X".
func agentClaims(out []claim, ts []ctok) []claim {
	for i, t := range ts {
		if t.kind != ckWord {
			continue
		}
		v, ok := agentVerb(t.raw)
		if !ok {
			continue
		}
		slot := "subj:" + verbKey(v)
		if i+1 < len(ts) && ts[i+1].colon && (ts[i+1].kind == ckWord || ts[i+1].kind == ckPron) {
			out = append(out, claim{slot, phraseAt(ts, i+1)}) // "Narrator: Tom Hanks"
			continue
		}
		if i+1 < len(ts) && !ts[i+1].brk {
			continue // "X is the N" ends with the noun
		}
		if j := copulaSubject(ts, i); j >= 0 {
			out = append(out, claim{slot, phraseAt(ts, j)})
		}
	}
	return out
}

// copulaSubject is the index of X in "X is/was/are [the|a|an] N" for the
// noun at i, or -1.
func copulaSubject(ts []ctok, i int) int {
	k := i - 1
	for k >= 0 && !ts[i].brk && (ts[k].raw == "the" || ts[k].raw == "a" || ts[k].raw == "an") {
		k--
	}
	if k < 1 || !(ts[k].raw == "is" || ts[k].raw == "was" || ts[k].raw == "are" || ts[k].raw == "were") || ts[k].brk {
		return -1
	}
	if j := k - 1; ts[j].kind == ckWord || ts[j].kind == ckPron {
		return j
	}
	return -1
}
