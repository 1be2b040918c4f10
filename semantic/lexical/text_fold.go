package lexical

import (
	"strings"
	"unicode/utf8"
)

// foldCommon is fold of a text of ASCII and the symbols UI text commonly
// carries (breadcrumb marks, bullets, currency and degree signs, dashes,
// typographic quotes), without the Unicode normalisation passes that
// leave those unchanged: it writes what foldFull writes (lowercase, white
// space collapsed and trimmed as semantic.Normalize does, the dashes and
// quotes mapped as fold maps them). ok is false for any other text, which
// foldFull folds; TestFoldCommonMatchesFull holds the two equal.
func foldCommon(s string) (f string, ok bool) {
	var b strings.Builder
	b.Grow(len(s) + 8)
	space := false // white space seen since the last rune written
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			i++
			switch {
			case c == ' ' || c >= '\t' && c <= '\r':
				space = b.Len() > 0
				continue
			case c >= 'A' && c <= 'Z':
				c += 'a' - 'A'
			case c == '`':
				c = '\''
			}
			if space {
				b.WriteByte(' ')
				space = false
			}
			b.WriteByte(c)
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		out, known := commonRune(r)
		if !known {
			return "", false
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		if out == "" {
			out = s[i : i+size]
		}
		b.WriteString(out)
		i += size
	}
	return b.String(), true
}

// commonRune reports whether foldCommon folds r, and what it writes for
// it ("" for r itself). Each rune here is its own NFKC form, case fold and
// NFD, has no combining class and composes with no neighbour.
func commonRune(r rune) (string, bool) {
	switch r {
	case '·', '›', '‹', '•', '€', '£', '¥', '¢', '°', '×', '★', '☆', '→', '←', '↑', '↓', '✓', '✔', '✗', '✘', '§', '©', '®':
		return "", true
	case '\u2018', '\u2019':
		return "'", true
	case '\u201c', '\u201d':
		return `"`, true
	case '\u2212':
		return "-", true
	case '\u2013', '\u2014':
		return " - ", true
	}
	return "", false
}
