package lexical

import (
	"strings"
	"unicode"
)

// Unstated status (partial information): the actual side only names what
// the expectation is about ("Invoice INV-2041", "Priya") and says nothing
// of its state, while the expectation asserts a state of it ("invoice
// INV-2041 is paid", "Priya is online"). The page does not support the
// claim, so the answer is `different`, not a guess.
//
// It only applies when
//   - the actual side (and its context) has no predicate at all: no verb or
//     state concept of the lexicon, no member of an exclusive group (a
//     shown setting value is the one set), no tensed or -ed/-ing word, no
//     negation, no boolean state, no from/to pair (a trip or a change:
//     "From London to Paris" states "departs London"), and no symbol that
//     may show a state (✓, ●, an emoji);
//   - every word the actual side names is named by the expectation (an
//     unknown word could be the state); its values may be more (an
//     order number names which order), but none of them may match a value
//     other than a code or a plain number
//     of the expectation (then the value may be what the predicate says:
//     "9 am – 5 pm" against "the workshop ends at 17:00");
//   - with the same guards, a page that shows no value at all does not
//     state a value or a month or weekday name the expectation adds
//     ("Dentist" against "dentist on Thursday");
//   - the expectation asserts a lexicon predicate (a verb, a state with
//     negative forms, a negative outcome, a boolean state) in predicate
//     position: after a copula or auxiliary ("is paid", "has shipped",
//     "is on time"), or as a tensed verb of a clause ("the transfer
//     completed"), and neither side covers it, even through WordNet.

// sUnstated is the strength of an unstated-status conflict.
const sUnstated = 0.95

// copulas introduce a predicate: "is paid", "has shipped", "was read".
var copulas = map[string]bool{
	"is": true, "are": true, "was": true, "were": true, "be": true, "been": true, "being": true,
	"has": true, "have": true, "had": true, "got": true, "gets": true, "get": true,
	"becomes": true, "became": true, "stays": true, "remains": true,
}

// predicateAdverbs may stand between a copula and its predicate.
var predicateAdverbs = map[string]bool{
	"not": true, "still": true, "already": true, "now": true, "currently": true, "also": true,
	"just": true, "yet": true, "been": true, "being": true, "fully": true, "successfully": true,
}

// unstated adds a conflict when the actual side states no predicate and
// the expected side asserts one that nothing covers.
func (r *comparison) unstated(w *weights, a, c, e *analysis) {
	if r.conflict > 0 || hasPredicate(a) || hasPredicate(c) || len(uncoveredUnits(a, e)) > 0 || valueMatched(a, e) {
		return
	}
	for _, eu := range assertedPredicates(e) {
		if bestUnit(eu, a.units) > 0 || bestUnit(eu, c.units) > 0 || wnUnit(eu, a.units) > 0 || wnUnit(eu, c.units) > 0 || w.words.coversEKey(e, eu.key) {
			continue
		}
		r.addConflict(sUnstated, "unstated "+eu.key)
		if eu.weight > 0 {
			w.conflictW += eu.weight
		}
		return
	}
	if e.state && boolAsserted(e) {
		r.addConflict(sUnstated, "unstated state")
		return
	}
	if eu := unknownPredicate(a, c, e); eu != nil {
		r.addConflict(sUnstated, "unstated w:"+eu.raw) // "Berlin is sunny" (unstated_unknown.go)
		w.conflictW += eu.weight
		return
	}
	if why := unstatedValue(a, c, e); why != "" {
		r.addConflict(sUnstated, "unstated "+why)
	}
}

// unstatedValue names a value or calendar name the expectation adds to a
// page that shows no value at all ("Dentist" against "dentist on
// Thursday", "Toyota Prius" against "… with plate KX 4821"), or "".
func unstatedValue(a, c, e *analysis) string {
	if len(a.values) > 0 || len(c.values) > 0 {
		return ""
	}
	for _, ev := range e.values {
		if !ev.implied {
			return "value " + ev.String()
		}
	}
	for _, eu := range e.units {
		if !eu.implied && calendarName(eu) && bestUnit(eu, a.units) == 0 && bestUnit(eu, c.units) == 0 {
			return eu.key
		}
	}
	return ""
}

// calendarName reports whether u is a month or weekday name.
func calendarName(u unit) bool {
	return u.c != nil && (u.c.group == "weekday" || u.c.group == "monthname")
}

// valueMatched reports whether a value of the expected side is matched
// by one of the actual side: the value may be what the predicate says
// ("9 am – 5 pm" states "ends at 17:00").
func valueMatched(a, e *analysis) bool {
	for _, ev := range e.values {
		if ev.implied || ev.kind == vCode || ev.kind == vNumber {
			continue // an identifier or a number names the thing ("Essay 2")
		}
		if q, _ := bestValue(ev, a.values); q > 0 {
			return true
		}
	}
	return false
}

// predicateConcept reports whether a concept is something a status says:
// a verb, a state with negative forms, a negative outcome, a boolean
// state, a stage before another ("in transit").
func predicateConcept(c *concept) bool {
	return c != nil && (c.verb || c.polar || c.negOut || c.state || len(c.before) > 0)
}

// hasPredicate reports whether x says anything of a state: a predicate
// concept, a tensed word, a negation, a boolean state, a state symbol.
func hasPredicate(x *analysis) bool {
	if x.neg > 0 || x.state || x.stateMark || fromTo(x) {
		return true
	}
	for _, u := range x.units {
		if u.implied || u.descriptor {
			continue
		}
		if predicateConcept(u.c) || u.tense != tNone || u.neg || groupOf(u) != "" {
			return true // a member of an exclusive group is a value shown as set ("Dark mode")
		}
		if t := morphTense(u.raw, false); u.c == nil && (t == tPast || t == tProgressive) {
			return true // an unknown verb form: "Invited by Tom"
		}
	}
	return false
}

// fromTo reports whether x relates a from and a to ("From London to
// Paris", "$60 → $80"): a trip or a change, which may be what a verb of
// the other side says ("departs London, arrives Paris").
func fromTo(x *analysis) bool {
	from, to := false, false
	for _, c := range x.claims {
		from = from || c.slot == "from"
		to = to || c.slot == "to"
	}
	return from && to
}

// assertedPredicates are the units of x that are predicate concepts in
// predicate position.
func assertedPredicates(x *analysis) []unit {
	var toks []string // split on first use
	var out []unit
	for _, u := range x.units {
		if u.implied || u.descriptor || u.raw == "" || !predicateConcept(u.c) {
			continue
		}
		if toks == nil && u.tense != tPast && u.tense != tPresent {
			toks = strings.Fields(x.canon)
		}
		if u.tense == tPast || u.tense == tPresent || afterCopula(toks, u.raw) {
			out = append(out, u)
		}
	}
	return out
}

// afterCopula reports whether word w follows a copula in toks, with only
// predicate adverbs between them.
func afterCopula(toks []string, w string) bool {
	for i, t := range toks {
		if t != w {
			continue
		}
		for j := i - 1; j >= 0; j-- {
			if copulas[toks[j]] {
				return true
			}
			if !predicateAdverbs[toks[j]] {
				break
			}
		}
	}
	return false
}

// boolAsserted reports whether a boolean state word of x follows a
// copula ("2FA is enabled"); one before a noun ("the selected plan")
// qualifies it instead.
func boolAsserted(x *analysis) bool {
	toks := strings.Fields(x.canon)
	for i, t := range toks {
		if e, ok := lex.forms[t]; ok && e.c.state && afterCopula(toks[:i+1], t) {
			return true
		}
	}
	return false
}

// stateSymbol reports whether s holds a symbol that may show a state by
// itself (a check mark, a dot, an emoji): the text is then not only a name.
func stateSymbol(s string) bool {
	for _, r := range s {
		if r < 0x2000 {
			continue
		}
		if unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsSpace(r) {
			continue
		}
		if r >= 0x2010 && r <= 0x2027 || r >= 0x2190 && r <= 0x21ff || unicode.Is(unicode.Sc, r) {
			continue // dashes, quotes, bullets, ellipsis, arrows, currency
		}
		return true
	}
	return false
}
