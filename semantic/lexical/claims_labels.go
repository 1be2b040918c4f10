package lexical

import "strings"

// Labels and authorship: structures that state a role without a verb.
//
//   - A header "From: Ana · To: Ben" binds its slot word to the name after
//     the label colon, as "from Ana to Ben" does.
//   - "Photo by Lena" states who made the photo, as "Lena took the photo"
//     does. Both sides then claim the author ("by") and the work
//     ("work"); a verb of making covers the "by" of the other side only
//     where both name the same author and the same work, so "Photo by
//     Lena" is no "Ana took the photo" and no "Lena took the book".

// labelSlots adds the fillers of slot words used as labels ("To: Ben").
func labelSlots(out []claim, ts []ctok) []claim {
	for i := 0; i+1 < len(ts); i++ {
		if ts[i].kind != ckSlot || !ts[i].brk || !ts[i+1].colon || ts[i].key != "from" && ts[i].key != "to" {
			continue
		}
		if j := i + 1; ts[j].kind == ckWord || ts[j].kind == ckPron {
			out = append(out, claim{ts[i].key, converseFiller(ts, j)})
		}
	}
	return out
}

// authorVerbs are verbs of making whose subject is the author of their
// object; a verb listed with nouns makes only those ("took the photo", not
// "took the book").
var authorVerbs = map[string][]string{
	"took":  {"photo", "picture", "pic", "shot", "image", "snapshot", "selfie"},
	"wrote": nil, "written": nil, "painted": nil, "drew": nil, "drawn": nil, "composed": nil,
	"directed": nil, "designed": nil, "created": nil, "authored": nil, "photographed": nil,
	"illustrated": nil, "recorded": nil, "produced": nil,
}

// authorClaims adds "by" and "work" claims: for "N by X" (a noun, then
// "by" and a name, not a passive) and for "X <verb of making> the N".
func authorClaims(out []claim, ts []ctok) []claim {
	for i, t := range ts {
		switch {
		case t.kind == ckBy && i > 0 && ts[i-1].kind == ckWord && !ts[i-1].verbish && !ts[i].brk && !agentOfEarlierVerb(ts, i):
			if j := nextFiller(ts, i); j >= 0 && (ts[j].kind == ckWord || ts[j].kind == ckPron) {
				out = append(out, claim{"work", ts[i-1].key})
			}
		case t.kind == ckWord && authorVerbs[t.raw] != nil || hasAuthorVerb(t.raw):
			s, o := converseSubject(ts, i), authorObject(ts, i)
			if s < 0 || o < 0 || beforeBe(ts, s, i) {
				continue
			}
			if nouns := authorVerbs[t.raw]; nouns != nil && !oneOf(ts[o].raw, nouns) {
				continue
			}
			out = append(out, claim{"by", converseFiller(ts, s)}, claim{"work", ts[o].key})
		}
	}
	return out
}

func hasAuthorVerb(w string) bool { _, ok := authorVerbs[w]; return ok }

func oneOf(w string, ws []string) bool {
	w = strings.TrimSuffix(w, "s")
	for _, x := range ws {
		if x == w {
			return true
		}
	}
	return false
}

// authorObject is the index of the noun the verb at i makes: the next
// content word of its clause past articles, or -1.
func authorObject(ts []ctok, i int) int {
	for k := i + 1; k < len(ts) && !ts[k].brk; k++ {
		switch {
		case ts[k].kind == ckWord:
			return k
		case ts[k].kind != ckStop || determiners[ts[k].raw]:
			return -1
		}
	}
	return -1
}

// authorCovered reports whether u is a verb of making on one side and the
// other side states the same author and work with "by".
func authorCovered(u unit, self, o *analysis) bool {
	if !hasAuthorVerb(u.raw) {
		return false
	}
	by, work := fillers(self.claims, "by"), fillers(self.claims, "work")
	if len(by) != 1 || len(work) != 1 {
		return false
	}
	ob, ow := fillers(o.claims, "by"), fillers(o.claims, "work")
	return len(ob) == 1 && len(ow) == 1 && sameFiller(ob[0], by[0]) && ow[0] == work[0]
}

// takerLabels are label nouns that name who a verb's action goes to, with
// the forms of that verb: "Assignee: Maria" is "assigned to Maria".
var takerLabels = map[string][]string{
	"assignee": {"assigned", "assign", "assigns", "reassigned"},
	"payee":    {"paid", "pay", "pays"},
}

// takerLabelClaims adds "to X" for a taker label "N: X".
func takerLabelClaims(out []claim, ts []ctok) []claim {
	for i := 0; i+1 < len(ts); i++ {
		if takerLabels[ts[i].raw] == nil || !ts[i+1].colon {
			continue
		}
		if j := i + 1; ts[j].kind == ckWord || ts[j].kind == ckPron {
			out = append(out, claim{"to", converseFiller(ts, j)})
		}
	}
	return out
}

// labelCovered reports whether u is a taker label on one side and a form
// of its verb on the other (or the reverse), and both sides bind the same
// one participant to "to".
func labelCovered(u unit, self, o *analysis) bool {
	st, ot := fillers(self.claims, "to"), fillers(o.claims, "to")
	if len(st) != 1 || len(ot) != 1 || !sameFiller(st[0], ot[0]) {
		return false
	}
	for noun, verbs := range takerLabels {
		switch {
		case u.raw == noun:
			if hasRaw(o, verbs) {
				return true
			}
		case oneOf(u.raw, verbs) && hasRaw(o, []string{noun}):
			return true
		}
	}
	return false
}

// hasRaw reports whether x has a unit written as one of ws.
func hasRaw(x *analysis, ws []string) bool {
	for _, u := range x.units {
		for _, w := range ws {
			if u.raw == w {
				return true
			}
		}
	}
	return false
}
