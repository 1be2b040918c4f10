package lexical

import "strings"

// alignment is how two claim sets relate.
type alignment uint8

const (
	alignOK      alignment = iota // no slot both fill disagrees
	alignUnclear                  // a shared slot holds other words: not a confident match
	alignGrade                    // a shared slot holds other grades: a value conflict
	alignSwap                     // a filler moved to another slot: roles clear, different
)

// alignClaims compares the claims of the expected side with the actual
// side's. It returns the strongest disagreement and the slot it is about.
func alignClaims(e, a []claim) (alignment, string) {
	worst, why := alignOK, ""
	ie, ia := slotFillers(e), slotFillers(a)
	// Presence-only slots: an agent ("by Queen") or a change in progress
	// ("Turning off") the other side does not state leaves it unsure.
	for _, slot := range []string{"by", "prog"} {
		if (ie[slot] == nil) != (ia[slot] == nil) && !agentPlaced(slot, e, a) {
			worst, why = alignUnclear, slot
		}
	}
	// What alignSlot finds when both sides fill a slot depends on the slot
	// only: it is found once per slot, not once per claim of a long text.
	filled := map[string]slotFilled{}
	for _, ec := range e {
		r := alignSlot(ec, e, a, ie, ia, filled)
		if r > worst {
			worst, why = r, ec.slot
		}
	}
	return worst, why
}

// slotFillers are the fillers of each slot of cs, in order (fillers).
func slotFillers(cs []claim) map[string][]string {
	m := make(map[string][]string, len(cs))
	for _, c := range cs {
		m[c.slot] = append(m[c.slot], c.filler)
	}
	return m
}

// slotFilled is what alignFilled found for a slot: an alignment when
// decided, else the claim's filler decides.
type slotFilled struct {
	al      alignment
	decided bool
}

// alignSlot aligns the expected claim ec; ie and ia are the fillers of
// each slot of e and a, filled what alignFilled found for each slot.
func alignSlot(ec claim, e, a []claim, ie, ia map[string][]string, filled map[string]slotFilled) alignment {
	af := ia[ec.slot]
	if len(af) == 0 {
		// The actual side does not fill the slot: a filler in the
		// opposite slot ("from Paris" against "to Paris") is a swap.
		if opp := oppositeSlot(ec.slot); opp != "" && ie[opp] == nil && fillsStrict(a, opp, ec.filler) {
			return alignSwap
		}
		return alignOK
	}
	f, ok := filled[ec.slot]
	if !ok {
		f.al, f.decided = alignFilled(ec.slot, ie[ec.slot], af, e, a, ie)
		filled[ec.slot] = f
	}
	if f.decided {
		return f.al
	}
	switch {
	case strings.HasPrefix(ec.filler, "g:"):
		return alignGrade
	case strings.HasPrefix(ec.filler, "#"):
		return alignOK // numbers: the value comparison decides
	}
	return alignUnclear
}

// alignFilled aligns a slot both sides fill, with fillers ef and af; it
// is not decided when the fillers are disjoint and none moved.
func alignFilled(slot string, ef, af []string, e, a []claim, ie map[string][]string) (alignment, bool) {
	for _, f := range ef {
		for _, g := range af {
			if sameFiller(f, g) {
				return alignOK, true
			}
		}
	}
	// Disjoint, and an expected filler sits in the opposite slot of the
	// actual: "from Dr. Ali to Mia" against "feedback to Dr. Ali".
	// So is a number in the opposite slot word: "high 184.20 · low 121.05"
	// against "the high is 121.05".
	if opp := oppositeSlot(slot); opp != "" {
		_, word := slotOpposite[slot]
		for _, f := range ef {
			if (participantSlot(slot) || word && strings.HasPrefix(f, "#")) && fillsStrict(a, opp, f) {
				return alignSwap, true
			}
		}
	}
	// Disjoint: does an expected filler sit in another slot of the actual
	// that the expected side fills otherwise? That is a permutation.
	for _, f := range ef {
		for _, ac := range a {
			if ac.slot != slot && strictFiller(ac.filler, f) && related(ac.slot, slot) && ie[ac.slot] != nil && !fills(e, ac.slot, f) {
				return alignSwap, true
			}
		}
	}
	if movedParticipant(slot, ef, e, a) {
		return alignSwap, true
	}
	return alignOK, false
}

// related reports whether two slots can trade a filler: two noun bindings,
// two slot words, or the roles of one verb.
func related(x, y string) bool {
	kx, ky := slotClass(x), slotClass(y)
	if kx != ky {
		return false
	}
	if kx == "role" {
		return x[strings.IndexByte(x, ':'):] == y[strings.IndexByte(y, ':'):]
	}
	return true
}

func slotClass(s string) string {
	switch {
	case strings.HasPrefix(s, "n:"):
		return "noun"
	case strings.HasPrefix(s, "subj:"), strings.HasPrefix(s, "obj:"):
		return "role"
	}
	return "slot"
}

// oppositeSlot is the slot whose filler means the reverse: to for from,
// the negative form of a noun binding ("5 closed" for "5 open").
func oppositeSlot(s string) string {
	if o, ok := slotOpposite[s]; ok {
		return o
	}
	if strings.HasPrefix(s, "n:") && !strings.HasPrefix(s, "n:w:") {
		if strings.HasSuffix(s, "!") {
			return strings.TrimSuffix(s, "!")
		}
		return s + "!"
	}
	if rest, ok := strings.CutPrefix(s, "subj:"); ok {
		return "obj:" + rest
	}
	if rest, ok := strings.CutPrefix(s, "obj:"); ok {
		return "subj:" + rest
	}
	return ""
}

// appendFillers appends the fillers of slot in cs to out.
func appendFillers(out []string, cs []claim, slot string) []string {
	for _, c := range cs {
		if c.slot == slot {
			out = append(out, c.filler)
		}
	}
	return out
}

func fillers(cs []claim, slot string) []string {
	var out []string
	for _, c := range cs {
		if c.slot == slot {
			out = append(out, c.filler)
		}
	}
	return out
}

// fillsStrict is fills with strictFiller: evidence of a swap.
func fillsStrict(cs []claim, slot, filler string) bool {
	for _, c := range cs {
		if c.slot == slot && strictFiller(c.filler, filler) {
			return true
		}
	}
	return false
}

func fills(cs []claim, slot, filler string) bool {
	for _, c := range cs {
		if c.slot == slot && sameFiller(c.filler, filler) {
			return true
		}
	}
	return false
}

// qualifiers are words of aspect and quantity the concept comparison
// skips but that change what a text claims: "already off" is not "turning
// off", "all lights" is not "3 lights", "only admins" is not "admins".
var qualifiers = map[string]bool{
	"all": true, "every": true, "each": true, "both": true, "only": true, "just": true,
	"almost": true, "nearly": true, "still": true, "already": true, "yet": true, "again": true,
	"anymore": true, "longer": true, "always": true, "ever": true, "except": true, "unless": true,
	"if": true, "whether": true, "either": true, "most": true, "some": true, "few": true, "several": true,
	"more": true, "less": true, "fewer": true, "than": true, "least": true,
}

// qualifierMismatch reports whether one side uses a qualifier the other
// does not.
func qualifierMismatch(a, e *analysis) bool {
	qa, qe := a.quals, e.quals
	if hasBound(a) {
		qa = withoutBoundWords(qa)
	}
	if hasBound(e) {
		qe = withoutBoundWords(qe)
	}
	return hasQualifierNotIn(qa, qe) || hasQualifierNotIn(qe, qa)
}

// withoutBoundWords drops the words a value's bound was read from: the
// value comparison weighs them ("at least three" against "Min. 3").
func withoutBoundWords(qs []string) []string {
	var out []string
	for _, q := range qs {
		if !boundQualifiers[q] {
			out = append(out, q)
		}
	}
	return out
}

func hasQualifierNotIn(x, y []string) bool {
	for _, q := range x {
		found := false
		for _, o := range y {
			if o == q {
				found = true
				break
			}
		}
		if !found {
			return true
		}
	}
	return false
}

// relationWords relate two participants: their order matters.
var relationWords = map[string]bool{
	"to": true, "from": true, "by": true, "with": true, "than": true, "vs": true, "versus": true, "against": true,
	"over": true, "under": true, "before": true, "after": true, "into": true, "beat": true, "beats": true,
}

// reordered reports whether the two sides name the same concepts in
// another order while one of them relates participants ("A to B", "A by
// B", a verb between two names) and the claims do not pin every role:
// then the order may be the meaning, and the match is not confident.
func reordered(a, e *analysis) bool {
	if !a.relational && !e.relational && !hasRoleClaims(a) && !hasRoleClaims(e) {
		return false
	}
	sa, se := contentOrder(a), contentOrder(e)
	shared := func(xs, ys []string) []string {
		var out []string
		for _, x := range xs {
			for _, y := range ys {
				if x == y {
					out = append(out, x)
					break
				}
			}
		}
		return out
	}
	ka, ke := shared(sa, se), shared(se, sa)
	if len(ka) < 2 || len(ka) != len(ke) {
		return false
	}
	same := true
	for i := range ka {
		if ka[i] != ke[i] {
			same = false
			break
		}
	}
	if same {
		return false
	}
	return !claimsPinned(withoutPlacedAgents(e.claims, a.claims), a.claims)
}

// withoutPlacedAgents drops the free-standing agents of e that a names
// inside another claim (agentPlaced): word order does not move them.
func withoutPlacedAgents(e, a []claim) []claim {
	if fillers(e, "by") == nil || fillers(a, "by") != nil || !agentPlaced("by", e, a) {
		return e
	}
	var out []claim
	for _, c := range e {
		if c.slot != "by" {
			out = append(out, c)
		}
	}
	return out
}

func hasRoleClaims(x *analysis) bool {
	for _, c := range x.claims {
		if slotClass(c.slot) != "noun" {
			return true
		}
	}
	return false
}

// claimsPinned reports whether the expected side has claims and every one
// is stated by the actual side.
func claimsPinned(e, a []claim) bool {
	if len(e) == 0 {
		return false
	}
	for _, c := range e {
		if !fills(a, c.slot, c.filler) && !converseExplained(c, e, a) {
			return false
		}
	}
	return true
}

// contentOrder lists the participant keys of x (words the lexicon does
// not know: names, nouns) in text order, each once. Lexicon concepts are
// predicates and states; their order is free ("Auto-renews" against
// "Renews automatically").
func contentOrder(x *analysis) []string {
	var out []string
	seen := map[string]bool{}
	for _, u := range x.units {
		if u.implied || u.weight == 0 || u.descriptor || seen[u.key] || u.c != nil {
			continue
		}
		seen[u.key] = true
		out = append(out, u.key)
	}
	return out
}

// agentSwap reports whether the two sides give one verb other subjects
// and trade the participants across slots: the expected subject sits in
// another slot of the actual side ("to Ana", "from bob", an object) while
// the actual subject is a participant the expected side names. Then the
// same people take other roles ("bob requested a review from alice"
// against "alice requested a review from bob"): the roles are clear.
func agentSwap(e, a *analysis) bool {
	for _, ec := range e.claims {
		if !strings.HasPrefix(ec.slot, "subj:") {
			continue
		}
		af := fillers(a.claims, ec.slot)
		if len(af) == 0 || fills(a.claims, ec.slot, ec.filler) {
			continue
		}
		if !fillsOtherSlot(a.claims, ec.slot, ec.filler) && !inOtherPhrase(a.claims, ec.slot, ec.filler) {
			continue
		}
		for _, g := range af {
			if !sameFiller(g, ec.filler) && mentions(e, g) {
				return true
			}
		}
	}
	return false
}

// fillsOtherSlot reports whether filler fills a slot other than slot.
func fillsOtherSlot(cs []claim, slot, filler string) bool {
	for _, c := range cs {
		if c.slot != slot && strictFiller(c.filler, filler) {
			return true
		}
	}
	return false
}

// names reports whether x names participant key k: as a content word or
// as a filler of one of its claims (pronouns).
func names(x *analysis, k string) bool {
	if namesAll(x, fillerKeys(k)) {
		return true
	}
	for _, c := range x.claims {
		if sameFiller(c.filler, k) {
			return true
		}
	}
	return false
}

// participantSlot reports whether a slot binds a participant whose move to
// the opposite slot reverses the claim: from/to, and winner/loser of an
// outcome. High/low and the like also bind the noun they modify ("highest
// score"), which may sit beside its opposite without a swap; the subject and
// object of other verbs are read from word order alone, too loosely to
// turn a participant seen in both into a swap.
func participantSlot(s string) bool {
	return s == "from" || s == "to" || s == "subj:win" || s == "obj:win" || conversePart(s)
}

// namesAll reports whether x has a content word for every key.
func namesAll(x *analysis, keys []string) bool {
	for _, key := range keys {
		found := false
		for _, u := range x.units {
			if u.key == key && !u.implied {
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

// agentPlaced reports whether the agents of a free-standing "by" on one
// side are all named inside a claim of the other ("the PR by alice"
// against "alice's pull request"): the other side places them.
func agentPlaced(slot string, e, a []claim) bool {
	if slot != "by" {
		return false
	}
	x, o := e, a
	if fillers(e, slot) == nil {
		x, o = a, e
	}
	for _, f := range fillers(x, slot) {
		placed := false
		for _, c := range o {
			if participant(f) && (sameFiller(c.filler, f) || subsetKeys(f, c.filler)) {
				placed = true
				break
			}
		}
		if !placed {
			return false
		}
	}
	return true
}
