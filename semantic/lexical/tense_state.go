package lexical

import (
	"maps"
	"slices"
	"strings"
)

// A state put in the past. "Kai was an admin" and "Kai had admin rights"
// say what held before, not what holds now: against a page that states
// the state now ("Role: Admin") they are not a confident equivalent. The
// lexicon's tense comparison covers verbs ("expired" against "expires");
// a past copula or "had" before a state that is no verb ("admin",
// "active", "on time") left the state timeless. A passive or perfect
// participle ("was refused", "had shipped") is an event, read as before.

// pastCopulas put the state after them in the past.
var pastCopulas = map[string]bool{"was": true, "were": true, "had": true}

// pastCopulaWords are the words of pastCopulas, for a substring test.
var pastCopulaWords = slices.Collect(maps.Keys(pastCopulas))

// pastFillers may stand between the copula and its state.
var pastFillers = map[string]bool{"a": true, "an": true, "the": true, "been": true, "still": true, "already": true, "just": true, "once": true, "my": true, "your": true, "their": true, "his": true, "her": true}

// pastStateClaim reports whether x states a state of the lexicon in the
// past: a past copula followed by a concept that is no verb.
func pastStateClaim(x *analysis) bool {
	if !slices.ContainsFunc(pastCopulaWords, func(w string) bool { return strings.Contains(x.canon, w) }) {
		return false // no word of pastCopulas
	}
	toks := strings.Fields(x.canon)
	for k, t := range toks {
		if !pastCopulas[t] {
			continue
		}
		j := k + 1
		for j < len(toks) && pastFillers[toks[j]] {
			j++
		}
		if j >= len(toks) {
			continue
		}
		if participle(toks[j]) {
			continue // "was changed", "had shipped": an event
		}
		if e, ok := lex.forms[toks[j]]; ok && e.c != nil && !e.c.verb && !e.c.state && e.c.weight > 0 {
			return true
		}
	}
	return false
}

// speaksOfPast reports whether x has a past tense, a past marker or a
// date or time that may place its claim in the past.
func speaksOfPast(x *analysis) bool {
	for _, u := range x.units {
		if u.tense == tPast {
			return true
		}
	}
	for _, t := range strings.Fields(x.canon) {
		if lex.classes[t] == wcPast || pastCopulas[t] || t == "ago" {
			return true
		}
	}
	return dated(x)
}

// pastStateOnly reports whether one side states a state in the past and
// the other speaks of no past at all.
func pastStateOnly(a, e *analysis) bool {
	return pastStateClaim(e) && !speaksOfPast(a) || pastStateClaim(a) && !speaksOfPast(e)
}

// participle reports whether w looks like a past participle: a regular
// "-ed" form or an irregular past form.
func participle(w string) bool {
	return len(w) > 3 && strings.HasSuffix(w, "ed") || irregularPast[w] || len(w) > 4 && strings.HasSuffix(w, "en")
}
