package trace

import (
	"strings"

	"golang.org/x/text/cases"
)

// Fingerprint is an element's identity as the trace format defines it:
// casefold(collapse_whitespace(role)) + "|" + casefold(collapse_whitespace(name)).
// Whitespace is collapsed to single spaces and trimmed; casefolding is full
// Unicode case folding (ß folds to ss). No other normalisation is applied, so
// that fingerprints computed here equal the ones recorded by spec 0 tools (jevnav).
func Fingerprint(role, name string) string {
	return fold(role) + "|" + fold(name)
}

func fold(s string) string {
	return cases.Fold().String(strings.Join(strings.Fields(s), " "))
}
