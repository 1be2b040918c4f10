package lexical

import (
	"strings"
	"time"
)

// Plans and questions decided.
//
// guard_assert.go holds two forms of a page short of a pass because they
// name a claim without asserting it: a plan or estimate ("Est. delivery
// 7:45 PM", "Forecast 14 kWh", "Transfer scheduled") against a claim that
// the event happened ("delivered at 7:45 PM"), and a question ("Is your
// mailing address 12 Main St?") against the statement. Both settle the
// claim in ordinary English:
//
//   - an estimate or a schedule for an event is shown because the event
//     has not happened yet (once it has, the page states it: "Delivered
//     7:40 PM", which the guard already lets through), so the claim of
//     the event in the past does not hold;
//   - a question asks for what the claim asserts: the page does not state
//     it, which the corpus counts as different (the assertion must fail).
//
// When the page's own words cover every concept and value of the claim
// with no conflict and nothing missing (the plan or the question is of
// that very claim), the comparison is a conflict of strength sUnasserted.
//
// Limits: a plan word the claim shares ("the delivery is estimated at
// 7:45 PM") keeps the guard's rule out, so it stays a comparison; a page
// that asks and also states ("Is this right? Address: 12 Main St") is
// compared on its statements (questionGuard); other people's or typical
// values ("Neighbors avg.", "Usually arrives in 30 min") stay
// inconclusive.

// sUnasserted is the strength of the conflict between a plan or a
// question and the claim it names.
const sUnasserted = 0.95

// decideUnasserted turns a comparison guardAssertion held unsure because
// the page only plans or asks what the claim states into a conflict; pre
// is the comparison before the guards ran.
func decideUnasserted(r *comparison, pre comparison, a, c, e *analysis, actual, context, expected string, now time.Time) {
	if !r.unsure || r.conflict > 0 || r.identical || r.empty || pre.conflict > 0 || pre.missing || pre.unsure || pre.covE < 1 {
		return
	}
	planned := planOfClaim(a, c, e) && !plans(e) && statesPast(e) && !statesPast(a)
	asked := !planned && strings.Contains(actual, "?") && questionGuard(actual, context, expected, now)
	if planned || asked {
		r.addConflict(sUnasserted, "unasserted")
		r.shared = 1
	}
}
