package lexical

// What is typical, decided.
//
// guard_generic.go holds a page that speaks of what is usual or possible
// ("Usually arrives in 30 min", "Common side effects: nausea", "Possible
// delay") short of a pass when the claim has no such word. In ordinary
// English that settles the claim of one case: the page says what tends to
// happen, not that it happened here, so "the order arrived in 30
// minutes" is not stated. When the page's own words cover the claim
// before the guards (at least typicalCover of its weight, no conflict,
// nothing missing, nothing unsure), the comparison is a conflict of
// strength sTypical.
//
// Limits: a claim with a word of typicality of its own ("it usually
// arrives in 30 minutes") is compared as before (the guard does not
// apply); a typicality word in the context alone counts like one on the
// page, as the guard reads it.

// sTypical is the strength of the conflict between a page of what is
// typical and a claim of one case.
const sTypical = 0.95

// typicalCover is the least coverage of the claim by the page's words,
// before the guards.
const typicalCover = 0.9

// decideTypical turns a comparison guardAssertion held unsure because the
// page speaks of what is typical into a conflict. pre is the comparison
// before the guards ran.
func decideTypical(r *comparison, pre comparison, a, c, e *analysis) {
	if !r.unsure || r.conflict > 0 || r.identical || r.empty || pre.conflict > 0 || pre.missing || pre.unsure || pre.covE < typicalCover {
		return
	}
	if typicalOnly(a.its, c.its, e.its) && !typicalOtherEntry(a, c, e) {
		r.addConflict(sTypical, "typical")
		r.shared = 1
	}
}
