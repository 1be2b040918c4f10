package lexical

// "Last" is a past marker before a verb ("Last paid $17.60", "last seen
// 2 h ago") and the adjective "final" after an article or a possessive
// ("the last shuttle leaves at 17:30", "your last lesson starts at 9"):
// there it qualifies the noun that follows and sets no tense on the verb
// after that noun, so "The last shuttle back leaves at 5:30 PM" is no
// past departure.

// finalLast reports whether "last" at item i follows an article or a
// possessive, so it means final rather than past.
func finalLast(its []item, i int) bool {
	if i == 0 || its[i].text != "last" || its[i].brk {
		return false
	}
	w := its[i-1].text
	return its[i-1].kind == tkWord && (w == "the" || w == "this" || determiners[w])
}
