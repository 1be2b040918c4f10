package lexical

import (
	"regexp"
	"strings"
)

// Glyphs that state a word. A UI often writes a direction as an arrow
// glyph ("▲ 2" in a league table, "▼ 3.2%" on a stock: an increase and a
// decrease, not a state of being up or down) and a height in
// feet and inches with primes ("6′ 8″"). The tokenizer would drop them as
// punctuation, losing the claim; fold writes them as the words they
// stand for, so the direction and measure readers see them.

// glyphWord is the word a direction glyph stands for, "" for any other rune.
func glyphWord(r rune) string {
	switch r {
	case '▲', '△', '⬆', '⏶', '🔺':
		return " increase "
	case '▼', '▽', '⬇', '⏷', '🔻':
		return " decrease "
	}
	return ""
}

// primeRE matches a number followed by a prime (feet) or a double prime
// (inches), the typographic marks only: an ASCII apostrophe or quote after
// a number is too often a quotation mark.
var primeRE = regexp.MustCompile(`(\d)\s?(″|′′|′)`)

// primeUnits writes "6′ 8″" as "6 ft 8 inch".
func primeUnits(s string) string {
	if !strings.ContainsAny(s, "′″") {
		return s
	}
	return primeRE.ReplaceAllStringFunc(s, func(m string) string {
		if strings.HasSuffix(m, "′") && !strings.HasSuffix(m, "′′") {
			return m[:1] + " ft "
		}
		return m[:1] + " inch "
	})
}

// adverbBases are adverbs of order written as the preposition they stand
// for with its object left out: "reminds you 15 minutes beforehand" is
// "15 minutes before", so the order readers (claims_order.go) see it.
var adverbBases = map[string]string{"beforehand": "before", "afterwards": "after", "afterward": "after"}

// adverbBase is the preposition an adverb of order stands for, or w.
func adverbBase(w string) string {
	if b, ok := adverbBases[w]; ok {
		return b
	}
	return w
}
