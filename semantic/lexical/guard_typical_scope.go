package lexical

// What is typical of another entry.
//
// guard_generic.go holds a page with a word of typicality ("usually",
// "often") short of a pass for a claim of one case, and decide_typical.go
// makes it a conflict. A page of several clauses may state the case and,
// beside it, what is usual: "Platform 9 · Departs 17:42 · Usually
// platform 6" says the train leaves from platform 9 today; "usually"
// qualifies only its own clause, platform 6. When every value of the claim
// is stated in a clause with no word of typicality and in none with one,
// the typicality is another entry's and the guard does not apply. A claim
// with no value, a typicality word in the context (which qualifies the
// whole page), or a claim value stated in the typical clause ("leaves
// from platform 6") keeps the guard.

// typicalOtherEntry reports whether the page's typicality words qualify
// only clauses the claim's values are not stated in (see above).
func typicalOtherEntry(a, c, e *analysis) bool {
	if typical(c.its) || a.nClauses < 2 {
		return false
	}
	m := markedClauses(a, typicalWords)
	if len(m) == 0 {
		return false
	}
	n := 0
	for _, ev := range e.values {
		if ev.implied {
			continue
		}
		n++
		stated := false
		for _, av := range a.values {
			q, _ := matchValue(ev, av)
			if q <= 0 {
				continue
			}
			if m[av.clause] {
				return false // "Usually platform 6" for "platform 6"
			}
			stated = true
		}
		if !stated {
			return false
		}
	}
	return n > 0
}
