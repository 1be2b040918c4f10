package lexical

import (
	"strings"
	"unicode"
)

// The page's title names its subject. An order page titled "Order #10482"
// is about that order: "the total of the order" asks for the order's
// total, and "order" tells none of the page's units from another (the
// title heads them all). A modifier word of the description (after the
// head, lowercase: a common noun, not a name such as "the Starter plan")
// that the page's title says names the page's subject, as a modifier the
// page never says does (select_subject.go): it is not counted, and it
// names no item among the page's cards (demoteOtherItems).

// titleHeading is the id of the page's title: its first heading outside
// any landmark and any modal dialog, else (a page whose only title sits in
// its site header, <header><h1>Invoices</h1></header>) its first heading
// in the banner; "" when it has none.
func (st *state) titleHeading(ids []string) string {
	banner := ""
	for _, id := range ids {
		s := st.sources[id]
		if s.Role != "heading" || s.Modal {
			continue
		}
		if s.Landmark == "" {
			return id
		}
		if s.Landmark == "banner" && banner == "" {
			banner = id
		}
	}
	return banner
}

// titleSubject reports whether unit u is a common noun, written
// lowercase in the description, that the page's title heading says.
func (q *sourceQuery) titleSubject(u unit, ids []string, st *state) bool {
	title := st.titleHeading(ids)
	if title == "" || !lowercaseWord(q.text, u.raw) || !q.namedHead() {
		return false
	}
	return bestOwnUnit(u, st.source(title).text.units) >= 0.99
}

// lowercaseWord reports whether text holds word, written lowercase, as a
// word of its own.
func lowercaseWord(text, word string) bool {
	if word == "" {
		return false
	}
	for _, w := range strings.FieldsFunc(text, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if w == word {
			return true
		}
	}
	return false
}

// ownWordsValue reports whether s's text is a value of the specific type
// the description asks for and says it in words the description does not
// use: "Paid" for "the payment status", not "Payment".
func (q *sourceQuery) ownWordsValue(s *sourceAnalysis) bool {
	if !q.specificType(s) {
		return false
	}
	said := map[string]bool{}
	for _, w := range q.desc.words {
		said[w] = true
	}
	for _, u := range s.text.units {
		if !u.implied && !said[fold(u.raw)] {
			return true
		}
	}
	return false
}

// namedHead reports whether the description's head words (before any
// preposition) include a content word that is neither a descriptor
// ("status") nor a kind word ("description"): the word the title
// subject's units are then told apart by. Without one the subject word
// is all that says which text is meant, and it stays counted.
func (q *sourceQuery) namedHead() bool {
	for i, u := range q.d.units {
		if !q.which[i] && !u.implied && !u.descriptor && kindWords[strings.ToLower(u.raw)] == "" {
			return true
		}
	}
	return false
}
