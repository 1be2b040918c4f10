package lexical

import (
	"regexp"
	"time"
)

// "Not … yet" is "not".
//
// "yet" is a qualifier (claims_align.go): one side's "already" or "still"
// may change what it claims, so a qualifier on one side only makes the
// comparison unsure. Under a negation "yet" adds nothing the negation does
// not say: "Not deployed" states "hasn't been released yet", "No reviews
// yet" states "there are no reviews". When both sides deny their claim
// and one or both have "yet", the comparison is made again without it,
// and its answer stands when it chooses equivalent with nothing unsure;
// otherwise the first comparison stands. A page that states the rest as a
// count ("92 of 140 attendees arrived" against "48 attendees have not
// arrived yet") denies it as well as a negation does (decide_yet_rest.go).

// yetWord finds the word "yet" with the space before it.
var yetWord = regexp.MustCompile(`(?i)\s*\byet\b`)

// decideYet compares again without "yet" (see above).
func decideYet(r *comparison, a, e *analysis, actual, context, expected string, now time.Time) {
	if !r.unsure || r.missing || r.conflict > 0 || r.identical || r.empty {
		return
	}
	if !anyWord(a.its, yetWords) && !anyWord(e.its, yetWords) || !e.denied() || !a.denied() && !restCounted(a, e) {
		return
	}
	r2 := compareTextsAt(yetWord.ReplaceAllString(actual, ""), context, yetWord.ReplaceAllString(expected, ""), now)
	if !r2.unsure && passing(&r2) {
		*r = r2
	}
}

// stillWord finds "still" or "already" with the space before it.
var stillWord = regexp.MustCompile(`(?i)\s*\b(?:still|already)\b`)

var stillWords = map[string]bool{"still": true, "already": true}

// decideStill compares again without the claim's "still" or "already"
// when the page has neither: "Pending" states "the request is still
// pending", "Paid" states "the invoice is already paid". The words say
// when the state began against an expectation, not a different state;
// the second comparison must choose equivalent with nothing unsure, else
// the first stands. A change in progress ("Turning off…" against "already
// off") is a conflict before this rule and never reaches it.
func decideStill(r *comparison, a, e *analysis, actual, context, expected string, now time.Time) {
	if !r.unsure || r.missing || r.conflict > 0 || r.identical || r.empty {
		return
	}
	if !anyWord(e.its, stillWords) || anyWord(a.its, stillWords) {
		return
	}
	r2 := compareTextsAt(actual, context, stillWord.ReplaceAllString(expected, ""), now)
	if !r2.unsure && passing(&r2) {
		*r = r2
	}
}

var yetWords = map[string]bool{"yet": true}
