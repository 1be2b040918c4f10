package lexical

import (
	"regexp"
	"strings"

	"github.com/jevtest/jev/semantic"
)

// Item keys. In "the label of APP-131", "the role of Ana Silva" or "the
// gate of flight EI 154", the words after the preposition say which item
// (its key: an issue's key, a member's name, a flight number) and the
// words before it what of that item is asked. A unit whose text is only
// the item's key ("APP-131", the name cell "Ana Silva") names the item: it
// shows nothing of what is asked, though it matches the description's
// words exactly. It ranks below the item's other units, which its row
// makes the item's.

// keyOnlyWeight demotes a unit whose text is only the description's item
// key.
const keyOnlyWeight = 0.5

// whichRE splits a description at its first preposition: the head before
// it, the item after it.
var whichRE = regexp.MustCompile(`\s(?:of|for|on|in|from|to|at|by)\s`)

// headAndKey splits a folded description into what is asked and which
// item; ok is false when it has no preposition or no head word.
func headAndKey(desc string) (head, key string, ok bool) {
	d := semantic.Fold(semantic.Normalize(desc))
	loc := whichRE.FindStringIndex(d)
	if loc == nil {
		return "", "", false
	}
	head, key = strings.TrimSpace(d[:loc[0]]), strings.TrimSpace(d[loc[1]:])
	head = strings.TrimSpace(strings.TrimPrefix(head+" ", "the "))
	return head, key, head != "" && key != ""
}

// demoteKeyOnly scales down the units whose whole text is found in the
// description's item part (as whole words) and shares no word with its
// head part.
func (q *sourceQuery) demoteKeyOnly(ids []string, st *state, scores []float64) {
	head, key, ok := headAndKey(q.text)
	if !ok {
		return
	}
	headWords := map[string]bool{}
	for _, w := range strings.Fields(head) {
		headWords[w] = true
	}
	for i, id := range ids {
		if scores[i] == 0 {
			continue
		}
		t := semantic.Fold(semantic.Normalize(st.sources[id].Text))
		if t == "" || !containsWords(key, t) {
			continue
		}
		shared := false
		for _, w := range strings.Fields(t) {
			shared = shared || headWords[w]
		}
		if !shared {
			scores[i] *= keyOnlyWeight
		}
	}
}

// containsWords reports whether s holds t as a run of whole words.
func containsWords(s, t string) bool {
	s, t = " "+s+" ", " "+t+" "
	return strings.Contains(s, t)
}

// rowNamesItem reports whether s's row (without s's own text) says a word
// of the description's item part: a later value under a column's label is
// then that item's value, not a note under an earlier one.
func (q *sourceQuery) rowNamesItem(s *sourceAnalysis) bool {
	for i, u := range q.d.units {
		if u.implied || !q.which[i] {
			continue
		}
		if bestUnit(u, s.row.units) >= 0.99 {
			return true
		}
	}
	return false
}
