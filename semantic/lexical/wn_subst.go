package lexical

import (
	"math"
	"strings"

	"github.com/jevtest/jev/semantic/lexical/internal/wordnet"
)

// A one-for-one substitution: the two sides say the same thing word for
// word except one word each, and WordNet relates those two words
// ("Booking confirmed" against "the reservation is confirmed"). A WordNet
// match elsewhere counts as qSynonym, which on a short status never
// reaches a pass; here the claim structure agrees — every other content
// word of both sides is matched, the two words sit in the same place
// among them — so the substitute covers fully. The relation is wider than
// wnUnit's on the expected side and narrower on the page's: a synonym in
// a frequent sense of the page's word and one of the expected word's
// first four (wordnet.LooseSynonyms: "Tip" is no fee, a tip being a fee
// only in its third sense), a derivation, or the page's word naming a
// kind of the expected one (a direct hypernym: "Drizzle" states rain,
// "installment" a payment; never the other way: "rain" is not drizzle).
//
// Limits: two words the lexicon both knows keep the lexicon's relation; a
// substitution never removes a conflict (values, polarity, stages, claims
// still decide); the words must have three letters or more; a text with
// two or more unmatched words on either side gets nothing from it.

// substitution names the one unit of each side a substitution covers
// (indices into the sides' units) when ok.
type substitution struct {
	e, a int
	ok   bool
}

// wnSubstitution finds the one-for-one substitution of a (with context
// c) for e, if any.
func wnSubstitution(a, c, e *analysis, subject map[int]float64) substitution {
	ei, ai, ok := lonelyPair(a, c, e, subject)
	if !ok {
		return substitution{}
	}
	eu, au := e.units[ei], a.units[ai]
	if len(eu.raw) < 3 || len(au.raw) < 2 || (eu.c != nil && au.c != nil) || eu.neg != au.neg {
		return substitution{}
	}
	if !shortFor(au, eu) && !wordnet.LooseSynonyms(au.raw, eu.raw) && !wordnet.Derived(au.raw, eu.raw) && !wordnet.Hypernym(eu.raw, au.raw) {
		return substitution{}
	}
	if !claimsAgreeAs(a, e, au.key, eu.key) {
		return substitution{} // "Conf. Rm B" against "conference room D"
	}
	return substitution{ei, ai, true}
}

// lonelyPair finds the one content unit of each side the other side does
// not match (indices into e.units and a.units), at the same place among
// the words both sides show; ok is false when there is no such pair.
func lonelyPair(a, c, e *analysis, subject map[int]float64) (ei, ai int, ok bool) {
	ei, eBefore := lonelyUnit(e, a, c, subject)
	if ei < 0 {
		return -1, -1, false
	}
	ai, aBefore := lonelyUnit(a, e, c, nil)
	if ai < 0 || eBefore != aBefore {
		return -1, -1, false
	}
	return ei, ai, true
}

// substitutedAntonym adds a clear conflict when the one word each side
// does not share are WordNet antonyms in frequent senses (directly or
// through the adjective clusters: wordnet.Opposed), the rest agreeing
// word for word ("MFA required" against "multi-factor authentication is
// optional"). Under a negation on one side only the opposite may be the
// same claim ("not required" is optional), so both sides must agree in
// polarity; two words of one lexicon concept are never opposed.
func (r *comparison) substitutedAntonym(w *weights, a, c, e *analysis) {
	if r.conflict > 0 || a.neg != e.neg {
		return
	}
	ei, ai, ok := lonelyPair(a, c, e, w.subject)
	if !ok {
		return
	}
	eu, au := e.units[ei], a.units[ai]
	if len(eu.raw) < 3 || len(au.raw) < 3 || (eu.c != nil && eu.c == au.c) || !wordnet.Opposed(au.raw, eu.raw) {
		return
	}
	r.addConflict(sPolarity, "antonym "+au.raw+"/"+eu.raw)
	if rest := w.eW - eu.weight; rest > 0 {
		r.shared = math.Min(1, w.eCov/rest)
	} else {
		r.shared = 1 // nothing but the opposed word: "Sunny" against "overcast"
	}
}

// lonelyUnit returns the index of x's one content unit that neither o nor
// the context matches (nor the implicit-subject rule covers: subject.go),
// and how many of x's content units that o matches come before it; -1
// when x has none or more than one.
func lonelyUnit(x, o, ctx *analysis, subject map[int]float64) (at, before int) {
	at = -1
	n := 0
	for i, u := range x.units {
		if u.implied || u.weight == 0 || u.descriptor {
			continue
		}
		if bestUnit(u, o.units) >= 1 {
			n++ // on both sides: its place counts
			continue
		}
		if bestUnit(u, ctx.units) >= 1 || subject[i] >= 1 {
			continue
		}
		if at >= 0 {
			return -1, 0
		}
		at, before = i, n
	}
	return at, before
}

// claimsAgreeAs reports whether the claims of a, its key ak read as ek,
// fill every slot e's claims also fill with the same filler.
func claimsAgreeAs(a, e *analysis, ak, ek string) bool {
	for _, ac := range a.claims {
		slot := strings.ReplaceAll(ac.slot, ak, ek)
		filler := strings.ReplaceAll(ac.filler, ak, ek)
		for _, ec := range e.claims {
			if ec.slot == slot && ec.filler != filler {
				return false
			}
		}
	}
	return true
}

// shortFor reports whether the page's word au is a contracted form of the
// expected word eu ("GK" for goalkeeper, "cr." for credits; abbrev.go),
// or a clipped one written with an abbreviation's period: alone a weak
// match, full in a one-for-one substitution. A clipped word without the
// period stays weak ("Pop" may be pop music).
func shortFor(au, eu unit) bool {
	return len(au.raw) < len(eu.raw) && (contracted(au, eu) > 0 || au.abbr && clipped(au.raw, eu.raw))
}
