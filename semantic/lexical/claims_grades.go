package lexical

// A letter "a" is an article only when a word follows it in its clause:
// "grade A" and "an A" end their clause on the letter, so it is the grade
// A, bound like "Grade: A" ("grade A" against "Grade: C" is a grade
// conflict, not a pass on the word "grade").

// articleA reports whether the "a" at ts[i] is the letter A: it ends its
// clause after a word or follows another article ("an A", "the A").
func articleA(ts []ctok, i int) bool {
	if ts[i].brk {
		return false
	}
	end := i+1 == len(ts) || ts[i+1].brk
	prev := ts[i-1].raw
	switch {
	case prev == "an" || prev == "the":
		return end || ts[i+1].kind != ckWord
	case end:
		return ts[i-1].kind == ckWord || beCopulas[prev] // "the Eco-Score is A"
	}
	return false
}

// beCopulas are the forms of "be" (and its like) that end a clause only on
// their predicate: an "a" after them at the end of the clause is no
// article left without its noun but the letter A ("the score is A").
var beCopulas = map[string]bool{
	"is": true, "are": true, "was": true, "were": true, "be": true, "been": true,
	"remains": true, "stays": true, "becomes": true, "became": true,
}
