package matchers_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/demoapp"
	"github.com/jevtest/jev/matchers"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/lexical"
	"github.com/jevtest/jev/semantic/semantictest"
)

// A batch is one operation: one source frontier and one comparison
// frontier, and every item that did not pass is listed.
func TestAssertAllOneFrontierEveryFailureListed(t *testing.T) {
	page := openDemo(t, demoapp.PathOverview, demoapp.DefaultScenario())
	counter := semantictest.Record(lexical.New())
	m := matchers.Bind(page, compare.WithDecider(counter))
	rs, err := m.AssertAll(t.Context(),
		matchers.That(page.GetByTestId("plan"), "Professional annual subscription"),
		matchers.That(page.GetByTestId("billing-status"), "Payment overdue"),
		matchers.That(page.GetByTestId("plan"), "Pro plan"),
		matchers.That(compare.Describe("Next invoice amount"), "$1,240.00"),
		matchers.That(compare.Checked(page.GetByTestId("auto-renew")), "true"),
	)
	var be *matchers.BatchError
	if !errors.As(err, &be) || !errors.Is(err, compare.ErrAssertionFailed) {
		t.Fatalf("err = %v, want a *BatchError matching compare.ErrAssertionFailed", err)
	}
	if len(rs) != 5 || len(be.Results) != 5 {
		t.Fatalf("got %d results (%d in the error), want 5", len(rs), len(be.Results))
	}
	want := []semantic.Status{semantic.StatusPassed, semantic.StatusFailed, semantic.StatusInconclusive, semantic.StatusPassed, semantic.StatusPassed}
	for i, r := range rs {
		if r.Status != want[i] {
			t.Errorf("item %d: status %s, want %s", i, r.Status, want[i])
		}
	}
	wantMsg := strings.Join([]string{
		"SemanticallyMatch batch: 2 of 5 expectations did not hold (SEMANTIC_ASSERTION_FAILED)",
		"[1] Expected",
		`        <locator>: internal:testid=[data-testid="billing-status"s]`,
		"    to semantically match",
		"        <string>: Payment overdue",
		"    failed — COMPARISON: different with confidence 0.83 ≥ threshold 0.80",
		`          expected:  "Payment overdue"`,
		`          evidence:  "Payment received" [locator, source confidence 1.00 / 0.80]`,
		"          verdict:   different (semantic), confidence 0.83 / threshold 0.80",
		"          freshness: verified",
		"[2] Expected",
		`        <locator>: internal:testid=[data-testid="plan"s]`,
		"    to semantically match",
		"        <string>: Pro plan",
		"    inconclusive — COMPARISON uncertain: insufficient evidence (confidence 0.49, threshold 0.80)",
		`          expected:  "Pro plan"`,
		`          evidence:  "Pro (yearly)" [locator, source confidence 1.00 / 0.80]`,
		"          verdict:   insufficient_evidence (semantic), confidence 0.49 / threshold 0.80",
		"          freshness: verified",
	}, "\n")
	if err.Error() != wantMsg {
		t.Errorf("message =\n%s\nwant\n%s", err, wantMsg)
	}
	// One source question (the description) in one request, then the three
	// comparisons that normalised equality did not settle in one request.
	if req, q := counts(counter); req != 2 || q != 4 {
		t.Errorf("decider got %d requests with %d questions, want 2 and 4", req, q)
	}
	if u := rs[0].Usage; u == nil || u.SerialDecisionDepth != 2 || u != rs[4].Usage {
		t.Errorf("usage = %+v, want serialDecisionDepth 2 shared by every item", u)
	}
	if h := m.History(); len(h) != 5 || h[1].Err == "" || h[0].Err != "" {
		t.Errorf("history = %+v, want 5 outcomes, errors on the ones that did not pass", h)
	}
}

func TestAssertAllPasses(t *testing.T) {
	page := openDemo(t, demoapp.PathInvoices, demoapp.DefaultScenario())
	m := matchers.Bind(page)
	row := page.Locator(`tr[data-invoice="NW-2026-0311"]`)
	rs, err := m.AssertAll(t.Context(),
		matchers.That(row.Locator("td").Nth(1), "$186.40"),
		matchers.That(row.Locator("td").Nth(2), "Settled"),
	)
	if err != nil || len(rs) != 2 {
		t.Fatalf("AssertAll = %d results, %v; want 2 and nil", len(rs), err)
	}
}

// Bad input fails before the page or the engine is touched, naming the
// item.
func TestAssertAllBadInput(t *testing.T) {
	page := openDemo(t, demoapp.PathOverview, demoapp.DefaultScenario())
	counter := semantictest.Record(lexical.New())
	m := matchers.Bind(page, compare.WithDecider(counter))
	rs, err := m.AssertAll(t.Context(),
		matchers.That(page.GetByTestId("plan"), "Pro"),
		matchers.That("Plan", "Pro"),
	)
	if rs != nil || !errors.Is(err, matchers.ErrUnsupportedActual) || !strings.HasPrefix(err.Error(), "AssertAll item 1 (<string>): ") {
		t.Fatalf("AssertAll = %v, %v; want no results and ErrUnsupportedActual naming item 1", rs, err)
	}
	rs, err = m.AssertAll(t.Context(), matchers.That(page.GetByTestId("plan"), "Pro", matchers.WithMinConfidence(-0.1)))
	if rs != nil || !errors.Is(err, semantic.ErrInvalidThreshold) {
		t.Fatalf("AssertAll = %v, %v; want no results and ErrInvalidThreshold", rs, err)
	}
	if rs, err := m.AssertAll(t.Context()); rs != nil || err != nil {
		t.Fatalf("empty AssertAll = %v, %v; want nil, nil", rs, err)
	}
	if req, _ := counts(counter); req != 0 {
		t.Errorf("decider got %d requests, want 0", req)
	}
}
