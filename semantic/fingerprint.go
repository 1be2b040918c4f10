package semantic

import (
	"strings"

	"golang.org/x/text/cases"
)

// Fingerprint is an element's identity, the one definition used by
// observation (Target.FP), the trace format and replay:
// casefold(collapse_whitespace(role)) + "|" + casefold(collapse_whitespace(name)).
// Whitespace is collapsed to single spaces and trimmed; casefolding is full
// Unicode case folding (ß folds to ss). No other normalisation is applied,
// so that fingerprints computed here equal the ones recorded by spec 0
// tools (jevnav). It is semantic, not positional: moving or restyling an
// element keeps it, changing its role or accessible name changes it.
func Fingerprint(role, name string) string {
	return foldFP(role) + "|" + foldFP(name)
}

func foldFP(s string) string {
	return cases.Fold().String(strings.Join(strings.Fields(s), " "))
}
