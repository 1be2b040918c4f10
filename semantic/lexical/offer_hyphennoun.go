package lexical

// A hyphenated phrasal verb is a noun.
//
// "Pick-up 5:40 PM", "Drop-off 8:05 AM", "Check-in 15:00" under a child's
// day or a booking are the times of a pick-up, a drop-off, a check-in:
// labels and their values, as "Return date Dec 5" is. English writes the
// verb apart ("pick up") and the noun joined ("pick-up", "pickup"), so a
// clause that opens with a verb and a particle hyphenated to it is no
// call to action, and "Mia was picked up at 17:40" is not contradicted by
// an offer to pick her up (decide_offer.go nounClause).

// hyphenNoun reports whether the word at j and a particle hyphenated to
// it make a noun ("Pick-up", "Drop-off", "Check-in", "Follow-up"): the
// verb is written "pick up", the noun "pick-up" or "pickup".
func hyphenNoun(its []item, j int) bool {
	return j+1 < len(its) && its[j+1].glued && its[j+1].kind == tkWord && hyphenParticles[its[j+1].text] &&
		its[j].kind == tkWord && len(its[j].text) >= 3
}

// hyphenParticles are the particles of phrasal verbs whose hyphenated
// compounds are nouns.
var hyphenParticles = map[string]bool{"up": true, "off": true, "in": true, "out": true, "over": true, "back": true, "down": true, "away": true}
