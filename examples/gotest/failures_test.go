package gotest_test

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/demoapp"
	"github.com/jevtest/jev/semantic"
)

// Negation: on the Free plan the same assertion fails, because "Free" is
// confidently a different plan. TryAssert returns the error instead of
// failing the test, so a test can state that it fails.
func TestAFreePlanIsNotTheProfessionalSubscription(t *testing.T) {
	t.Parallel()
	s := open(t, demoapp.PathOverview, scenario(func(sc *demoapp.Scenario) { sc.Plan = demoapp.PlanFree }))

	r, err := s.TryAssert(compare.Text(s.Page().GetByTestId("plan")), "Professional annual subscription")
	if !errors.Is(err, compare.ErrAssertionFailed) {
		t.Fatalf("err %v, want ErrAssertionFailed", err)
	}
	// Failed, not merely unsure: "different" with a confidence that clears
	// the threshold, about evidence re-read before returning.
	if r.Status != semantic.StatusFailed || r.Choice != semantic.ChoiceDifferent || r.Confidence < r.Threshold ||
		r.Evidence.Text != "Free" || r.Freshness != compare.FreshnessVerified {
		t.Errorf("result %+v", r)
	}
}

// Some claims are not settled by the page: it shows the next invoice, not
// last year's. jev answers inconclusive — never a silent pass — and the
// error says which link was unsure (here the COMPARISON: insufficient
// evidence).
func TestAClaimThePageDoesNotSettleIsInconclusive(t *testing.T) {
	t.Parallel()
	s := open(t, demoapp.PathOverview, demoapp.DefaultScenario())

	r, err := s.TryAssert(compare.Describe("Next invoice amount"), "Less than last year's invoice")
	if !errors.Is(err, compare.ErrAssertionInconclusive) || errors.Is(err, compare.ErrAssertionFailed) {
		t.Fatalf("err %v, want ErrAssertionInconclusive only", err)
	}
	if r.Status != semantic.StatusInconclusive || r.Choice != semantic.ChoiceInsufficientEvidence ||
		r.Uncertainty != compare.UncertainComparison || r.Evidence.Text != "$1,240.00" {
		t.Errorf("result %+v", r)
	}
	if !strings.Contains(err.Error(), "COMPARISON uncertain: insufficient evidence") {
		t.Errorf("message does not say which link was unsure:\n%v", err)
	}
}

// When an assertion does not pass, the test fails with the evidence: what
// was expected, what the page showed, the verdict and confidence, and a
// screenshot with the evidence outlined. Here the failing test is a
// recording testing.TB, so that this test can read the message.
func TestAFailedAssertionLeavesItsEvidence(t *testing.T) {
	t.Parallel()
	rec := &recordingTB{TB: t}
	s := open(rec, demoapp.PathOverview, scenario(func(sc *demoapp.Scenario) { sc.Billing = demoapp.BillingOverdue }))
	t.Cleanup(func() { os.RemoveAll(s.ArtifactDir()) }) // kept for other testing.TBs

	s.Assert(compare.Text(s.Page().GetByTestId("billing-status")), "Paid")

	msgs := rec.messages()
	if len(msgs) != 1 {
		t.Fatalf("%d failure messages, want 1: %q", len(msgs), msgs)
	}
	msg := msgs[0]
	for _, want := range []string{
		"SEMANTIC_ASSERTION_FAILED: 1 of 1 semantic assertions did not pass",
		`expected:  "Paid"`,
		`evidence:  "Payment overdue"`,
		"verdict:   different (semantic)",
		"freshness: verified",
	} {
		if !strings.Contains(msg, want) {
			t.Errorf("message lacks %q:\n%s", want, msg)
		}
	}
	m := regexp.MustCompile(`screenshot: (\S+\.png) \(evidence source outlined\)`).FindStringSubmatch(msg)
	if m == nil {
		t.Fatalf("message names no outlined screenshot:\n%s", msg)
	}
	png, err := os.ReadFile(m[1])
	if err != nil || !bytes.HasPrefix(png, []byte("\x89PNG")) {
		t.Errorf("screenshot %s: %v (%d bytes)", m[1], err, len(png))
	}
}

// recordingTB is a testing.TB that records Errorf instead of failing; every
// other method is the real test's.
type recordingTB struct {
	testing.TB
	mu   sync.Mutex
	errs []string
}

func (r *recordingTB) Errorf(format string, args ...any) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}

func (r *recordingTB) Error(args ...any) { r.Errorf("%s", fmt.Sprint(args...)) }

func (r *recordingTB) messages() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]string(nil), r.errs...)
}
