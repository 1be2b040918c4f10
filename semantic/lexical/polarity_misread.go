package lexical

import "time"

// misreadNegation reports whether the polarity conflict of r rests on a
// negation the structure of the page scopes elsewhere: a sibling entry's
// (polarity_sibling.go), or an exception's, a contrast's or a "not all"'s
// (polarity_scope.go).
func misreadNegation(r comparison, a, e *analysis, actual, context, expected string, now time.Time) bool {
	return siblingNegation(r, a, e, actual, now) || scopedNegation(r, e, actual, context, expected, now)
}
