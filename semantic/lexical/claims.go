package lexical

import (
	"math"
	"strconv"
	"strings"
)

// Claims: what a text binds to what.
//
// The concept and value sets of an analysis say which words and values a
// text uses; claims say how they are bound, so that the same words in other
// roles are not read as the same statement:
//
//   - a quantity (number or letter grade, with its sign) is bound to the
//     noun it counts: the content word right after it ("12 members"), else
//     the nearest content word or slot word before it in its clause, across
//     a label colon ("Members: 12", "High 31°", "Grade: A-");
//   - a slot word (from/to, before/after, high/low, min/max, above/below,
//     over/under, since/until) binds the next participant or value ("from
//     London", "a high of 18");
//   - a verb between two participants binds its subject and object ("You
//     blocked this contact"); a passive with "by" is read back to the active
//     ("this contact was blocked by you").
//
// Two claim sets align when every slot both sides fill shares a filler. A
// filler the other side puts in another slot (or in the opposite slot) is
// a swap: the roles are clear and the texts say different things. Letter
// grades that differ are a value conflict. Other word fillers that differ
// leave the comparison unsure: never a confident equivalent.

// claim is one binding: a filler in a slot.
type claim struct {
	slot   string // "n:<noun>", a slot word, "subj:<verb>", "obj:<verb>"
	filler string // "#<number>" with its sign, "g:<grade>", or a participant key
}

// slotAlias maps slot words to their canonical slot.
var slotAlias = map[string]string{
	"from": "from", "to": "to", "before": "before", "after": "after",
	"high": "high", "highest": "high", "hi": "high", "low": "low", "lowest": "low", "lo": "low",
	"min": "low", "minimum": "low", "max": "high", "maximum": "high", "top": "high", "peak": "high", // claims_extremes.go
	"above": "above", "below": "below", "over": "over", "under": "under",
	"since": "since", "until": "until", "till": "until", "between": "between",
}

// slotOpposite pairs slots whose fillers swap meaning.
var slotOpposite = map[string]string{
	"from": "to", "to": "from", "before": "after", "after": "before", "high": "low", "low": "high",
	"above": "below", "below": "above", "over": "under", "under": "over",
	"since": "until", "until": "since",
}

// pronouns map personal pronouns to one participant key per person.
var pronouns = map[string]string{
	"i": "p:1", "me": "p:1", "my": "p:1", "mine": "p:1",
	"you": "p:2", "your": "p:2", "yours": "p:2",
	"we": "p:1p", "us": "p:1p", "our": "p:1p", "ours": "p:1p",
	"they": "p:3p", "them": "p:3p", "their": "p:3p",
	"he": "p:3m", "him": "p:3m", "his": "p:3m", "she": "p:3f", "her": "p:3f", "hers": "p:3f",
}

// subjectPronouns are followed by a verb; objectPronouns follow one.
var (
	subjectPronouns = map[string]bool{"i": true, "you": true, "we": true, "they": true, "he": true, "she": true}
	objectPronouns  = map[string]bool{"me": true, "you": true, "us": true, "them": true, "him": true, "her": true}
)

// Claim token kinds.
const (
	ckStop uint8 = iota
	ckWord
	ckPron
	ckNum
	ckGrade
	ckSlot
	ckSym
	ckBy
)

type ctok struct {
	kind    uint8
	key     string
	raw     string
	verbish bool
	brk     bool // a clause starts here
	colon   bool // ... after a label colon
	dash    bool // ... after a spaced dash
	glued   bool // touches the previous token ("auto-renews")
}

// claimTokens classifies items for claim extraction.
func claimTokens(its []item) []ctok {
	out := make([]ctok, len(its))
	for i, it := range its {
		t := ctok{raw: it.text, brk: it.brk || i == 0, colon: it.colon, dash: it.dash, glued: it.glued}
		switch it.kind {
		case tkNum:
			t.kind = ckNum
			sign := "" // a negative number's text has its sign
			if !it.hasNum || it.sign != '-' {
				sign = signText(it.sign)
			}
			t.key = "#" + sign + numText(it)
			if i+1 < len(its) && its[i+1].glued && its[i+1].kind == tkWord && len(its[i+1].text) == 1 && !unitLetters[its[i+1].text[0]] {
				// "12A" against "12B": a seat, a row, a version.
				t.kind, t.key = ckGrade, "g:"+numText(it)+its[i+1].text
			}
		case tkCode:
			t.kind, t.key = ckNum, "#"+it.text
		case tkSym:
			t.kind = ckSym
		default:
			classifyWord(&t, it)
		}
		out[i] = t
	}
	for i := 1; i < len(out); i++ {
		if out[i-1].kind == ckGrade && len(its[i].text) == 1 && its[i].glued && its[i-1].kind == tkNum {
			out[i].kind = ckSym // the letter of "12A" is part of the value
		} else if out[i].kind == ckGrade && len(its[i].text) == 1 && its[i].glued && its[i-1].kind == tkNum && its[i].mod == 0 {
			out[i].kind, out[i].key = ckSym, "" // "2.3M", "10k", "5m": a magnitude or unit letter of the number, no grade
		}
		// "Dec 3": the day of a month name fills a slot as its number.
		if out[i].kind == ckNum && out[i-1].kind == ckWord && strings.HasPrefix(out[i-1].key, "month:") && !out[i].brk {
			out[i-1].kind, out[i-1].key = ckStop, ""
			out[i].dash = out[i].dash || out[i-1].dash
		}
	}
	// "A in English": an article is not followed by "in" and a noun.
	for i := range out {
		if out[i].raw == "a" && out[i].kind == ckStop && i+2 < len(out) && out[i+1].raw == "in" && out[i+2].kind == ckWord && !out[i+1].brk {
			out[i].kind, out[i].key = ckGrade, "g:a "
		}
		if out[i].raw == "a" && out[i].kind == ckStop && i > 0 && articleA(out, i) {
			out[i].kind, out[i].key = ckGrade, "g:a " // "grade A", "an A" (claims_grades.go)
		}
	}
	joinHonorifics(out)
	return out
}

func classifyWord(t *ctok, it item) {
	w := it.text
	if len(w) == 1 && w[0] >= 'a' && w[0] <= 'z' && (it.mod != 0 || (w != "a" && w != "i") || w == "a" && it.colon) {
		t.kind, t.key = ckGrade, "g:"+w+string(rune(max(it.mod, ' ')))
		return
	}
	if k, ok := pronouns[w]; ok {
		t.kind, t.key = ckPron, k
		return
	}
	if s, ok := slotAlias[w]; ok {
		t.kind, t.key = ckSlot, s
		return
	}
	if w == "by" {
		t.kind = ckBy
		return
	}
	if wc := lex.classes[w]; wc != wcNone && wc != wcDescriptor || w == "on" || w == "off" || prepositions[w] {
		t.kind = ckStop // "on", "off" and prepositions are no participants
		return
	}
	t.kind = ckWord
	e, ok := lex.forms[w]
	if !ok {
		e, ok = lex.stems[it.stem]
	}
	switch {
	case ok && !e.c.state:
		t.key = e.c.id
		if e.neg {
			t.key += "!"
		}
		t.verbish = e.c.verb && morphTense(w, false) != tNone || pastForm(w)
	case ok:
		t.key = "w:" + it.stem
		t.verbish = true // a state form of a verb: blocked, allowed, denied
	default:
		t.key = "w:" + it.stem
		t.verbish = pastForm(w)
	}
}

// pastForm reports whether w is written as a past form: "unlocked",
// "assigned", "sent".
func pastForm(w string) bool { return irregularPast[w] || (len(w) > 4 && strings.HasSuffix(w, "ed")) }

func signText(s byte) string {
	switch s {
	case 0:
		return ""
	case signPlusMinus:
		return "±"
	}
	return string(rune(s))
}

func numText(it item) string {
	if it.hasNum {
		if plainInteger(it.text, it.num) {
			return it.text // what FormatFloat writes for it
		}
		return strconv.FormatFloat(it.num, 'f', -1, 64)
	}
	return it.text
}

// plainInteger reports whether s is the decimal digits of the integer v
// with no leading zero, as strconv.FormatFloat(v, 'f', -1, 64) writes it.
func plainInteger(s string, v float64) bool {
	if s == "" || len(s) > 15 || s[0] == '0' && len(s) > 1 || math.Signbit(v) {
		return false
	}
	n := 0.0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
		n = n*10 + float64(s[i]-'0')
	}
	return n == v
}

// extractClaims reads the claims of a text from its items, and the roles
// of its verbs (claims_to.go).
func extractClaims(its []item) ([]claim, []verbRole, []order, []stateBinding) {
	if len(its) < 2 {
		return nil, nil, nil, nil
	}
	ts := claimTokens(its)
	var out []claim
	for i, t := range ts {
		switch t.kind {
		case ckNum, ckGrade:
			if partOfRatio(ts, i) {
				continue
			}
			if t.dash && t.kind == ckNum {
				if j := lastValue(ts, i); j >= 0 {
					out = append(out, claim{"from", ts[j].key}, claim{"to", t.key}) // "Dec 3 – Dec 5"
				}
			}
			if slot := quantitySlot(ts, i); slot != "" {
				out = append(out, claim{slot, t.key})
			}
		case ckSlot:
			if t.key == "between" {
				out = appendBetween(out, ts, i)
				continue
			}
			if i > 0 && t.key == "to" && outcomeVerbs[ts[i-1].raw] == "lose" {
				continue // "lost to X": outcomeClaims reads X as the winner
			}
			if j := nextFiller(ts, i); j >= 0 {
				out = append(out, claim{t.key, phraseAt(ts, j)})
			}
		case ckWord:
			if outcomeVerbs[t.raw] != "" {
				out = outcomeClaims(out, ts, i)
				continue
			}
			out = appendRoles(out, ts, i)
			if j := i + 1; j < len(ts) && !ts[j].brk && progressive(ts[i].raw) && particles[ts[j].raw] {
				out = append(out, claim{"prog", ts[j].raw}) // "Turning off…": not off yet
			}
		case ckSym:
			if t.raw == "→" {
				out = appendArrow(out, ts, i)
			}
		case ckBy:
			if i > 0 && ts[i-1].verbish || agentOfEarlierVerb(ts, i) {
				continue // a passive agent: appendRoles reads it
			}
			if j := nextFiller(ts, i); j >= 0 {
				out = append(out, claim{"by", phraseAt(ts, j)})
			}
		}
	}
	out = directionClaims(out, ts)
	return extremeClaims(scoreClaims(roleClaims(agentClaims(out, ts), ts))), verbRoles(ts), orderClaims(ts), stateBindings(ts)
}

// appendBetween reads "between X and Y" as the range from X to Y.
func appendBetween(out []claim, ts []ctok, i int) []claim {
	j := nextFiller(ts, i)
	if j < 0 || j+2 >= len(ts) || ts[j+1].raw != "and" || ts[j+1].brk {
		return out
	}
	k := nextFiller(ts, j+1)
	if k < 0 || ts[k].kind != ts[j].kind {
		return out
	}
	return append(out, claim{"from", ts[j].key}, claim{"to", ts[k].key})
}

// particles complete a verb of change ("turning off", "powering up").
var particles = map[string]bool{"on": true, "off": true, "up": true, "down": true}

func progressive(w string) bool { return changeVerbs[w] }

// changeVerbs are -ing forms that, before a particle, are a change of
// state in progress ("Turning off…"); other -ing forms take a preposition
// ("passing on main", "running on battery").
var changeVerbs = map[string]bool{
	"turning": true, "switching": true, "powering": true, "shutting": true, "booting": true,
	"starting": true, "warming": true, "cooling": true, "heating": true, "winding": true,
	"dimming": true, "spinning": true, "logging": true, "signing": true, "locking": true, "unlocking": true,
}

// appendArrow reads "A → B" as from A to B.
func appendArrow(out []claim, ts []ctok, i int) []claim {
	prev, next := -1, -1
	for k := i - 1; k >= 0; k-- {
		if ts[k].kind == ckWord || ts[k].kind == ckNum || ts[k].kind == ckPron {
			prev = k
			break
		}
		if ts[k].brk || ts[k].kind != ckStop {
			break
		}
	}
	if j := nextFiller(ts, i); j >= 0 && ts[j].kind != ckGrade {
		next = j
	}
	if prev >= 0 {
		out = append(out, claim{"from", phraseAt(ts, prev)})
	}
	if next >= 0 {
		out = append(out, claim{"to", phraseAt(ts, next)})
	}
	return out
}

// unitLetters glued to a number are units or magnitudes, not part of an
// identifier: 5k, 3m, 2h, 4d, 30s, 2x, 5g, 1l.
var unitLetters = map[byte]bool{'k': true, 'm': true, 'h': true, 'd': true, 's': true, 'x': true, 'g': true, 'l': true, 'b': true}

// lastValue is the index of the number ending the clause before the one
// starting at i, or -1.
func lastValue(ts []ctok, i int) int {
	for i > 0 && !ts[i].brk {
		i-- // back to the start of the clause
	}
	for k := i - 1; k >= 0; k-- {
		if ts[k].kind == ckNum {
			return k
		}
		if ts[k].kind != ckSym && ts[k].kind != ckStop || ts[k].brk {
			return -1
		}
	}
	return -1
}

// partOfRatio reports whether the number at i is one side of "X of Y" or
// "X out of Y": capacity.go reads those.
func partOfRatio(ts []ctok, i int) bool {
	at := func(j int, raw string) bool { return j >= 0 && j < len(ts) && !ts[j].brk && ts[j].raw == raw }
	num := func(j int) bool { return j >= 0 && j < len(ts) && ts[j].kind == ckNum }
	if at(i+1, "of") && num(i+2) || at(i+1, "out") && at(i+2, "of") && num(i+3) {
		return true
	}
	return at(i-1, "of") && (num(i-2) || at(i-2, "out") && num(i-3))
}

// quantitySlot is the slot a quantity at i fills: the content word right
// after it (past a glued unit symbol), else the nearest content or slot word
// before it in the clause, across a label colon.
func quantitySlot(ts []ctok, i int) string {
	j := i + 1
	for j < len(ts) && !ts[j].brk && ts[j].kind == ckSym && (ts[j].raw == "°" || ts[j].raw == "%") {
		j++
	}
	if j < len(ts) && !ts[j].brk && ts[j].kind == ckWord {
		return "n:" + ts[j].key
	}
	if j+1 < len(ts) && !ts[j].brk && !ts[j+1].brk && (ts[j].raw == "in" || ts[j].raw == "for") && ts[j+1].kind == ckWord {
		return "n:" + ts[j+1].key // "B in maths"
	}
	for k := i; k >= 0; k-- {
		if k < i {
			if ts[k].raw == "and" || ts[k].raw == "or" {
				return ""
			}
			switch ts[k].kind {
			case ckWord:
				return "n:" + ts[k].key
			case ckSlot:
				return ts[k].key
			case ckNum, ckGrade, ckPron:
				return ""
			}
		}
		if ts[k].brk && !ts[k].colon {
			return ""
		}
	}
	return ""
}

// nextFiller is the index of the participant or value a slot word at i
// binds, or -1.
func nextFiller(ts []ctok, i int) int {
	for j := i + 1; j < len(ts) && !ts[j].brk; j++ {
		switch ts[j].kind {
		case ckStop, ckSym:
			continue
		case ckWord, ckPron, ckNum, ckGrade:
			return j
		}
		return -1
	}
	return -1
}

// appendRoles adds the subject and object of a verb at i: the
// participants right before and after it in its clause (a passive with
// "by" read back to the active). A subject pronoun before a verb is its
// subject even without an object ("You sent $50 to Ana").
func appendRoles(out []claim, ts []ctok, i int) []claim {
	prev, aux, beAux := -1, false, false
	for k := i - 1; k >= 0 && !ts[i].brk && !ts[i].glued; k-- {
		if ts[k].kind == ckWord || ts[k].kind == ckPron {
			prev = k
			break
		}
		if ts[k].kind != ckStop {
			break
		}
		aux = aux || auxiliaries[ts[k].raw]
		beAux = beAux || beForms[ts[k].raw]
		if ts[k].brk {
			break
		}
	}
	passive := i+1 < len(ts) && !ts[i+1].brk && ts[i+1].kind == ckBy
	next := -1
	start := i + 1
	if passive {
		start = i + 2
	}
	for k := start; k < len(ts) && !ts[k].brk; k++ {
		if (ts[k].kind == ckWord || ts[k].kind == ckPron) && !determiners[ts[k].raw] {
			next = k
			break
		}
		if ts[k].kind != ckStop && !determiners[ts[k].raw] {
			break
		}
	}
	if !passive {
		if j := laterAgent(ts, i); j >= 0 {
			passive, next = true, j // "Assigned to Maria by Tom"
		}
	}
	v := ts[i]
	if prev < 0 {
		if passive && next >= 0 && v.verbish {
			return append(out, claim{"subj:" + verbKey(v), phraseAt(ts, next)}) // "Followed by Jane"
		}
		return out
	}
	subjPron := ts[prev].kind == ckPron && subjectPronouns[ts[prev].raw]
	verb := v.verbish || subjPron || aux && strings.HasSuffix(v.raw, "ing") ||
		next >= 0 && ts[next].kind == ckPron && objectPronouns[ts[next].raw]
	if !verb {
		return out
	}
	vk := verbKey(v)
	if beAux && !passive && (strings.HasSuffix(v.raw, "ed") || irregularPast[v.raw]) {
		// "you were referred to Dr. Patel": a passive's subject is the
		// object of the verb.
		return append(out, claim{"obj:" + vk, phraseAt(ts, prev)})
	}
	if next < 0 {
		if subjPron && !passive || !passive && v.verbish && participant(ts[prev].key) && valueObject(ts, i) {
			// "Ben requested $12 from you": a verb with a value for its
			// object still has its named subject (a name, not a concept:
			// "Visa ending in 4242" names a card, not who ends it).
			out = append(out, claim{"subj:" + vk, ts[prev].key})
		}
		return out
	}
	if ts[prev].key == ts[next].key {
		return out
	}
	// The subject is its head word: the words before it may belong to a
	// label or to another entry ("Order Ana approved"); the object is its
	// phrase.
	subj, obj := ts[prev].key, phraseAt(ts, next)
	if passive {
		subj, obj = obj, phraseAt(ts, prev)
	}
	return append(out, claim{"subj:" + vk, subj}, claim{"obj:" + vk, obj})
}

// auxiliaries before a verb form make it a verb ("is sharing").
var auxiliaries = map[string]bool{"is": true, "are": true, "am": true, "was": true, "were": true, "be": true, "been": true, "has": true, "have": true, "had": true}

// beForms make a past participle passive ("was blocked").
var beForms = map[string]bool{"is": true, "are": true, "am": true, "was": true, "were": true, "be": true, "been": true, "being": true}

// determiners are possessives that open a noun phrase: "your location" is
// a location, not a second participant.
var determiners = map[string]bool{"your": true, "my": true, "our": true, "their": true, "his": true, "its": true}

// verbKey names a verb by its stem without a final e, so "follow" and
// "follows", "share" and "sharing" meet.
func verbKey(t ctok) string {
	if strings.HasPrefix(t.key, "w:") {
		return "w:" + strings.TrimSuffix(stem(t.raw), "e")
	}
	return strings.TrimSuffix(t.key, "!")
}
