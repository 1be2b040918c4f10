package lexical

// Property nouns that name an exclusive group of the lexicon: "the
// visibility of the repository" asks which of public or private the page
// shows, and the badge "Public" answers it although it never says
// "visibility", as a value of a type answers its type word. Only nouns
// whose group is the property they name are listed: "order" names a
// purchase far more often than a sort order, and groups such as
// "direction" or "period" are read from values, not asked for by name.

// groupNouns map a property noun to the lexicon group (g:NAME) of its
// values.
var groupNouns = map[string]string{
	"visibility": "visibility",
	"role":       "role",
	"theme":      "theme",
	"language":   "language",
	"tier":       "tier",
	"level":      "level",
	"mode":       "mode",
}

// maxGroupWords is the most words a text answering a property noun by a
// member of its group has: a badge or a value ("Public", "Dark mode"), not
// a sentence that mentions one.
const maxGroupWords = 3

// groupAnswer is how well source s's own text answers description unit u
// as a property noun: qTyped when the text is short and says a member of
// the noun's group, 0 otherwise (and on a control, whose text is its
// options or what was typed).
func groupAnswer(u unit, s *sourceAnalysis) float64 {
	g, ok := groupNouns[fold(u.raw)]
	if !ok || u.implied || u.tail != "" || stateRoles[s.role] || s.words > maxGroupWords {
		return 0
	}
	for _, t := range s.text.units {
		if !t.implied && t.c != nil && t.c.group == g {
			return qTyped
		}
	}
	return 0
}

// groupOnPage reports whether some source answers u as a property noun
// (groupAnswer): the page shows the property although it never names it.
func groupOnPage(u unit, ids []string, st *state) bool {
	if _, ok := groupNouns[fold(u.raw)]; !ok {
		return false
	}
	for _, id := range ids {
		if groupAnswer(u, st.source(id)) > 0 {
			return true
		}
	}
	return false
}
