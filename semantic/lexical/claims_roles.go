package lexical

import "strings"

// Roles of participants: the parts of claim extraction that read who does
// what to whom beyond a verb between two single words.
//
//   - A participant is a name or noun phrase, not one word: "Dana Kim",
//     "Omar's leave", "Book club". Its filler lists the keys of the phrase
//     ("w:dana+w:kim"); two fillers name one participant when the keys of
//     one are a subset of the other's ("Acme Ltd" and "Acme"), so "savings
//     account" and "checking account" stay two participants. Titles ("Dr.",
//     "Ms.") are not part of the key: "Dr. Lee" and "Dr. Patel" differ.
//   - A passive agent may follow other slots of its verb: "Assigned to Maria
//     by Tom" has Tom as the subject of assign.
//   - Outcome verbs read one relation: "X beat Y", "X won against Y", "X
//     defeated Y" and "Y lost to X" all make X the subject and Y the object
//     of win; a score "X 2–1 Y" states the same relation.

// honorifics are titles before a name; they are not part of its key.
var honorifics = map[string]bool{
	"dr": true, "mr": true, "mrs": true, "ms": true, "mx": true, "prof": true, "sir": true, "dame": true,
}

// maxPhrase is the most words a participant phrase holds.
const maxPhrase = 3

// joinHonorifics makes a title a stop word and joins it to the name after
// it: "Dr. Ali" is one participant, even though the period of "Dr." ends a
// clause for the tokenizer. It also marks outcome verbs (and "lent") as verbs.
func joinHonorifics(ts []ctok) {
	for i := range ts {
		if ts[i].kind == ckWord && (outcomeVerbs[ts[i].raw] != "" || ts[i].raw == "lent") {
			ts[i].verbish = true // "beat" is a verb, not part of a name
		}
	}
	for i := 0; i+1 < len(ts); i++ {
		if ts[i].kind == ckWord && honorifics[ts[i].raw] && ts[i+1].kind == ckWord {
			ts[i].kind, ts[i].key, ts[i].verbish = ckStop, "", false
			ts[i+1].brk, ts[i+1].colon = ts[i].brk, ts[i].colon
		}
	}
}

// phraseable reports whether token t can be part of a participant phrase.
func phraseable(t ctok) bool { return t.kind == ckWord && !t.verbish }

// phraseAt is the filler of the participant whose phrase contains token j:
// j and the adjacent non-verb content words of its clause, up to
// maxPhrase words, keys joined by "+".
func phraseAt(ts []ctok, j int) string {
	if ts[j].kind != ckWord {
		return ts[j].key
	}
	lo, hi := j, j
	for lo > 0 && hi-lo+1 < maxPhrase && !ts[lo].brk && phraseable(ts[lo-1]) && !ts[lo].glued {
		lo--
	}
	for hi+1 < len(ts) && hi-lo+1 < maxPhrase && !ts[hi+1].brk && phraseable(ts[hi+1]) {
		hi++
	}
	if lo == hi {
		return ts[j].key
	}
	keys := make([]string, 0, hi-lo+1)
	for k := lo; k <= hi; k++ {
		keys = append(keys, ts[k].key)
	}
	return strings.Join(keys, "+")
}

// sameFiller reports whether two fillers name one participant or value:
// equal, or the keys of one phrase are all keys of the other.
func sameFiller(f, g string) bool {
	if f == g {
		return true
	}
	if !strings.Contains(f, "+") && !strings.Contains(g, "+") {
		return false
	}
	return subsetKeys(f, g) || subsetKeys(g, f)
}

// strictFiller is sameFiller for evidence of a swap: a one-word filler
// names the participant of a phrase only when it is the whole phrase ("Kim"
// in another slot does not move "Dana Kim").
func strictFiller(f, g string) bool {
	if f == g {
		return true
	}
	return strings.Contains(f, "+") && strings.Contains(g, "+") && sameFiller(f, g)
}

// subsetKeys reports whether every key of phrase f is a key of phrase g.
func subsetKeys(f, g string) bool {
	for k := range strings.SplitSeq(f, "+") {
		found := false
		for o := range strings.SplitSeq(g, "+") {
			if o == k {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// fillerKeys lists the keys of a filler.
func fillerKeys(f string) []string { return strings.Split(f, "+") }

// laterAgent is the index of the agent of a passive verb at i whose "by"
// follows other slots of the verb ("Assigned to Maria by Tom"), or -1.
func laterAgent(ts []ctok, i int) int {
	if !ts[i].verbish {
		return -1
	}
	for k := i + 1; k < len(ts) && !ts[k].brk; k++ {
		switch ts[k].kind {
		case ckBy:
			if k == i+1 {
				return -1 // the plain passive: appendRoles reads it
			}
			return nextFiller(ts, k)
		case ckSlot, ckStop, ckWord, ckPron:
			if ts[k].kind == ckWord && ts[k].verbish {
				return -1
			}
			continue
		}
		return -1
	}
	return -1
}

// agentOfEarlierVerb reports whether the "by" at i is the agent of a
// passive verb earlier in its clause (laterAgent reads it).
func agentOfEarlierVerb(ts []ctok, i int) bool {
	for k := i - 1; k >= 0; k-- {
		if ts[k].kind == ckWord && ts[k].verbish {
			return laterAgent(ts, k) >= 0
		}
		if ts[k].brk {
			return false
		}
	}
	return false
}

// outcome verbs: "win" keeps its roles, "lose" reverses them (the loser is
// its subject, the winner what it lost to).
var outcomeVerbs = map[string]string{
	"win": "win", "won": "win", "wins": "win", "winning": "win",
	"beat": "win", "beats": "win", "beaten": "win", "defeat": "win", "defeats": "win", "defeated": "win",
	"lose": "lose", "lost": "lose", "loses": "lose", "losing": "lose",
}

// outcomeClaims reads the outcome verb at i: "X beat Y" → X subj:win, Y
// obj:win; "X lost to Y" → Y subj:win, X obj:win; "X won" → X subj:win.
func outcomeClaims(out []claim, ts []ctok, i int) []claim {
	v := outcomeVerbs[ts[i].raw]
	if v == "" || ts[i].brk {
		return out
	}
	prev := -1
	for k := i - 1; k >= 0; k-- {
		if ts[k].kind == ckWord || ts[k].kind == ckPron {
			prev = k
			break
		}
		if ts[k].kind != ckStop || ts[k].brk {
			break
		}
	}
	if prev < 0 {
		return out
	}
	next := -1
	for k := i + 1; k < len(ts) && !ts[k].brk; k++ {
		if ts[k].raw == "against" && k == i+1 {
			continue // "won against"
		}
		if ts[k].kind == ckWord || ts[k].kind == ckPron {
			next = k
			break
		}
		if ts[k].kind == ckSlot && ts[k].key == "to" || ts[k].kind == ckStop {
			continue // "lost to", "won against"
		}
		break
	}
	subj := phraseAt(ts, prev)
	if v == "lose" {
		out = append(out, claim{"obj:win", subj})
		if next >= 0 {
			out = append(out, claim{"subj:win", phraseAt(ts, next)})
		}
		return out
	}
	out = append(out, claim{"subj:win", subj})
	if next >= 0 {
		out = append(out, claim{"obj:win", phraseAt(ts, next)})
	}
	return out
}

// scoreClaims reads "X 2–1 Y" (a name, a score, a name) as X beating Y;
// a draw states no winner.
func scoreClaims(cs []claim) []claim {
	for i := 0; i+3 < len(cs); i++ {
		a, f, t, b := cs[i], cs[i+1], cs[i+2], cs[i+3]
		if !strings.HasPrefix(a.slot, "n:w:") || !strings.HasPrefix(b.slot, "n:w:") || f.slot != "from" || t.slot != "to" {
			continue
		}
		if a.filler != f.filler || b.filler != t.filler || a.slot == b.slot {
			continue
		}
		x, y := scoreNum(f.filler), scoreNum(t.filler)
		if x < 0 || y < 0 || x == y {
			continue
		}
		win, lose := a.slot[2:], b.slot[2:]
		if y > x {
			win, lose = lose, win
		}
		cs = append(cs, claim{"subj:win", win}, claim{"obj:win", lose})
	}
	return cs
}

// scoreNum is the whole number of a filler "#n", or -1.
func scoreNum(f string) int {
	s, ok := strings.CutPrefix(f, "#")
	if !ok || s == "" || len(s) > 4 {
		return -1
	}
	n := 0
	for _, r := range s {
		if r < '0' || r > '9' {
			return -1
		}
		n = n*10 + int(r-'0')
	}
	return n
}

// roleSlot reports whether a slot is the subject of a verb. Only the
// subjects of two verbs trade a participant confidently: from, to and
// objects are read from word order too loosely (a source is not always
// the agent: "requested $12 from you").
func roleSlot(s string) bool { return strings.HasPrefix(s, "subj:") }

// participant reports whether a filler is a participant (a word or a
// pronoun), not a value.
func participant(f string) bool { return strings.HasPrefix(f, "w:") || strings.HasPrefix(f, "p:") }

// movedParticipant reports whether both sides give a verb other subjects
// and the expected one is the subject of another verb of the actual side
// that the expected side does not give it: "Sold by GadgetHub, shipped by
// Amazon" against "shipped by GadgetHub". The actual side then names
// someone else as the agent and the expected participant as the agent of
// something else.
func movedParticipant(slot string, ef []string, e, a []claim) bool {
	if !roleSlot(slot) {
		return false
	}
	for _, f := range ef {
		if !participant(f) {
			continue
		}
		for _, ac := range a {
			if ac.slot != slot && roleSlot(ac.slot) && strictFiller(ac.filler, f) && !fills(e, ac.slot, f) {
				return true
			}
		}
	}
	return false
}

// inOtherPhrase reports whether a one-word filler is a word of a phrase
// filling another slot ("Omar" of "Omar's leave").
func inOtherPhrase(cs []claim, slot, filler string) bool {
	if strings.Contains(filler, "+") || !participant(filler) {
		return false
	}
	for _, c := range cs {
		if c.slot != slot && strings.Contains(c.filler, "+") && subsetKeys(filler, c.filler) {
			return true
		}
	}
	return false
}

// pronounWords are the words of each pronoun key.
var pronounWords = func() map[string][]string {
	m := map[string][]string{}
	for w, k := range pronouns {
		m[k] = append(m[k], w)
	}
	return m
}()

// mentions reports whether x names participant k: names, or a pronoun of
// k anywhere in the text ("your leave" mentions you).
func mentions(x *analysis, k string) bool {
	if names(x, k) {
		return true
	}
	ws := pronounWords[k]
	if len(ws) == 0 {
		return false
	}
	for f := range strings.FieldsSeq(x.canon) {
		for _, w := range ws {
			if f == w {
				return true
			}
		}
	}
	return false
}

// valueObject reports whether the verb at i is followed in its clause by
// a number or amount before any participant ("requested $12", "pushed 3
// commits").
func valueObject(ts []ctok, i int) bool {
	for k := i + 1; k < len(ts) && !ts[k].brk; k++ {
		switch ts[k].kind {
		case ckNum:
			return !timeOfAct(ts, i, k) // guard_readings.go: "sent 3 days ago"
		case ckStop, ckSym:
			continue
		}
		return false
	}
	return false
}

// outcomeCovered reports whether u and a unit of o are outcome verbs ("lost
// to" and "beat") and both sides name the same winner and loser.
func outcomeCovered(u unit, self, o *analysis) bool {
	if outcomeVerbs[u.raw] == "" || !sameOutcome(self, o) {
		return false
	}
	for _, x := range o.units {
		if outcomeVerbs[x.raw] != "" {
			return true
		}
	}
	return false
}

// sameOutcome reports whether x and y both name a winner and a loser, and
// the same ones.
func sameOutcome(x, y *analysis) bool {
	for _, slot := range []string{"subj:win", "obj:win"} {
		fx, fy := fillers(x.claims, slot), fillers(y.claims, slot)
		if len(fx) != 1 || len(fy) != 1 || !sameFiller(fx[0], fy[0]) {
			return false
		}
	}
	return true
}
