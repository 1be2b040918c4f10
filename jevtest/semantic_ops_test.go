package jevtest_test

import (
	"errors"
	"math"
	"os"
	"strings"
	"testing"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/jevtest"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/semantictest"
)

// The message says which link was uncertain: a low source score is SOURCE
// (and the comparison is never asked), insufficient evidence is COMPARISON.
func TestAssertInconclusiveSaysWhichLinkWasUncertain(t *testing.T) {
	srv := newSemanticSite(t)
	for _, tc := range []struct {
		name      string
		d         *semantictest.Recorder
		wantLines []string
		requests  int
	}{
		{
			name: "source",
			d:    script{sourceText: "Payment failed", sourceP: 0.6, cmpChoice: semantic.ChoiceEquivalent, cmpP: 1}.decider(),
			wantLines: []string{
				"jevtest: Assert: SEMANTIC_ASSERTION_INCONCLUSIVE: 1 of 1 semantic assertions did not pass",
				"  [0] inconclusive — SOURCE uncertain: source confidence 0.60 < sourceThreshold 0.80",
				`      evidence:  "Payment failed" (context "Billing status") [semantic t0_5, source confidence 0.60 / 0.80]`,
				"      verdict:   none (comparison not asked)",
				"      freshness: verified",
			},
			requests: 1,
		},
		{
			name: "comparison",
			d:    script{sourceText: "Payment failed", sourceP: 1, cmpChoice: semantic.ChoiceInsufficientEvidence, cmpP: 0.9}.decider(),
			wantLines: []string{
				"jevtest: Assert: SEMANTIC_ASSERTION_INCONCLUSIVE: 1 of 1 semantic assertions did not pass",
				"  [0] inconclusive — COMPARISON uncertain: insufficient evidence (confidence 0.90, threshold 0.80)",
				"      verdict:   insufficient_evidence (semantic), confidence 0.90 / threshold 0.80",
			},
			requests: 2,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ft := fakeTB(t)
			ft.call(func() {
				s := jevtest.New(ft, jevtest.WithDecider(tc.d))
				s.Goto(srv.URL + "/plan")
				if r := s.Assert(compare.Describe("Billing status"), "Paid"); r.Status != semantic.StatusInconclusive {
					t.Errorf("status %s, want inconclusive", r.Status)
				}
			})
			errs := ft.errorMessages()
			if len(errs) != 1 || len(ft.fatalMessages()) != 0 {
				t.Fatalf("errors %q, fatals %q; want one error", errs, ft.fatalMessages())
			}
			lines := strings.Split(errs[0], "\n")
			for _, w := range tc.wantLines {
				if !contains(lines, w) {
					t.Errorf("message lacks line %q:\n%s", w, errs[0])
				}
			}
			if n := len(tc.d.Calls()); n != tc.requests {
				t.Errorf("decider requests = %d, want %d", n, tc.requests)
			}
		})
	}
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// Per-operation thresholds reach the result: a lower MinSourceConfidence
// lets a 0.6 source through to a comparison that passes.
func TestOpOptionsSetThresholds(t *testing.T) {
	srv := newSemanticSite(t)
	ft := fakeTB(t)
	d := script{sourceText: "Payment failed", sourceP: 0.6, cmpChoice: semantic.ChoiceEquivalent, cmpP: 0.9}.decider()
	ft.call(func() {
		s := jevtest.New(ft, jevtest.WithDecider(d), jevtest.WithMinConfidence(0.85))
		s.Goto(srv.URL + "/plan")
		r := s.Assert(compare.Describe("Billing status"), "Not paid", jevtest.WithOpMinSourceConfidence(0.5))
		if r.Status != semantic.StatusPassed || r.Threshold != 0.85 || r.SourceThreshold != 0.5 || r.SourceConfidence != 0.6 {
			t.Errorf("result %s threshold %v sourceThreshold %v sourceConfidence %v; want passed 0.85 0.5 0.6", r.Status, r.Threshold, r.SourceThreshold, r.SourceConfidence)
		}
		r = s.Compare(compare.Describe("Billing status"), "Not paid", jevtest.WithOpMinConfidence(0.95), jevtest.WithOpMinSourceConfidence(0.5))
		if r.Status != semantic.StatusInconclusive || r.Threshold != 0.95 || r.Uncertainty != compare.UncertainComparison {
			t.Errorf("compare %s threshold %v uncertainty %s; want inconclusive 0.95 comparison", r.Status, r.Threshold, r.Uncertainty)
		}
	})
	wantNoFailures(t, ft)
}

// TryAssert never fails the test: it returns the results and an
// *EvidenceError wrapping the typed assertion error.
func TestTryAssertReturnsTheTypedError(t *testing.T) {
	srv := newSemanticSite(t)
	ft := fakeTB(t)
	var (
		r   compare.Result
		err error
	)
	ft.call(func() {
		s := jevtest.New(ft)
		s.Goto(srv.URL + "/plan")
		r, err = s.TryAssert(compare.Text(s.Page().Locator("#billing")), "Payment received")
	})
	wantNoFailures(t, ft)
	if r.Status != semantic.StatusFailed {
		t.Errorf("status %s, want failed", r.Status)
	}
	if !errors.Is(err, compare.ErrAssertionFailed) || errors.Is(err, compare.ErrAssertionInconclusive) {
		t.Errorf("err = %v, want errors.Is ErrAssertionFailed only", err)
	}
	var ae *compare.AssertionError
	var ee *jevtest.EvidenceError
	if !errors.As(err, &ae) || ae.Code != compare.CodeAssertionFailed || len(ae.Results) != 1 || ae.Expected[0] != "Payment received" {
		t.Fatalf("errors.As *compare.AssertionError: %+v", ae)
	}
	if !errors.As(err, &ee) || len(ee.Evidence) != 1 {
		t.Fatalf("errors.As *jevtest.EvidenceError: %+v", ee)
	}
	ev := ee.Evidence[0]
	if ev.Err != nil || !ev.Outlined || ev.Index != 0 {
		t.Errorf("evidence = %+v, want outlined, no error", ev)
	}
	for _, p := range []string{ev.Screenshot, ev.Result} {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("evidence file: %v", err)
		}
	}
	decodePNG(t, ev.Screenshot)
}

// Compare returns the verdict and never fails the test for it; a batch
// assertion reports only the items that did not pass but carries all.
func TestCompareReturnsVerdictWithoutFailing(t *testing.T) {
	srv := newSemanticSite(t)
	ft := fakeTB(t)
	var rs []compare.Result
	var msg string
	ft.call(func() {
		s := jevtest.New(ft)
		s.Goto(srv.URL + "/plan")
		r := s.Compare(compare.Text(s.Page().Locator("#billing")), "Payment received")
		if r.Status != semantic.StatusFailed || r.Freshness != compare.FreshnessSnapshot {
			t.Errorf("compare %s/%s, want failed/snapshot", r.Status, r.Freshness)
		}
		_, err := s.TryAssertBatch([]compare.Request{
			{Actual: compare.Text(s.Page().Locator("#plan")), Expected: "Pro (yearly)"},
			{Actual: compare.Text(s.Page().Locator("#billing")), Expected: "Payment received"},
		})
		msg = err.Error()
		rs = s.CompareBatch([]compare.Request{
			{Actual: compare.Text(s.Page().Locator("#plan")), Expected: "Pro (yearly)"},
			{Actual: compare.Attr(s.Page().Locator("#plan"), "id"), Expected: "plan"},
		})
	})
	wantNoFailures(t, ft)
	if len(rs) != 2 || rs[0].Status != semantic.StatusPassed || rs[1].Status != semantic.StatusPassed {
		t.Errorf("batch = %+v", rs)
	}
	if !strings.HasPrefix(msg, "SEMANTIC_ASSERTION_FAILED: 1 of 2 semantic assertions did not pass\n  [1] failed") || strings.Contains(msg, "[0]") {
		t.Errorf("batch message:\n%s", msg)
	}
}

// Bad input fails the test with a message naming it, before any page work.
func TestSemanticBadInput(t *testing.T) {
	srv := newSemanticSite(t)
	for _, tc := range []struct {
		name string
		run  func(t *recordingTB)
		want string
	}{
		{"session min confidence", func(ft *recordingTB) { jevtest.New(ft, jevtest.WithMinConfidence(1.5)) },
			"jevtest: semantic: WithMinConfidence = 1.5: threshold must be a finite number in [0, 1]"},
		{"session min source confidence", func(ft *recordingTB) { jevtest.New(ft, jevtest.WithMinSourceConfidence(-0.1)) },
			"jevtest: semantic: WithMinSourceConfidence = -0.1: threshold must be a finite number in [0, 1]"},
		{"token budget", func(ft *recordingTB) { jevtest.New(ft, jevtest.WithTokenBudget(0)) },
			"jevtest: WithTokenBudget(0): the budget must be a positive number of tokens"},
		{"op min confidence", func(ft *recordingTB) {
			s := jevtest.New(ft)
			s.Compare(compare.Describe("Current plan"), "Pro", jevtest.WithOpMinConfidence(math.NaN()))
		}, "jevtest: Compare: semantic: minConfidence = NaN: threshold must be a finite number in [0, 1]"},
		{"locate source threshold", func(ft *recordingTB) {
			s := jevtest.New(ft)
			s.Locate("Manage plan", jevtest.WithOpMinSourceConfidence(0.5))
		}, "jevtest: Locate: locate: invalid request: WithOpMinSourceConfidence applies to Compare and Assert; Locate has one threshold (WithOpMinConfidence)"},
		{"no actual", func(ft *recordingTB) {
			s := jevtest.New(ft)
			s.Assert(compare.Actual{}, "Pro")
		}, "jevtest: Assert: compare: request 0: an actual needs exactly one source (build it with compare.Describe, Text, Value, Checked, Attr or Ref; 0 set)"},
		{"attribute without name", func(ft *recordingTB) {
			s := jevtest.New(ft)
			s.Assert(compare.Attr(s.Page().Locator("#plan"), ""), "Pro")
		}, "jevtest: Assert: compare: request 0: property attribute needs the attribute name (compare.Attr(loc, name))"},
		{"ambiguous locator", func(ft *recordingTB) {
			s := jevtest.New(ft)
			s.Goto(srv.URL + "/plan")
			s.Compare(compare.Text(s.Page().Locator(".dup")), "one")
		}, "jevtest: Compare: compare: request 0: compare: locator matches more than one element"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ft := fakeTB(t)
			ft.call(func() { tc.run(ft) })
			f := ft.fatalMessages()
			if len(f) != 1 || !strings.HasPrefix(f[0], tc.want) || len(ft.errorMessages()) != 0 {
				t.Errorf("fatals %q errors %q; want one fatal starting %q", f, ft.errorMessages(), tc.want)
			}
		})
	}
}

// The token budget counts usage once per operation (a batch of three
// descriptions is two requests, not six) and fails the test at the
// operation that crosses it, once.
func TestTokenBudgetFailsTheTest(t *testing.T) {
	srv := newSemanticSite(t)
	ft := fakeTB(t)
	d := script{sourceText: "Payment failed", sourceP: 1, cmpChoice: semantic.ChoiceDifferent, cmpP: 0.9,
		usage: semantic.TokenUsage{InputTokens: 100, OutputTokens: 20}}.decider()
	var afterBatch, afterExact int
	ft.call(func() {
		s := jevtest.New(ft, jevtest.WithDecider(d), jevtest.WithTokenBudget(250))
		s.Goto(srv.URL + "/plan")
		rs := s.CompareBatch([]compare.Request{
			{Actual: compare.Describe("Billing status"), Expected: "Paid"},
			{Actual: compare.Describe("Billing state"), Expected: "Settled"},
			{Actual: compare.Describe("Payment"), Expected: "Done"},
		})
		if len(rs) != 3 || rs[0].Usage != rs[2].Usage || rs[0].Usage.InputTokens != 200 {
			t.Errorf("batch usage not shared or wrong: %+v", rs[0].Usage)
		}
		afterBatch = s.TokensUsed()
		s.Assert(compare.Text(s.Page().Locator("#plan")), "Pro (yearly)") // exact: no tokens
		afterExact = s.TokensUsed()
		s.Compare(compare.Describe("Billing status"), "Paid")
		s.Compare(compare.Describe("Billing status"), "Paid")
	})
	if afterBatch != 240 || afterExact != 240 {
		t.Errorf("tokens after batch %d, after exact assert %d; want 240 and 240", afterBatch, afterExact)
	}
	want := "jevtest: token budget exceeded by Compare: it used 240 tokens (200 input + 40 output); the session's semantic operations used 480 > WithTokenBudget(250)"
	if errs := ft.errorMessages(); len(errs) != 1 || errs[0] != want || len(ft.fatalMessages()) != 0 {
		t.Errorf("errors %q fatals %q; want exactly %q", errs, ft.fatalMessages(), want)
	}
}

// Without WithDecider the engine comes from JEV_DECIDER, built only when a
// question must be asked: exact locator assertions never build it.
func TestDefaultDeciderIsBuiltLazily(t *testing.T) {
	t.Setenv("JEV_DECIDER", "bogus")
	srv := newSemanticSite(t)
	s := jevtest.New(t)
	s.Goto(srv.URL + "/plan")
	if r := s.Assert(compare.Text(s.Page().Locator("#plan")), "Pro (yearly)"); r.Status != semantic.StatusPassed || r.Provenance != semantic.ProvenanceDeterministic {
		t.Errorf("exact assert = %s/%s, want passed/deterministic", r.Status, r.Provenance)
	}
	_, err := s.TryAssert(compare.Describe("Current plan"), "Pro (yearly)")
	var pe *semantic.ProviderError
	if !errors.As(err, &pe) || pe.Class != semantic.ClassConfiguration || !strings.Contains(err.Error(), `unknown decider "bogus"`) {
		t.Errorf("description assert err = %v, want the configuration error of JEV_DECIDER=bogus", err)
	}
}

// Locate grounds a description to the real ref; the session acts on it
// and refuses a stale one (the page was reloaded) with the stale error.
func TestLocateClickAndStaleRef(t *testing.T) {
	srv := newSemanticSite(t)
	ft := fakeTB(t)
	ft.call(func() {
		s := jevtest.New(ft)
		s.Goto(srv.URL + "/plan")
		ts := s.LocateBatch([]string{"Manage plan"})
		if len(ts) != 1 || ts[0].Role != "link" || ts[0].Name != "Manage plan" {
			t.Errorf("located %+v", ts)
		}
		if _, err := s.Page().Reload(); err != nil {
			t.Errorf("reload: %v", err)
		}
		s.Click(ts[0])
	})
	f := ft.fatalMessages()
	want := `jevtest: click link "Manage plan" (f0:c1, located as "Manage plan"): `
	if len(f) != 1 || !strings.HasPrefix(f[0], want) || !strings.Contains(f[0], "detached") {
		t.Errorf("fatals %q, want one starting %q about a detached ref", f, want)
	}
}

// TextOf and ValueOf read the located node's current text and value; a
// stale ref fails the test naming the method and the target.
func TestTextOfAndValueOf(t *testing.T) {
	srv := newSemanticSite(t)
	ft := fakeTB(t)
	ft.call(func() {
		s := jevtest.New(ft)
		s.Goto(srv.URL + "/login")
		if v := s.ValueOf(s.Locate("Username")); v != "ada" {
			t.Errorf("ValueOf(Username) = %q, want %q", v, "ada")
		}
		s.Goto(srv.URL + "/plan")
		link := s.Locate("Manage plan")
		if v := s.TextOf(link); v != "Manage plan" {
			t.Errorf("TextOf(Manage plan) = %q, want %q", v, "Manage plan")
		}
		if _, err := s.Page().Reload(); err != nil {
			t.Errorf("reload: %v", err)
		}
		s.TextOf(link)
	})
	f := ft.fatalMessages()
	want := `jevtest: TextOf link "Manage plan" (f0:c1, located as "Manage plan"): `
	if len(f) != 1 || !strings.HasPrefix(f[0], want) || !strings.Contains(f[0], "detached") {
		t.Errorf("fatals %q, want one starting %q about a detached ref", f, want)
	}
}

// A batch with a description that cannot be bound reports every item that
// did not pass — the unbound one with its SOURCE error, the decided ones
// with their verdicts — in one failure, and then stops the test.
func TestAssertBatchReportsEveryItem(t *testing.T) {
	srv := newSemanticSite(t)
	for _, op := range []string{"assert", "compare"} {
		t.Run(op, func(t *testing.T) {
			d := script{sourceText: "Payment failed", sourceP: 1, cmpChoice: semantic.ChoiceDifferent, cmpP: 0.95, unbound: "Shipping address"}.decider()
			ft := fakeTB(t)
			after := false
			ft.call(func() {
				s := jevtest.New(ft, jevtest.WithDecider(d))
				s.Goto(srv.URL + "/plan")
				reqs := []compare.Request{
					{Actual: compare.Describe("Billing status"), Expected: "Paid"},
					{Actual: compare.Describe("Shipping address"), Expected: "Berlin"},
					{Actual: compare.Describe("Payment state"), Expected: "Settled"},
				}
				if op == "assert" {
					s.AssertBatch(reqs)
				} else {
					s.CompareBatch(reqs)
				}
				after = true
			})
			errs := ft.errorMessages()
			if len(errs) != 1 || len(ft.fatalMessages()) != 0 || !ft.wasStopped() || after {
				t.Fatalf("errors %q fatals %q stopped %v went on %v; want one error, then a stop", errs, ft.fatalMessages(), ft.wasStopped(), after)
			}
			msg := errs[0]
			want := []string{`SOURCE not bound for description "Shipping address"`}
			if op == "assert" {
				want = append(want, "3 of 3 semantic assertions did not pass", "[0] failed", "[1] inconclusive", "[2] failed")
			} else {
				want = append(want, "1 of 3 descriptions not bound")
			}
			for _, w := range want {
				if !strings.Contains(msg, w) {
					t.Errorf("message lacks %q:\n%s", w, msg)
				}
			}
		})
	}
}

// TryAssertBatch returns every result of a partial batch: the unbound item
// inconclusive with its SourceError, the others decided.
func TestTryAssertBatchPartial(t *testing.T) {
	srv := newSemanticSite(t)
	d := script{sourceText: "Payment failed", sourceP: 1, cmpChoice: semantic.ChoiceEquivalent, cmpP: 0.95, unbound: "Shipping address"}.decider()
	s := jevtest.New(t, jevtest.WithDecider(d))
	s.Goto(srv.URL + "/plan")
	rs, err := s.TryAssertBatch([]compare.Request{
		{Actual: compare.Describe("Billing status"), Expected: "Payment failed"},
		{Actual: compare.Describe("Shipping address"), Expected: "Berlin"},
	})
	var se *compare.SourceError
	if !errors.As(err, &se) || !errors.Is(err, compare.ErrSourceNotFound) || !errors.Is(err, compare.ErrAssertionInconclusive) {
		t.Fatalf("err = %v, want an inconclusive assertion carrying the SourceError", err)
	}
	if len(rs) != 2 || rs[0].Status != semantic.StatusPassed || rs[1].Status != semantic.StatusInconclusive || rs[1].SourceError != se {
		t.Fatalf("results %+v", rs)
	}
}
