package lexical

import "strings"

// Offers decided.
//
// A page whose only words for a claim are an offer or a call to action
// ("Cancel reservation", "Turn on location sharing", "Submit meter
// reading", "Tap to unlock") is held short of a pass by guard_assert.go.
// In ordinary English such a control says more than nothing: it is shown
// because the action is still to be taken, so the claim that it has been
// taken ("the reservation was cancelled", "location sharing is on") does
// not hold. When the offer's own words cover the concepts and values of
// the claim (at least offerCover of their weight: a name under the
// context may stay partly uncovered), with no conflict and nothing
// missing (the offer is of that very claim, not of another state: "Turn
// on location sharing" against "your location is hidden" covers nothing
// of "hidden"), the comparison is a conflict of strength sOffered: a
// confident different. A call to action whose verb the claim puts in
// the past may be unsure before the guards for the tense alone.
//
// Limits: a page that shows the control beside a statement of the done
// state in other words ("Reservation cancelled" is read by the guards as
// a past form and never reaches this rule) is left to the guards; a
// control named by a noun ("Renewal"), a clause shaped like a label
// and its value ("Win rate 70%", "Return date Dec 5": two words and a
// number) and a noun of a verb's spelling before "from", "of" or "by"
// ("Refund from Amazon to your card") and a one-word clause that heads
// the other clauses of a record ("Run · 5.2 km · 27:45": the kind of
// the entry, not a button) are no offers; a claim that only
// the offer's verb is available ("you can cancel") names the action
// itself and keeps the offer sentence (guard_offer.go).

// sOffered is the strength of the conflict between an offer and the
// claim that its action was taken.
const sOffered = 0.95

// offerCover is the least coverage of the claim by the offer's words
// (before the guards): the context may leave a word of a name uncovered
// ("a tour of 123 Maple St is scheduled" under "123 Maple St").
const offerCover = 0.9

// decideOffered turns a comparison that guardAssertion held unsure
// because the page only offers the claim's action into a conflict.
// pre is the comparison before the guards ran, a, e the analyses of the
// page and the claim, actual the page's text.
func decideOffered(r *comparison, pre comparison, a, e *analysis, actual string) {
	polarityOnly := r.conflict > 0 && onlyReasons(r.reasons, "polarity")
	if !r.unsure && !polarityOnly {
		return // the cheap test first: neither rule applies
	}
	rest, dropped := dropOffers(actual, a.its, e.its)
	offersOnly := dropped && strings.TrimSpace(rest) == ""
	if offersOnly && polarityOnly {
		// "Turn off refill reminders" against "refill reminders are on":
		// the control would set the opposite state, so it is no evidence
		// against the claim (nor, being a control, a statement of it).
		r.conflict, r.reasons, r.unsure = 0, nil, true
		return
	}
	if !r.unsure || r.conflict > 0 || r.identical || r.empty || pre.conflict > 0 || pre.missing || pre.covE < offerCover {
		return
	}
	// A claim in the past of the offered verb itself may be unsure for
	// the tense alone ("Transfer tickets" against "were transferred").
	offered := actionOfferedIn(a.its, e.its)
	if !offersOnly && !offered || pre.unsure && !offered {
		return
	}
	if nounClause(a.its) {
		return // "Win rate 70%": a verb's spelling as the first word of a label
	}
	r.addConflict(sOffered, "offered")
	r.shared = 1
}

// nounClause reports whether a clause of its opens like a noun phrase
// rather than a call to action: two words and a number, a compound label
// and its value ("Win rate 70%"), or a word and "from", "of" or "by", a
// noun of one spelling with a verb ("Refund from Amazon", "Transfer of
// $20"), where an imperative is followed by its object, a particle or a
// value ("Turn on alerts", "Pay $85").
func nounClause(its []item) bool {
	for i := range its {
		if !(i == 0 || its[i].brk) {
			continue
		}
		j := imperativeStart(its, i)
		if j == i && j+1 < len(its) && its[j+1].brk {
			return true // "Run · 5.2 km · 27:45": one word heading a record's clauses
		}
		if j+1 >= len(its) || its[j].kind != tkWord || its[j+1].brk {
			continue
		}
		if hyphenNoun(its, j) {
			return true // "Pick-up 5:40 PM": a verb and its particle joined by a hyphen are a noun
		}
		if nounLinks[its[j+1].text] || j+2 < len(its) && its[j+1].kind == tkWord && !its[j+2].brk && its[j+2].hasNum {
			return true
		}
	}
	return false
}

// nounLinks follow a noun, seldom an imperative verb.
var nounLinks = map[string]bool{"from": true, "of": true, "by": true}

// onlyReasons reports whether every reason of a comparison is why.
func onlyReasons(reasons []string, why string) bool {
	for _, r := range reasons {
		if r != why {
			return false
		}
	}
	return len(reasons) > 0
}
