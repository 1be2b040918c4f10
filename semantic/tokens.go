package semantic

import (
	"unicode"
	"unicode/utf8"
)

// EstimateTokens estimates how many tokens s costs a model, without a
// tokenizer. The rule is
//
//	max(ceil(bytes/4), words)
//
// where bytes is len(s) (UTF-8) and words counts every maximal run of
// letters, digits and marks as one, and every other non-space rune (a
// punctuation mark, a symbol) as one more.
//
// ceil(bytes/4) is the usual rule of thumb for English text under BPE
// tokenizers of the GPT family (about four characters per token); the word
// floor keeps short, punctuation-dense strings (JSON, numbers, ids) from
// being under-counted, on the assumption — usual, not guaranteed — that a
// tokenizer spends at least one token per word and per punctuation mark.
//
// Expected error against real tokenizers (cl100k/o200k-style BPE, Llama
// SentencePiece), as rule-of-thumb figures rather than a measurement made in
// this repository (no tokenizer ships with jev): roughly ±20 % on English
// prose; an over-estimate of up to about 30 % on punctuation-dense text such
// as JSON, where the floor counts each quote or brace alone while tokenizers
// merge pairs like `":`; an under-estimate for scripts written without
// spaces (CJK costs about one token per character, ~0.33 per UTF-8 byte
// against 0.25 here) and for long digit runs (tokenizers split numbers into
// groups of up to three digits). Use it for budgets and reports, never for
// billing, and prefer the provider's reported usage whenever there is one.
func EstimateTokens(s string) int {
	byBytes := (len(s) + 3) / 4
	words := 0
	inWord := false
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		i += size
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r):
			if !inWord {
				words++
				inWord = true
			}
		case unicode.IsSpace(r):
			inWord = false
		default:
			words++
			inWord = false
		}
	}
	return max(byBytes, words)
}
