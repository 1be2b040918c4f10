package lexical

import "strings"

// Sums of parts under a kind word.
//
// "2 adults, 1 child" counts people of two kinds; "three passengers" or
// "a family of four" counts the same people under one word that names
// their kind. The kind word states the total as a word of totality does
// (sums.go): the parts' sum equal to the claim states it, a different sum
// contradicts it ("two passengers"). Only when the claim's one value is
// bound to a collective of a kind and every part the page counts is bound
// to a member word of that same kind, each in a clause of its own; a
// claim whose noun is no collective of the parts' kind ("three rooms",
// "three adults") is left to the other rules.

// kindClass holds the member words of a kind and the collectives that
// count them; any: every noun is a member (a generic collective such as
// "items" counts things of any kind, each part a noun of its own).
type kindClass struct {
	members, collectives map[string]bool
	any                  bool
}

// kindClasses are the kinds a page counts in parts. People are the one
// kind UIs routinely split (fares, bookings, guest lists, tickets).
var kindClasses = []kindClass{{
	members: wordSet("adult", "adults", "child", "children", "kid", "kids", "infant", "infants",
		"senior", "seniors", "teen", "teens", "youth", "youths", "baby", "babies", "toddler", "toddlers"),
	collectives: wordSet("passenger", "passengers", "traveller", "travellers", "traveler", "travelers",
		"guest", "guests", "people", "person", "persons", "family", "party", "attendee", "attendees"),
}, {
	collectives: map[string]bool{"items": true, "things": true, "entries": true},
	any:         true,
}}

// wordSet is the set of ws with the stems the analysis keys them by.
func wordSet(ws ...string) map[string]bool {
	m := map[string]bool{}
	for _, w := range ws {
		s := stem(w)
		m[w], m[s], m[strings.TrimSuffix(s, "e")] = true, true, true
	}
	return m
}

// nounWord is the word of a noun slot ("n:w:adult" → "adult"), "" for a
// slot of another class or a noun the lexicon knows as a concept.
func nounWord(slot string) string {
	if !strings.HasPrefix(slot, "n:w:") {
		return ""
	}
	return strings.TrimPrefix(slot, "n:w:")
}

// kindTotal reports whether e claims one count under a collective word
// whose members are exactly the parts a counts (two to four, one per
// clause); it returns the slots of the collective and of the parts.
func kindTotal(a, e *analysis) (coll string, parts []string, ok bool) {
	if a == nil || e == nil || explicitCount(e) != 1 || len(e.claims) != 1 {
		return "", nil, false
	}
	ec := e.claims[0]
	if !strings.HasPrefix(ec.slot, "n:") || !strings.HasPrefix(ec.filler, "#") {
		return "", nil, false
	}
	for _, k := range kindClasses {
		if !collectiveOf(k, ec.slot, e) {
			continue
		}
		if parts, ok := kindParts(a, k); ok {
			return ec.slot, parts, true
		}
	}
	return "", nil, false
}

// collectiveOf reports whether the noun of slot is a collective of k:
// its word, or the surface word of e's unit the slot names (a concept of
// the lexicon: "guests", "people").
func collectiveOf(k kindClass, slot string, e *analysis) bool {
	if !k.any && k.collectives[nounWord(slot)] {
		return true
	}
	for _, u := range e.units {
		if len(slot) == len(u.key)+2 && strings.HasPrefix(slot, "n:") && slot[2:] == u.key && k.collectives[strings.ToLower(u.raw)] {
			return true
		}
	}
	return false
}

// kindParts lists the noun slots of a's counts when each of a's values is
// a plain count bound to a member word of k, one value per clause.
func kindParts(a *analysis, k kindClass) ([]string, bool) {
	vs := explicitValues(a)
	if len(vs) < 2 || len(vs) > 4 || len(a.claims) != len(vs) {
		return nil, false
	}
	clauses := map[int]bool{}
	for _, v := range vs {
		if v.kind != vNumber || v.cmp != 0 || v.approx || v.role != "" || clauses[v.clause] {
			return nil, false
		}
		clauses[v.clause] = true
	}
	var parts []string
	seen := map[string]bool{}
	for _, c := range a.claims {
		member := k.members[nounWord(c.slot)] || k.any && strings.HasPrefix(c.slot, "n:") && !seen[c.slot]
		if !member || !strings.HasPrefix(c.filler, "#") {
			return nil, false
		}
		seen[c.slot] = true
		parts = append(parts, c.slot)
	}
	return parts, true
}

// kindTotalCover covers the expected collective and the actual part words
// of a kind total (kindTotal): the parts name the people the collective
// counts, so neither is a claim of its own.
func kindTotalCover(a, e *analysis) (ei, ai []int) {
	coll, parts, ok := kindTotal(a, e)
	if !ok {
		return nil, nil
	}
	for i, u := range e.units {
		if "n:"+u.key == coll {
			ei = append(ei, i)
		}
	}
	for i, u := range a.units {
		for _, p := range parts {
			if "n:"+u.key == p {
				ai = append(ai, i)
				break
			}
		}
	}
	return ei, ai
}
