package lexical

import (
	"regexp"
	"strings"
)

// Letters that name an item.
//
// "Zone C", "Terminal B", "Plan A", "Vitamin D", "Section F": a noun
// right before a single capital letter names one item by its letter, as
// "Gate 4" does by its number (guard_ids.go). The claim parser reads a
// letter as a grade of the content word next to it ("a zone B
// residential permit" binds B to "residential"), so "Zone C" and "zone B"
// were never compared. Both raw texts are read for (noun, capital letter)
// pairs; when the claim names an item the page names too, by another
// letter and never by the claim's, they name different items: a value
// conflict. Only a capital letter counts on the claim side (a lower-case
// "a" is an article); a letter followed by a period, a hyphen, a plus,
// an apostrophe or "&" is an initial, a grade or part of a code ("John
// F. Kennedy", "A-", "B+", "R&D"), and a label's colon between noun and
// letter ("Grade: B") makes it a value, not an item's name.

// letterIDPattern matches a word of three letters or more, spaces, and a
// single capital letter standing alone.
var letterIDPattern = regexp.MustCompile(`(?:^|[^\p{L}\p{N}])(\p{L}{3,})[ \t]+(\p{Lu})(?:$|[^\p{L}\p{N}.&+\-'’])`)

// letterIDs lists the (noun stem → letters) of text s.
func letterIDs(s string, into map[string][]string) {
	for _, m := range letterIDPattern.FindAllStringSubmatch(s, -1) {
		w := strings.ToLower(m[1])
		if cl := lex.classes[w]; cl == wcStop || cl == wcNegator || cl == wcFuture || cl == wcPast {
			continue // "for A", "not B"
		}
		st := stem(w)
		into[st] = append(into[st], m[2])
	}
}

// letterConflict names a noun the claim expected letters otherwise than
// the page (actual or context) does, and never as the page does; "" when
// none.
func letterConflict(actual, context, expected string) string {
	if !loneCapital(expected) {
		return "" // a cheap test before the pattern
	}
	e := map[string][]string{}
	letterIDs(expected, e)
	if len(e) == 0 {
		return ""
	}
	a := map[string][]string{}
	letterIDs(actual, a)
	letterIDs(context, a)
	for n, ls := range e {
		if len(a[n]) == 0 {
			continue
		}
		for _, x := range ls {
			found := false
			for _, y := range a[n] {
				found = found || x == y
			}
			if !found {
				return n
			}
		}
	}
	return ""
}

// loneCapital reports whether s has a capital letter after a space that
// no letter or digit follows: a candidate for letterIDPattern.
func loneCapital(s string) bool {
	for i := 1; i < len(s); i++ {
		if c := s[i]; c >= 'A' && c <= 'Z' && (s[i-1] == ' ' || s[i-1] == '\t') {
			if i+1 == len(s) {
				return true
			}
			n := s[i+1]
			if !(n >= 'a' && n <= 'z' || n >= 'A' && n <= 'Z' || n >= '0' && n <= '9') {
				return true
			}
		}
	}
	return false
}
