package lexical

import "strings"

// A page that only asks states nothing.
//
// decide_unasserted.go settles a question against the statement of what
// it asks when the page's words cover the claim. A page whose every
// sentence is a question ("Is your mailing address 12 Main St?", "Did
// the package arrive?") asserts nothing at all, so no claim without a
// question of its own is stated by it, whether or not the lexicon joins
// the words. The guard's unsure mark (questionGuard) is required, with no
// conflict before the guards and no choice of equivalent; the comparison
// is then a conflict of strength sUnasserted.

// decideAsked turns a comparison of a question-only page into a conflict.
// pre is the comparison before the guards ran.
func decideAsked(r *comparison, pre comparison, actual, expected string) {
	if !r.unsure || r.conflict > 0 || r.identical || r.empty || pre.conflict > 0 || passing(r) {
		return
	}
	if !strings.Contains(actual, "?") || strings.Contains(expected, "?") || strings.TrimSpace(dropQuestions(actual)) != "" {
		return
	}
	r.addConflict(sUnasserted, "asked")
	r.shared = 1
}
