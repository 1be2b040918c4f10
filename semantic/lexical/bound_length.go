package lexical

import "fmt"

// maxCompareBytes bounds the text one comparison reads (actual, context and
// expected together). The rules are linear or close to it in the text's
// length (BenchmarkLexicalLongText), but some still pair values or claims
// of one side; past this length the engine does not read the text and the
// comparison is inconclusive: too long a text never passes unread.
const maxCompareBytes = 256 << 10

// maxTextTokens bounds the tokens of one text: values record their token
// positions in 16 bits (value.at), so a text of more tokens is not read.
// The margin leaves room for the rewrites compareTextsAt applies first.
const maxTextTokens = 30000

// overLength is the inconclusive comparison of texts longer together than
// maxCompareBytes, or of one text of more than maxTextTokens tokens, with
// the reason naming the length.
func overLength(actual, context, expected string) (comparison, bool) {
	n := len(actual) + len(context) + len(expected)
	if n > maxCompareBytes {
		why := fmt.Sprintf("text too long: %d bytes, over the %d bytes one comparison reads", n, maxCompareBytes)
		return comparison{empty: true, unsure: true, reasons: []string{why}}, true
	}
	for _, s := range []string{actual, context, expected} {
		if len(s) <= maxTextTokens {
			continue // a token has at least one byte
		}
		if k := len(tokenize(fold(s))); k > maxTextTokens {
			why := fmt.Sprintf("text too long: %d tokens, over the %d tokens one text may have", k, maxTextTokens)
			return comparison{empty: true, unsure: true, reasons: []string{why}}, true
		}
	}
	return comparison{}, false
}
