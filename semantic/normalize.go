package semantic

import (
	"strings"
	"unicode"

	"golang.org/x/text/cases"
	"golang.org/x/text/unicode/norm"
)

// Normalize is the conservative normalisation used by the deterministic
// short-circuit: Unicode NFKC, every run of white space collapsed to one
// ASCII space, and leading/trailing space trimmed. It does not change case;
// Fold is the separate, explicit casefolding step. Invalid UTF-8 bytes are
// first replaced by U+FFFD, so the result is always valid UTF-8 and
// Normalize(Normalize(s)) == Normalize(s).
func Normalize(s string) string {
	s = norm.NFKC.String(strings.ToValidUTF8(s, "\uFFFD"))
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for _, r := range s {
		if unicode.IsSpace(r) {
			space = b.Len() > 0
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(r)
	}
	return b.String()
}

// Fold casefolds s (after Normalize) for caseless comparison. Fold is
// idempotent, and both cases of a letter fold to the same string. Cherokee is
// mapped to its capital letters, as Unicode case folding specifies, because
// golang.org/x/text/cases swaps Cherokee case instead of folding it.
func Fold(s string) string {
	return strings.Map(foldCherokee, cases.Fold().String(Normalize(s)))
}

func foldCherokee(r rune) rune {
	if r >= 0x13A0 && unicode.Is(unicode.Cherokee, r) {
		return unicode.ToUpper(r)
	}
	return r
}

// EqualNormalized reports whether a and b are equal after Normalize. It is
// the deterministic short-circuit's test: equal values need no decider.
func EqualNormalized(a, b string) bool { return Normalize(a) == Normalize(b) }
