package lexical

import "strings"

// Availability is not the act.
//
// "Available for download", "Eligible for upgrade", "Ready for review",
// "Available to book" say that an act can now be done: it has not been
// (once it has, the page says so: "Downloaded", "Upgraded"). A claim that
// the act was done ("the file was downloaded", "the room is booked", "you
// were refunded") is not stated. When the page has a word of availability
// (availableWords) followed by "for" or "to", states no past form itself,
// and covers the claim before the guards (at least availableCover of its
// weight, no conflict, nothing missing), while the claim has a past form
// and no word of availability or possibility of its own, the comparison is
// a conflict of strength sAvailable.
//
// Limits: a claim of the possibility ("you can download the file", "the
// pull request is ready to be reviewed") is compared as before; an act the
// lexicon does not join to the page's noun ("Ready for pickup" against
// "picked up") leaves the claim uncovered and the rule out.

// sAvailable is the strength of the conflict between availability and the
// claim that the act was done.
const sAvailable = 0.95

// availableCover is the least coverage of the claim by the page's words,
// before the guards.
const availableCover = 0.9

// availableWords say that an act can be done.
var availableWords = map[string]bool{"available": true, "eligible": true, "ready": true}

// possibleWords in a claim say that it claims the possibility itself.
var possibleWords = map[string]bool{
	"available": true, "availability": true, "eligible": true, "eligibility": true, "ready": true,
	"can": true, "could": true, "may": true, "able": true, "possible": true, "allowed": true, "open": true,
}

// decideAvailable turns a comparison of an availability with the claim
// that its act was done into a conflict. pre is the comparison before the
// guards ran.
func decideAvailable(r *comparison, pre comparison, e *analysis, ai []item) {
	if r.conflict > 0 || r.identical || r.empty || pre.conflict > 0 || pre.missing || pre.covE < availableCover || passing(r) {
		return
	}
	if !availableFor(ai) {
		return
	}
	past := false
	for _, it := range e.its {
		if it.kind != tkWord {
			continue
		}
		w := strings.ToLower(it.text)
		if possibleWords[w] {
			return
		}
		past = past || pastForm(w)
	}
	if !past {
		return
	}
	for _, it := range ai {
		if it.kind == tkWord && pastForm(strings.ToLower(it.text)) {
			return // the page states a done act too
		}
	}
	r.addConflict(sAvailable, "available")
	r.shared = 1
}

// availableFor reports whether its has a word of availability followed by
// "for" or "to" in its clause.
func availableFor(its []item) bool {
	for i, it := range its {
		if it.kind == tkWord && availableWords[strings.ToLower(it.text)] {
			if w := wordAt(its, i+1); w == "for" || w == "to" {
				return true
			}
		}
	}
	return false
}
