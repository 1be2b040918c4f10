package lexical

import "strings"

// Converse verbs: "A sent B $5" and "B received $5 from A" state one
// transfer with A as its giver and B as its taker. WordNet has no converse
// relation, so a short table names the verbs of each frame and which of
// their participants is the giver:
//
//   - a giver verb (send, sell, lend, give, share) has the giver for its
//     subject and the taker after "to" (or "with" for share), or right
//     after the verb when a value follows ("sent Ana $5");
//   - a taker verb (receive, buy, borrow, get) has the taker for its
//     subject and the giver after "from";
//   - a passive agent ("Shared with you by Ana", "Sold to Ben by Ana") is
//     the subject of its verb.
//
// Each side then claims "subj:~frame" (the giver) and "obj:~frame" (the
// taker). The two verbs of a frame cover each other only where both sides
// state that frame's participants, so the same participants in the same
// roles are equivalent and swapped ones are a confident different.

// converseVerb is a verb of a frame: its frame, whether its subject is the
// giver, and the preposition that introduces the other participant.
type converseVerb struct {
	frame string
	giver bool
	prep  string
	// noCover: the verb places the participants of its frame but does not
	// state the transfer done ("shipped to you" is not "you received").
	noCover bool
}

// converseVerbs lists the forms of the verbs of each frame.
var converseVerbs = func() map[string]converseVerb {
	m := map[string]converseVerb{}
	add := func(frame string, giver bool, prep string, forms ...string) {
		for _, f := range forms {
			m[f] = converseVerb{frame: frame, giver: giver, prep: prep}
		}
	}
	add("send", true, "to", "send", "sends", "sent", "sending")
	add("send", false, "from", "receive", "receives", "received", "receiving")
	add("sell", true, "to", "sell", "sells", "sold", "selling")
	add("sell", false, "from", "buy", "buys", "bought", "buying", "purchased")
	add("lend", true, "to", "lend", "lends", "lent", "lending", "loaned")
	add("lend", false, "from", "borrow", "borrows", "borrowed", "borrowing")
	add("give", true, "to", "give", "gives", "gave", "given", "giving")
	add("give", false, "from", "got", "gets", "getting")
	add("give", true, "to", "hand", "hands", "handed", "handing")            // "handed the parcel to DHL"
	add("give", false, "from", "collect", "collects", "collected", "picked") // "picked up by DHL from Acme"
	add("share", true, "with", "share", "shares", "shared", "sharing")
	add("transfer", true, "to", "transfer", "transfers", "transferred", "transferring")
	for _, f := range []string{"ship", "ships", "shipped", "shipping", "dispatched"} {
		m[f] = converseVerb{"send", true, "to", true}
	}
	return m
}()

// converseClaims adds the giver and taker claims of the converse verbs of
// a text.
func converseClaims(out []claim, ts []ctok) []claim {
	for i, t := range ts {
		v, ok := converseVerbs[t.raw]
		if !ok || t.kind != ckWord && t.kind != ckStop {
			continue
		}
		subj, other := converseSubject(ts, i), converseOther(ts, i, v)
		if agent := passiveAgent(ts, i); agent >= 0 {
			// "Shared with you by Ana": the agent is the subject, and what
			// came before the verb is no participant of it.
			subj = agent
		} else if subj >= 0 && beforeBe(ts, subj, i) {
			continue // "you were sent …": a passive without its agent
		}
		if other < 0 && subj >= 0 && ts[subj].kind != ckPron && (i+1 == len(ts) || ts[i+1].brk) {
			subj = -1 // "Friend request sent": the thing sent, not who sent it
		}
		out = appendFrame(out, ts, v, subj, other)
	}
	return out
}

// appendFrame adds the giver and taker claims of one converse verb whose
// subject and other participant are at subj and other (-1 when the text
// does not state it: "Transferred ownership to Kai" names the taker only).
func appendFrame(out []claim, ts []ctok, v converseVerb, subj, other int) []claim {
	s, o := "", ""
	if subj >= 0 {
		s = converseFiller(ts, subj)
	}
	if other >= 0 {
		o = converseFiller(ts, other)
	}
	if s == "" && o == "" || s != "" && o != "" && sameFiller(s, o) {
		return out
	}
	if !v.giver {
		s, o = o, s
	}
	if s != "" {
		out = append(out, claim{"subj:~" + v.frame, s})
	}
	if o != "" {
		out = append(out, claim{"obj:~" + v.frame, o})
	}
	return out
}

// converseFiller is the filler of the participant at j: its phrase, or its
// pronoun key.
func converseFiller(ts []ctok, j int) string {
	if ts[j].kind == ckPron {
		return ts[j].key
	}
	return phraseAt(ts, j)
}

// converseSubject is the index of the participant right before the verb at
// i in its clause (past auxiliaries and stop words), or -1.
func converseSubject(ts []ctok, i int) int {
	if ts[i].brk {
		return -1
	}
	for k := i - 1; k >= 0; k-- {
		if ts[k].kind == ckWord || ts[k].kind == ckPron {
			if ts[k].kind == ckPron && !subjectPronouns[ts[k].raw] {
				return -1
			}
			return k
		}
		if ts[k].kind != ckStop || ts[k].brk {
			return -1
		}
	}
	return -1
}

// beforeBe reports whether a form of "be" stands between the subject at s
// and the verb at i.
func beforeBe(ts []ctok, s, i int) bool {
	for k := s + 1; k < i; k++ {
		if beForms[ts[k].raw] {
			return true
		}
	}
	return false
}

// passiveAgent is the index of the agent after "by" in the clause of the
// verb at i, or -1.
func passiveAgent(ts []ctok, i int) int {
	for k := i + 1; k < len(ts) && !ts[k].brk; k++ {
		if ts[k].kind == ckBy {
			return nextFiller(ts, k)
		}
		if ts[k].kind == ckWord && ts[k].verbish {
			return -1
		}
	}
	return -1
}

// converseOther is the index of the other participant of the verb at i:
// after its preposition in the clause, or right after the verb when a
// value follows it ("sent Ana $5", "gave you 3 credits"); or -1.
func converseOther(ts []ctok, i int, v converseVerb) int {
	if j := i + 1; j < len(ts) && !ts[j].brk && ts[j].kind == ckPron && objectPronouns[ts[j].raw] {
		return j // "sent you $5"
	}
	if j := i + 1; j+2 < len(ts) && !ts[j].brk && !ts[j+1].brk && ts[j].kind == ckWord && !ts[j].verbish &&
		(ts[j+1].kind == ckNum || ts[j+1].kind == ckSym && ts[j+2].kind == ckNum) {
		return j // "sent Ana $5"
	}
	for k := i + 1; k < len(ts) && !ts[k].brk; k++ {
		if ts[k].kind == ckBy {
			return -1
		}
		if ts[k].raw == v.prep {
			j := nextFiller(ts, k)
			if j >= 0 && (ts[j].kind == ckWord || ts[j].kind == ckPron) {
				return j
			}
			return -1
		}
	}
	return -1
}

// converseCovered reports whether u and a unit of o are verbs of one
// frame and both sides claim that frame's participants.
func converseCovered(u unit, self, o *analysis) bool {
	v, ok := converseVerbs[u.raw]
	if !ok || v.noCover || !framed(self, v.frame) || !framed(o, v.frame) {
		return false
	}
	for _, x := range o.units {
		if w, ok := converseVerbs[x.raw]; ok && w.frame == v.frame && !w.noCover {
			return true
		}
	}
	return false
}

// framed reports whether x claims both participants of frame f.
func framed(x *analysis, f string) bool {
	return fillers(x.claims, "subj:~"+f) != nil && fillers(x.claims, "obj:~"+f) != nil
}

// conversePart reports whether s is the giver or taker slot of a frame.
func conversePart(s string) bool {
	return len(s) > 5 && (s[:5] == "subj:" && s[5] == '~' || s[:4] == "obj:" && s[4] == '~')
}

// converseExplained reports whether claim c of e binds a participant that a
// converse frame (or an author and work) of e places where a places it too: "Ben bought … from
// Ana" against "Ana sold … to Ben" pins Ana and Ben through the frame, not
// through the verb's own slots.
func converseExplained(c claim, e, a []claim) bool {
	if c.slot == "work" && fillers(a, "work") == nil {
		return true // the work of "the PR by alice" pins only against another author's work
	}
	if conversePart(c.slot) || strings.HasPrefix(c.filler, "#") {
		return false
	}
	framedBoth := false
	for _, f := range e {
		if (conversePart(f.slot) || f.slot == "by" || f.slot == "work") && fills(a, f.slot, f.filler) {
			framedBoth = true
			if f.filler == c.filler {
				return true
			}
		}
	}
	if !framedBoth || !strings.HasPrefix(c.slot, "obj:") {
		return false
	}
	for _, g := range a {
		if strings.HasPrefix(g.slot, "obj:") && !conversePart(g.slot) && sameFiller(g.filler, c.filler) {
			return true // the thing transferred: "the bike"
		}
	}
	return false
}

// subjectPhrases adds the whole name of a subject that opens its clause:
// "Dana Kim approves the request" binds "Dana Kim" to approve beside its
// head word "Kim", so a text that gives "Dana Kim" another role ("Requested
// by Dana Kim · Approver: Leo Park") moves that participant. A name after
// other words of its clause keeps its head word alone ("Order Ana
// approved": "Order" may be a label).
func subjectPhrases(out []claim, ts []ctok) []claim {
	n := len(out)
	for i, t := range ts {
		if t.kind != ckWord || !t.verbish {
			continue
		}
		p := converseSubject(ts, i)
		if p < 0 || ts[p].kind != ckWord {
			continue
		}
		lo := p
		for lo > 0 && !ts[lo].brk && phraseable(ts[lo-1]) && !ts[lo].glued {
			lo--
		}
		ph := phraseAt(ts, p)
		if !ts[lo].brk || !strings.Contains(ph, "+") || !strings.HasSuffix(ph, ts[p].key) {
			continue
		}
		slot := "subj:" + verbKey(t)
		for _, c := range out[:n] {
			if c.slot == slot && c.filler == ts[p].key {
				out = append(out, claim{slot, ph})
				break
			}
		}
	}
	return out
}

// roleClaims adds the claims of converse verbs, subject names, label slots
// and authorship (claims_labels.go).
func roleClaims(out []claim, ts []ctok) []claim {
	return takerLabelClaims(authorClaims(labelSlots(subjectPhrases(converseClaims(out, ts), ts), ts), ts), ts)
}
