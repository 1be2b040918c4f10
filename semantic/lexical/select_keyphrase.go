package lexical

// A label that says a phrase of the description is that value's key, even
// with a word of its own. "Request Body schema: application/json" labels
// the media type of the request body: it says "request body", two words
// of "the content type of the request body of adding a book", and its
// "schema" does not make it another key (otherKey), as "Service" does
// for "the status of the shipment". One shared word is not enough
// ("Shipping method" is no key of "the shipping address").

// mimeCompound are the words of "content type" and "media type": both are
// answered by a media type's shape (source_shapes.go shapeHead).
var mimeCompound = map[string]bool{"content": true, "media": true, "type": true}

// minSharedKeyWords is how many content words of the description a label
// must say to be its key despite words of its own.
const minSharedKeyWords = 2

// labelSharesPhrase reports whether s's label says at least
// minSharedKeyWords of the description's own (not implied) content words
// written lowercase: common nouns that name a key, not a name ("Status ·
// Lin Zhao" shares only the member's name with "when Lin Zhao was last
// active").
func (q *sourceQuery) labelSharesPhrase(s *sourceAnalysis) bool {
	n := 0
	for _, u := range q.d.units {
		if u.implied || u.descriptor || u.weight == 0 || !lowercaseWord(q.text, u.raw) {
			continue
		}
		if bestOwnUnit(u, s.ctx.units) >= 0.99 {
			n++
		}
	}
	return n >= minSharedKeyWords
}

// agreeKey is what a source states for demoteAgreeingCopies: its numbers,
// else — when the description asks for a shape and the whole text has it
// ("application/json" in the request body's heading and in the request
// sample's panel) — that text, folded. Two sources with one key agree.
func (q *sourceQuery) agreeKey(s *sourceAnalysis) string {
	if k := statedNumbers(s); k != "" {
		return k
	}
	if q.shape != 0 && s.shapes[q.shape] >= 0.99 {
		return "shape:" + fold(s.raw)
	}
	return ""
}
