package lexical

import (
	"regexp"
	"strings"
)

// Glyphs that state a word. A UI often writes a direction as an arrow
// glyph ("▲ 2" in a league table, "▼ 3.2%" on a stock) and a height in
// feet and inches with primes ("6′ 8″"). The tokenizer would drop them as
// punctuation, losing the claim; fold writes them as the words they
// stand for, so the direction and measure readers see them.

// glyphWord is the word a direction glyph stands for, "" for any other rune.
func glyphWord(r rune) string {
	switch r {
	case '▲', '△', '⬆', '⏶', '🔺':
		return " up "
	case '▼', '▽', '⬇', '⏷', '🔻':
		return " down "
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
