package lexical

// Contracted abbreviations. UI text shortens words by dropping vowels and
// inner letters ("Rm" room, "Wt." weight, "Pkg" package, "Fwd" forward,
// "Pts" points): a short word the lexicon does not know, written without
// vowels (or with an abbreviation's period), whose letters appear in
// order in a longer word of the other side that starts with the same
// letter, is that word. Written with the period and keeping the word's
// last letter too ("Wt.", "Rm.", "Dept.") it is a full match; otherwise a
// weak one (qPrefix), like a clipped word: "Pts" may be points or parts,
// "Pkg." package or parking.

// contracted is the quality with which short word x abbreviates long
// word y by contraction, or 0.
func contracted(x, y unit) float64 {
	s, l := x.raw, y.raw
	if x.c != nil || len(s) < 2 || len(s) > 4 || len(l) < len(s)+2 || s[0] != l[0] || !asciiLetters(s) || !asciiLetters(l) {
		return 0
	}
	if _, ok := lex.forms[s]; ok {
		return 0
	}
	if !x.abbr && hasVowel(s) {
		return 0
	}
	if known, match := conventionalContraction(s, l); known {
		if match {
			return 1
		}
		return 0 // "tsp" is a teaspoon, never a tablespoon (abbrev_conventional.go)
	}
	j := 1
	for i := 1; i < len(l) && j < len(s); i++ {
		if l[i] == s[j] {
			j++
		}
	}
	if j < len(s) {
		return 0
	}
	if x.abbr && s[len(s)-1] == l[len(l)-1] {
		return 1 // "Wt." keeps weight's first and last letters
	}
	return qPrefix
}

func hasVowel(w string) bool {
	for i := 0; i < len(w); i++ {
		if isVowel(w[i]) {
			return true
		}
	}
	return false
}

// contractedUnit is the best contraction match of u among us, in either
// direction.
func contractedUnit(u unit, us []unit) float64 {
	best := 0.0
	for _, o := range us {
		if o.implied || o.descriptor || o.weight == 0 {
			continue
		}
		best = max(best, contracted(u, o), contracted(o, u))
	}
	return best
}
