package gotest_test

import (
	"testing"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/demoapp"
	"github.com/jevtest/jev/semantic"
)

// Assert checks a meaning, not a string: the page says "Pro (yearly)", the
// test expects "Professional annual subscription". A failed or inconclusive
// assertion fails the test (with its evidence); a pass returns the result.
func TestThePlanIsTheProfessionalAnnualSubscription(t *testing.T) {
	t.Parallel()
	s := open(t, demoapp.PathOverview, demoapp.DefaultScenario())

	plan := s.Page().GetByTestId("plan")
	r := s.Assert(compare.Text(plan), "Professional annual subscription")

	// The result says what was compared and how sure the engine is.
	if r.Status != semantic.StatusPassed || r.Evidence.Text != "Pro (yearly)" || r.Choice != semantic.ChoiceEquivalent {
		t.Errorf("result %+v", r)
	}
	// An assertion re-reads its evidence before returning.
	if r.Freshness != compare.FreshnessVerified {
		t.Errorf("freshness %s, want verified", r.Freshness)
	}
}

// Compare returns a verdict and never fails the test by itself: use it to
// look at a result (freshness "snapshot": about the evidence as captured).
// A description ("Next invoice amount") is grounded to the page's own text
// by the decision engine.
func TestCompareReturnsTheVerdictAndItsEvidence(t *testing.T) {
	t.Parallel()
	s := open(t, demoapp.PathOverview, demoapp.DefaultScenario())

	r := s.Compare(compare.Describe("Next invoice amount"), "1240 dollars")
	if r.Status != semantic.StatusPassed || r.Evidence.Text != "$1,240.00" || r.Evidence.Context != "Next invoice" {
		t.Errorf("result %+v", r)
	}
	if r.Source != compare.SourceSemantic || r.Freshness != compare.FreshnessSnapshot {
		t.Errorf("source %s, freshness %s; want semantic, snapshot", r.Source, r.Freshness)
	}
	// Source selection and comparison are scored separately.
	if r.SourceConfidence < r.SourceThreshold || r.Confidence < r.Threshold {
		t.Errorf("source %.2f/%.2f, comparison %.2f/%.2f", r.SourceConfidence, r.SourceThreshold, r.Confidence, r.Threshold)
	}

	// Equal text after normalisation is settled without asking the engine.
	r = s.Compare(compare.Describe("Next invoice amount"), "$1,240.00")
	if r.Provenance != semantic.ProvenanceDeterministic || r.Confidence != 1 {
		t.Errorf("provenance %s, confidence %.2f; want deterministic, 1", r.Provenance, r.Confidence)
	}
}

// AssertBatch asserts independent facts of one page together: one
// observation, one source-selection frontier, one comparison frontier —
// however many items. Their usage is one aggregate, shared by every result.
func TestTheSubscriptionInOneBatch(t *testing.T) {
	t.Parallel()
	s := open(t, demoapp.PathOverview, demoapp.DefaultScenario())
	page := s.Page()

	rs := s.AssertBatch([]compare.Request{
		{Actual: compare.Text(page.GetByTestId("billing-status")), Expected: "Paid"},
		{Actual: compare.Text(page.GetByTestId("renewal")), Expected: "Auto-renews on December 1, 2026"},
		{Actual: compare.Text(page.GetByTestId("seats")), Expected: "Seven of ten seats are taken"},
		{Actual: compare.Describe("Payment method card"), Expected: "card ends with 4242"},
		{Actual: compare.Describe("Next invoice amount"), Expected: "$1,240"},
	})

	for i, r := range rs {
		if r.Status != semantic.StatusPassed {
			t.Errorf("[%d] %s", i, compare.Explain(r))
		}
	}
	// The card is read inside the payment iframe, served by another origin.
	if ev := rs[3].Evidence; ev.Text != "Visa ending in 4242" || ev.Frame != 1 {
		t.Errorf("card evidence %+v", ev)
	}
	u := rs[0].Usage
	if u.SerialDecisionDepth != 2 || rs[4].Usage != u {
		t.Errorf("depth %d, shared usage %v; want 2, true", u.SerialDecisionDepth, rs[4].Usage == u)
	}
}
