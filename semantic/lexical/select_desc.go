package lexical

import (
	"regexp"
	"strings"
	"unicode"
)

// description is a selection description read for what it asks: the type
// of value it wants, the phrases it quotes, the landmarks it names and the
// verb of the control it means.
type description struct {
	folded string
	words  []string
	// rest is the description without its type phrase ("number of",
	// "the status of"): the words the page should show.
	rest string
	// want is the type a type phrase asks for; soft the type a type word
	// elsewhere suggests ("Order total"). stripped is true when the type
	// phrase was removed from rest ("how many").
	want, soft valueType
	stripped   bool
	// quoted are the folded phrases in quotes ('Walk dog'); before their
	// nouns ("the todo 'Walk dog'"), which name the kind of row.
	quoted []string
	before map[string]bool
	// outside are the words outside quotes that are no role words.
	outside []string
	// landmarks are the landmark roles the description names (footer).
	landmarks map[string]bool
	verb      string // verb class or action concept, "" for none
	bulk      bool   // "all", "every"
	// states are the words of the state a check sets ("as done"): not
	// required of a checkbox's name, but a match when it says them.
	states map[string]bool
}

var (
	typePhraseRE *regexp.Regexp
	quoteRE      = regexp.MustCompile(`(?:^|[\s(\[])["']([^"']+)["'](?:$|[\s.,;:!?)\]])`)
	checkAsRE    = regexp.MustCompile(`\bas\s+[\pL]+`)
	possessRE    = regexp.MustCompile(`\b([\pL\pN]+)'s\s+([\pL\pN]+)`)
)

func init() {
	alts := make([]string, len(typePhrases))
	for i, p := range typePhrases {
		alts[i] = strings.Join(p.words, `\s+`)
	}
	typePhraseRE = regexp.MustCompile(`\b(?:` + strings.Join(alts, "|") + `)\b`)
}

// words splits folded text into words; glyphs that name an action ("×")
// are words of their own.
func words(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && verbWords[string(r)] == ""
	})
}

func describe(s string) description {
	d := description{folded: fold(s), landmarks: map[string]bool{}, before: map[string]bool{}}
	d.words = words(d.folded)
	// "Bob's status" asks for the status of Bob: the owner qualifies.
	d.rest = possessRE.ReplaceAllString(d.folded, "$2 of $1")
	if loc := typePhraseRE.FindStringIndex(d.rest); loc != nil {
		phrase := strings.Join(strings.Fields(d.rest[loc[0]:loc[1]]), " ")
		for _, p := range typePhrases {
			if strings.Join(p.words, " ") == phrase {
				d.want, d.stripped = p.ty, p.strip
				break
			}
		}
		if d.stripped {
			d.rest = d.rest[:loc[0]] + " " + d.rest[loc[1]:]
		}
	}
	// outside is the description without its quoted phrases: a quoted
	// phrase is a name ("the 'All' link"), never a quantifier or the
	// verb of the description.
	outside := d.folded
	for _, m := range quoteRE.FindAllStringSubmatchIndex(d.folded, -1) {
		outside = outside[:m[2]] + strings.Repeat(" ", m[3]-m[2]) + outside[m[3]:]
		q := strings.Join(words(d.folded[m[2]:m[3]]), " ")
		if q == "" {
			continue
		}
		d.quoted = append(d.quoted, q)
		if prev := words(d.folded[:m[2]]); len(prev) > 0 {
			d.before[prev[len(prev)-1]] = true
		}
	}
	for _, w := range d.words {
		if lm, ok := landmarkWords[w]; ok {
			d.landmarks[lm] = true
		}
		if ty, ok := typeWords[w]; ok && d.soft == tyNone {
			d.soft = ty
		}
	}
	ow := words(outside)
	for _, w := range ow {
		d.bulk = d.bulk || bulkWords[w]
	}
	d.verb = descVerb(ow, d.bulk)
	d.outside = nonRoleWords(strings.Join(ow, " "))
	if d.verb == vbCheck {
		// "marks 'Buy milk' as done": the state a check sets, not a name.
		d.states = map[string]bool{}
		for _, m := range checkAsRE.FindAllString(d.rest, -1) {
			for _, w := range words(m)[1:] {
				d.states[w] = true
			}
		}
		d.rest = checkAsRE.ReplaceAllString(d.rest, " ")
	}
	return d
}

// verbClass is the verb a text names: a verb class of verbWords (a removal
// of many things when bulk), else the action concept of a (its key, with
// "!" for the negative form), else "".
func verbClass(ws []string, bulk bool, a *analysis) string {
	for _, w := range ws {
		v := verbWords[w]
		if v == "" {
			continue
		}
		if v == vbDelete && bulk {
			return vbClear
		}
		return v
	}
	if a == nil {
		an := analyze(strings.Join(ws, " "))
		a = &an
	}
	if act, ok := actionOf(a); ok {
		if act.neg {
			return act.key + "!"
		}
		return act.key
	}
	return ""
}

// descVerb is the verb of a description: a verb word of its words outside
// quotes ws, else the action its words other than role words name ("link"
// is the role, not the verb "connect"). A quoted phrase is a name: its
// verb is the control's (see targetQuery.score), never the description's
// ("the checkbox of the 'Delete old files' todo" is a check).
func descVerb(ws []string, bulk bool) string {
	nr := analyze(strings.Join(nonRoleWords(strings.Join(ws, " ")), " "))
	return verbClass(ws, bulk, &nr)
}

// nameVerb is the verb of a control's name: a removal names many things
// when the name says which ("Clear completed", "Delete all").
func nameVerb(name string, a *analysis) string {
	ws := words(fold(name))
	bulk := false
	for _, w := range ws {
		bulk = bulk || bulkNames[w]
	}
	return verbClass(ws, bulk, a)
}

// destructive reports whether a verb class or a name's words lose data or
// money when chosen wrongly.
func destructive(verb string, ws []string) bool {
	switch verb {
	case vbDelete, vbClear, vbRevoke, "cancel", "pay", "subscribe!", "w:unsubscribe", "w:remove", "w:discard":
		return true
	}
	for _, w := range ws {
		if destructiveWords[w] {
			return true
		}
	}
	return false
}
