package lexical

import (
	"regexp"
	"strconv"
	"strings"
)

// Positional descriptions: "the first todo", "the second todo shown", "the
// last item", "the only result" name the n-th repeated item of a list (the
// sources' rows in reading order), never a counter or another text.

// ordinalRE matches a whole description that is an ordinal and a noun.
var ordinalRE = regexp.MustCompile(`^(?:the\s+)?(last|only|[\pL]+|\d+(?:st|nd|rd|th))\s+([\pL\pN]+)(?:\s+(?:shown|visible|listed|displayed|on\s+the\s+(?:list|page)|in\s+the\s+list))?\s*$`)

// ordinalOf reads a positional description: the position (1-based; -1
// for last, 0 for only) and the noun. ok is false for any other
// description.
func ordinalOf(desc string) (pos int, noun string, ok bool) {
	m := ordinalRE.FindStringSubmatch(strings.Join(strings.Fields(fold(desc)), " "))
	if m == nil {
		return 0, "", false
	}
	switch w := m[1]; {
	case w == "last":
		pos = -1
	case w == "only":
		pos = 0
	case ordinalWords[w] > 0:
		pos = ordinalWords[w]
	case strings.ContainsAny(w, "0123456789"):
		n, err := strconv.Atoi(strings.TrimRight(w, "stndrh"))
		if err != nil || n < 1 {
			return 0, "", false
		}
		pos = n
	default:
		return 0, "", false
	}
	return pos, m[2], true
}

// listItem is one repeated item: its row text and the index (in ids) of
// the source that shows it.
type listItem struct {
	row   string
	first int // index in ids of its first source
	main  int // -1 when no source's text is the row's
	// single: the item is one source whose text is the row's (a menu or
	// filter entry rather than an item with parts).
	single bool
}

// listsOf groups the sources' rows (consecutive sources sharing a row
// text) into lists by the roles of their sources and their context.
func listsOf(ids []string, st *state) map[string][]listItem {
	lists := map[string][]listItem{}
	for i := 0; i < len(ids); {
		s := st.sources[ids[i]]
		if s.Row == "" {
			i++
			continue
		}
		it := listItem{row: s.Row, first: i, main: -1}
		var roles []string
		j := i
		for ; j < len(ids) && st.sources[ids[j]].Row == s.Row && st.sources[ids[j]].Context == s.Context; j++ {
			sj := st.sources[ids[j]]
			roles = append(roles, sj.Role)
			if it.main < 0 && fold(sj.Text) == fold(s.Row) {
				it.main = j
			}
		}
		it.single = j-i == 1 && it.main == i && len(words(fold(s.Row))) <= 3
		key := strings.Join(roles, ",") + "|" + fold(s.Context)
		lists[key] = append(lists[key], it)
		i = j
	}
	return lists
}

// ordinalChoice is the index of the source a positional description
// names, -1 when it names none for sure (no list of that noun, several
// lists, no such position). ok is false when desc is not positional.
func ordinalChoice(desc string, ids []string, st *state) (int, bool) {
	pos, noun, ok := ordinalOf(desc)
	if !ok {
		return -1, false
	}
	var match, rich [][]listItem
	for _, l := range listsOf(ids, st) {
		s := st.sources[ids[firstMain(l)]]
		if !hasStem(s.Context+" "+s.Heading, noun) {
			continue
		}
		match = append(match, l)
		if !l[0].single {
			rich = append(rich, l)
		}
	}
	// A list of one-source entries (filters, tabs) beside a list of
	// items with parts is the menu, not the items.
	if len(match) > 1 && len(rich) == 1 {
		match = rich
	}
	if len(match) != 1 {
		return -1, true
	}
	l := match[0]
	var it listItem
	switch {
	case pos == 0 && len(l) == 1, pos == -1:
		it = l[len(l)-1]
	case pos > 0 && pos <= len(l):
		it = l[pos-1]
	default:
		return -1, true
	}
	return it.main, true
}

// firstMain is the index of a list's first item's main source, or of its
// first source.
func firstMain(l []listItem) int {
	for _, it := range l {
		if it.main >= 0 {
			return it.main
		}
	}
	return l[0].first
}

// applyOrdinal raises the source a positional description names and caps
// every other; when it names none for sure, every source is capped, so
// the answer is ambiguous rather than a counter.
func applyOrdinal(desc string, ids []string, st *state, scores []float64) {
	win, ok := ordinalChoice(desc, ids, st)
	if !ok {
		return
	}
	for i := range scores {
		if i == win {
			scores[i] = max(scores[i], ruleWin)
		} else {
			scores[i] = min(scores[i], ruleRest)
		}
	}
}

// hasStem reports whether text has a word of the same stem as w ("todos"
// for "todo"): the surface word, not a lexicon concept, names the list.
func hasStem(text, w string) bool {
	sw := stem(w)
	for _, x := range words(fold(text)) {
		if stem(x) == sw {
			return true
		}
	}
	return false
}
