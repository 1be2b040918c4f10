package lexical

import "strings"

// Receivers and doers of one verb. The participant after "to" of a verb
// ("kai pushed 3 commits to main", "Reports to: Grace Liu", "Assigned to
// Maria") is where the act goes, never who does it. So when one side
// makes X the subject of a verb and the other side puts X after that
// verb's "to" in the same clause, without also making X its subject, the
// roles are swapped: "main pushed to kai" against "kai pushed 3 commits to
// main", "Grace Liu reports to this employee" against "Reports to: Grace
// Liu" (receiverSwap). Verbs whose two participants act alike ("talked
// to", "matched with") and outcome verbs ("lost to", read elsewhere) are
// not read this way.
//
// A person against another agent: one side's subject of a verb (or its
// from/to participant) is the first or second person ("you cancelled the
// trip", "on its way to you") and the other side names a third party in
// that role ("Trip cancelled by driver", "Returning to warehouse") and
// never that person: the pages of an app say "by you", "to you" for the
// reader, so the participants differ (personAgent).

// verbRole is one binding of a verb's participant: role "s" (subject) or
// "t" (after its "to"), verb its key, filler the participant.
type verbRole struct {
	role, verb, filler string
}

// symmetricVerbs relate two participants that act alike.
var symmetricVerbs = map[string]bool{
	"talk": true, "talked": true, "talks": true, "speak": true, "spoke": true, "chat": true, "chatted": true,
	"meet": true, "met": true, "match": true, "matched": true, "pair": true, "paired": true, "connect": true,
	"connected": true, "link": true, "linked": true, "married": true, "compared": true, "agreed": true,
	"listened": true, "listen": true,
}

// verbRoles reads the subjects and "to" participants of the verbs of a
// text's claim tokens.
func verbRoles(ts []ctok) []verbRole {
	var out []verbRole
	for i, t := range ts {
		if t.kind != ckWord || !t.verbish && !lexVerb(t) && !verbBeforeTo(ts, i) || symmetricVerbs[t.raw] || outcomeVerbs[t.raw] != "" {
			continue
		}
		vk := verbKey(t)
		if j := toParticipant(ts, i); j >= 0 {
			out = append(out, verbRole{"t", vk, converseFiller(ts, j)})
		}
		if s := activeSubject(ts, i); s >= 0 {
			out = append(out, verbRole{"s", vk, converseFiller(ts[:s+1], s)}) // the phrase ends at its head
		}
	}
	return out
}

// lexVerb reports whether t is a lexicon verb in a tensed form ("reports").
func lexVerb(t ctok) bool {
	e, ok := lex.forms[t.raw]
	return ok && e.c.verb && morphTense(t.raw, false) != tNone
}

// verbBeforeTo reports whether the word at i is written as a tensed verb
// ("reports", "belongs", "pushed") right before "to", or is the noun of an
// act that opens its clause right before "to" or "from" ("Refund from
// Amazon to your card", "Transfer to Ana").
func verbBeforeTo(ts []ctok, i int) bool {
	w := ts[i].raw
	if i+1 >= len(ts) || ts[i+1].brk || ts[i+1].kind != ckSlot || w == "welcome" {
		return false
	}
	switch ts[i+1].key {
	case "to":
		return presentForm(w) || pastForm(w) || ts[i].brk
	case "from":
		return ts[i].brk
	}
	return false
}

// toParticipant is the index of the participant after the "to" that
// follows the verb at i in its clause (past an object of at most three
// words or values; across the colon of a label "Reports to: X"), or -1.
func toParticipant(ts []ctok, i int) int {
	for k, n := i+1, 0; k < len(ts) && n <= 3; k, n = k+1, n+1 {
		if ts[k].brk {
			return -1
		}
		switch ts[k].kind {
		case ckSlot:
			if ts[k].key == "from" && n == 0 {
				if f := nextFiller(ts, k); f >= 0 {
					k, n = f, n-1 // "Refund from Amazon to …": past the giver
					continue
				}
			}
			if ts[k].key != "to" {
				return -1
			}
			j := k + 1
			if j < len(ts) && ts[j].brk && ts[j].colon {
				if ts[j].kind == ckWord || ts[j].kind == ckPron {
					return j
				}
				return -1
			}
			if f := nextFiller(ts, k); f >= 0 && (ts[f].kind == ckWord || ts[f].kind == ckPron) {
				return f
			}
			return -1
		case ckBy, ckSym:
			return -1
		}
	}
	return -1
}

// activeSubject is the index of the subject of the active verb at i: the
// participant right before it in its clause, past auxiliaries but no form
// of "be" (a passive's subject is its object), or -1.
func activeSubject(ts []ctok, i int) int {
	if ts[i].brk {
		return -1
	}
	for k := i - 1; k >= 0; k-- {
		switch {
		case ts[k].kind == ckPron:
			if !subjectPronouns[ts[k].raw] {
				return -1
			}
			return k
		case ts[k].kind == ckWord:
			return k
		case ts[k].kind != ckStop || beForms[ts[k].raw] || ts[k].brk:
			return -1
		}
	}
	return -1
}

// receiverSwap reports whether x makes a participant the subject of a
// verb that o places after that verb's "to", o not making it the subject.
func receiverSwap(x, o *analysis) bool {
	for _, s := range x.verbRoles {
		if s.role != "s" {
			continue
		}
		placed, doer := false, false
		for _, t := range o.verbRoles {
			if t.verb != s.verb {
				continue
			}
			switch {
			case t.role == "t" && strictFiller(t.filler, s.filler):
				placed = true
			case t.role == "s" && sameFiller(t.filler, s.filler):
				doer = true
			}
		}
		if placed && !doer {
			return true
		}
	}
	return false
}

// personAgent reports whether x's subject of a verb is the first or
// second person while o names only a third party as that verb's subject
// and never names that person.
func personAgent(x, o *analysis) bool {
	for _, c := range x.claims {
		v, ok := strings.CutPrefix(c.slot, "subj:")
		if c.slot == "to" || c.slot == "from" {
			v, ok = c.slot, true // "on its way to you" against "Returning to warehouse"
		}
		if !ok || strings.HasPrefix(v, "~") || c.filler != "p:2" && c.filler != "p:1" {
			continue
		}
		other := fillers(o.claims, c.slot)
		if len(other) == 0 || mentions(o, c.filler) {
			continue
		}
		third := true
		for _, f := range other {
			if strings.HasPrefix(f, "p:") || strings.HasPrefix(f, "#") || names(x, f) {
				third = false
			}
		}
		if third {
			return true
		}
	}
	return false
}

// agentCross reports whether each side names one agent, the two differ,
// each side names the other's agent in another role, and the two acts are
// one act (the same verb) or both give ("Shared by Marco with you"
// against "you gave Marco access"). Acts of taking are left alone: "Picked
// up by DHL from Acme" states "Acme handed the parcel to DHL".
func agentCross(x, o *analysis) bool {
	ax, vx, ok1 := soleAgent(x)
	ao, vo, ok2 := soleAgent(o)
	if !ok1 || !ok2 || sameFiller(ax, ao) || !oneAct(vx, vo) {
		return false
	}
	return mentions(x, ao) && mentions(o, ax)
}

// oneAct reports whether two verb keys name one act, or two acts of giving.
func oneAct(x, y string) bool {
	if x == y {
		return true
	}
	gx, okx := giverVerb(x)
	gy, oky := giverVerb(y)
	return okx && oky && gx && gy
}

// giverVerb reports whether the verb key names a converse verb, and
// whether its subject gives.
func giverVerb(k string) (bool, bool) {
	w := strings.TrimPrefix(k, "w:")
	for f, v := range converseVerbs {
		if f == w || strings.TrimSuffix(stem(f), "e") == w {
			return v.giver && !v.noCover, true
		}
	}
	return false, false
}

// soleAgent is the one participant x makes the subject of its verbs, and
// the key of that verb.
func soleAgent(x *analysis) (string, string, bool) {
	agent, verb := "", ""
	for _, c := range x.claims {
		v, ok := strings.CutPrefix(c.slot, "subj:")
		if !ok || strings.HasPrefix(v, "~") || !participant(c.filler) {
			continue
		}
		switch {
		case agent == "":
			agent, verb = c.filler, v
		case !sameFiller(agent, c.filler) && !sameFiller(c.filler, agent) || v != verb:
			return "", "", false
		}
	}
	return agent, verb, agent != ""
}
