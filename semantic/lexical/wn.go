package lexical

import "github.com/jevtest/jev/semantic/lexical/internal/wordnet"

// WordNet relations (internal/wordnet) between words the hand-written
// lexicon does not relate. Word senses are noisy, so a relation only
// counts between the frequent senses of both words (wnRank), never
// overrides the lexicon (two lexicon concepts keep their own relation), and
// only moves coverage: the claim alignment, values and polarity still
// decide whether the texts agree.

// wnRank is the highest WordNet sense rank (0 = most frequent) a synonym
// may use.
const wnRank = 2

// qSynonym is the match quality of a WordNet synonym or derivation.
const qSynonym = 0.9

// wnUnit is the best WordNet match of u among us: qSynonym or 0; a
// contracted abbreviation (abbrev.go) is matched first.
func wnUnit(u unit, us []unit) float64 {
	if q := contractedUnit(u, us); q > 0 {
		return q // "Rm" for room (abbrev.go)
	}
	if underWayUnit(u, us) {
		return 1 // "Downloading" is under way (stage.go)
	}
	if u.raw == "" || len(u.raw) < 3 {
		return 0
	}
	for _, o := range us {
		if o.implied || o.raw == "" || len(o.raw) < 3 || o.weight == 0 || o.descriptor {
			continue
		}
		if u.c != nil && o.c != nil {
			continue // the lexicon knows both: its relation stands
		}
		if wordnet.Synonyms(u.raw, o.raw, wnRank) || wordnet.Derived(u.raw, o.raw) {
			return qSynonym
		}
	}
	return 0
}

// wnAntonyms reports whether two words the lexicon does not both know are
// WordNet antonyms.
func wnAntonyms(x, y unit) bool {
	if x.raw == "" || y.raw == "" || (x.c != nil && y.c != nil) {
		return false
	}
	return wordnet.Antonyms(x.raw, y.raw)
}

// wnFact reports whether o names u through WordNet in a clause that
// states a fact (not a possibility): "No motion" bears on "nothing moving".
func wnFact(u unit, o *analysis) bool {
	if u.c != nil || u.raw == "" {
		return false
	}
	for _, ou := range o.units {
		if !o.hedged(ou.clause) && wnUnit(u, []unit{ou}) > 0 {
			return true
		}
	}
	return false
}
