package observe

import (
	"strings"

	"golang.org/x/text/cases"
)

// Fingerprint is a target's identity (the trace format):
// casefold(collapse_ws(role)) + "|" + casefold(collapse_ws(name)).
// It is semantic, not positional: moving or restyling an element keeps it,
// changing its role or accessible name changes it.
func Fingerprint(role, name string) string {
	f := cases.Fold()
	return f.String(collapseWS(role)) + "|" + f.String(collapseWS(name))
}

// collapseWS trims s and turns every run of white space into one space.
func collapseWS(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// truncate keeps at most n runes of s.
func truncate(s string, n int) string {
	i := 0
	for j := range s {
		if i == n {
			return s[:j]
		}
		i++
	}
	return s
}
