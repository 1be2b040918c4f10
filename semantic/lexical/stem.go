package lexical

import "strings"

// stem reduces an English word to a crude stem so that inflected and derived
// forms meet: renews/renewed/renewal/renewing → renew, payment → pay,
// invoices/invoice → invoic, cancelled/cancellation → cancel. The stem only
// has to be consistent (both sides of a comparison go through it), not
// linguistically correct. Irregular forms are handled by the lexicon.
func stem(w string) string {
	if s, ok := irregular[w]; ok {
		return s // before the length cut: "ran", "won", "got"
	}
	if len(w) == 3 && w[2] == 's' && !isVowel(w[1]) && w[1] != 's' {
		return w[:2] // "ads", "pcs": a two-letter word's plural
	}
	if len(w) <= 3 {
		return w
	}
	w = singularEry(w) // "groceries" stems as "grocery" (stem_plural.go)
	// Derivational suffixes, longest first. Each needs a stem of at least
	// minStem letters to remain.
	for _, suf := range derivationalRules(w) {
		if len(w)-len(suf.s) >= suf.min && strings.HasSuffix(w, suf.s) {
			w = w[:len(w)-len(suf.s)] + suf.r
			break
		}
	}
	// Inflectional suffixes.
	switch {
	case len(w) > 4 && strings.HasSuffix(w, "ies"):
		w = w[:len(w)-3] + "i"
	case len(w) > 4 && strings.HasSuffix(w, "es") && hasAnySuffix(w[:len(w)-2], "x", "ch", "sh", "ss", "z"):
		w = w[:len(w)-2]
	case len(w) > 3 && strings.HasSuffix(w, "s") && !hasAnySuffix(w, "ss", "us", "is"):
		w = w[:len(w)-1]
	}
	switch {
	case len(w) > 5 && strings.HasSuffix(w, "ing"):
		w = w[:len(w)-3]
	case len(w) > 4 && strings.HasSuffix(w, "ied"):
		w = w[:len(w)-3] + "i"
	case len(w) > 4 && strings.HasSuffix(w, "ed") && !strings.HasSuffix(w, "eed"):
		w = w[:len(w)-2]
	}
	if len(w) > 4 && strings.HasSuffix(w, "ly") {
		w = w[:len(w)-2]
	}
	if len(w) > 4 && strings.HasSuffix(w, "al") {
		w = w[:len(w)-2]
	}
	// Normalise the stem's ending: y → i, drop a final e, undouble a final
	// double consonant.
	if len(w) > 3 {
		switch c := w[len(w)-1]; {
		case c == 'y':
			w = w[:len(w)-1] + "i"
		case c == 'e':
			w = w[:len(w)-1]
		}
	}
	if n := len(w); n > 3 && w[n-1] == w[n-2] && !isVowel(w[n-1]) {
		w = w[:n-1]
	}
	return w
}

type suffixRule struct {
	s, r string
	min  int
}

var derivational = []suffixRule{
	{"izations", "iz", 3}, {"ization", "iz", 3}, {"isation", "iz", 3},
	{"ational", "at", 3}, {"fulness", "", 3}, {"iveness", "", 3},
	{"ations", "", 3}, {"ation", "", 3}, {"itions", "it", 3}, {"ition", "it", 3},
	{"ements", "", 3}, {"ments", "", 3}, {"ement", "", 3}, {"ment", "", 3},
	{"ically", "ic", 3}, {"ability", "abl", 3}, {"ibility", "ibl", 3},
	{"iness", "i", 3}, {"ness", "", 3}, {"ities", "", 3}, {"ity", "", 3},
	{"ances", "", 4}, {"ance", "", 4}, {"ences", "", 4}, {"ence", "", 4},
	{"iers", "i", 3}, {"ery", "er", 3},
}

// derivationalByEnd are the derivational rules by the last letter of
// their suffix, in their order: a word is tried only against the rules
// that can end it.
var derivationalByEnd = func() (m [256][]suffixRule) {
	for _, r := range derivational {
		c := r.s[len(r.s)-1]
		m[c] = append(m[c], r)
	}
	return m
}()

// derivationalRules are the derivational rules whose suffix ends as w.
func derivationalRules(w string) []suffixRule { return derivationalByEnd[w[len(w)-1]] }

// irregular maps irregular inflections to the stem of their base form.
var irregular = map[string]string{
	"paid": "pay", "sent": "send", "spent": "spend", "began": "begin", "begun": "begin",
	"went": "go", "gone": "go", "made": "mak", "bought": "buy", "sold": "sell",
	"won": "win", "lost": "los", "ran": "run", "chose": "choos", "chosen": "choos",
	"gave": "giv", "given": "giv", "took": "tak", "taken": "tak", "wrote": "writ",
	"written": "writ", "shown": "show", "known": "know", "held": "hold", "kept": "keep",
	"done": "do", "did": "do", "built": "build", "brought": "bring", "caught": "catch",
	"felt": "feel", "found": "find", "got": "get", "gotten": "get", "heard": "hear",
	"met": "meet", "read": "read", "said": "say", "seen": "see", "saw": "see",
	"told": "tell", "thought": "think", "understood": "understand", "withdrew": "withdraw",
	"withdrawn": "withdraw", "froze": "freez", "frozen": "freez", "shipping": "ship",
}

// irregularPast lists irregular past forms, for tense detection.
var irregularPast = map[string]bool{
	"paid": true, "sent": true, "spent": true, "began": true, "begun": true, "went": true,
	"gone": true, "made": true, "bought": true, "sold": true, "won": true, "lost": true,
	"ran": true, "chose": true, "chosen": true, "gave": true, "given": true, "took": true,
	"taken": true, "wrote": true, "written": true, "shown": true, "held": true, "kept": true,
	"done": true, "did": true, "built": true, "brought": true, "found": true, "got": true,
	"withdrew": true, "withdrawn": true, "froze": true, "frozen": true,
}

func hasAnySuffix(w string, sufs ...string) bool {
	for _, s := range sufs {
		if strings.HasSuffix(w, s) {
			return true
		}
	}
	return false
}

func isVowel(c byte) bool {
	switch c {
	case 'a', 'e', 'i', 'o', 'u':
		return true
	}
	return false
}
