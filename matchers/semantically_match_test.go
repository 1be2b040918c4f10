package matchers_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/demoapp"
	"github.com/jevtest/jev/locate"
	"github.com/jevtest/jev/matchers"
	"github.com/jevtest/jev/semantic"
	. "github.com/onsi/gomega"
	"github.com/playwright-community/playwright-go"
)

// The demo app's overview in the default scenario shows "Pro (yearly)" as
// the plan.
func TestShouldPassesOnAnEquivalentValue(t *testing.T) {
	page := openDemo(t, demoapp.PathOverview, demoapp.DefaultScenario())
	m := matchers.Bind(page)
	err := InterceptGomegaFailure(func() {
		Expect(page.GetByTestId("plan")).To(m.SemanticallyMatch("Professional annual subscription"))
		Expect(page.GetByTestId("billing-status")).To(m.SemanticallyMatch("Paid"))
		Expect(page.GetByTestId("renewal")).To(m.SemanticallyMatch("Will renew automatically on December 1, 2026"))
		Expect(compare.Checked(page.GetByTestId("auto-renew"))).To(m.SemanticallyMatch("true"))
		Expect(compare.Attr(page.GetByTestId("auto-renew"), "aria-checked")).To(m.SemanticallyMatch("true"))
		Expect(compare.Describe("Next invoice amount")).To(m.SemanticallyMatch("$1,240.00"))
	})
	if err != nil {
		t.Fatalf("Should failed: %v", err)
	}
	h := m.History()
	if len(h) != 6 {
		t.Fatalf("history has %d outcomes, want 6", len(h))
	}
	for i, o := range h {
		if o.Result == nil || o.Result.Status != semantic.StatusPassed || o.Result.Freshness != compare.FreshnessVerified || o.Err != "" {
			t.Errorf("outcome %d = %+v, want passed and verified", i, o)
		}
	}
	if h[5].Result.Source != compare.SourceSemantic || h[5].Result.Evidence.Text != "$1,240.00" {
		t.Errorf("description outcome = %+v, want the semantic source %q", h[5].Result, "$1,240.00")
	}
}

func TestShouldFailsOnADifferentValueWithTheEvidence(t *testing.T) {
	page := openDemo(t, demoapp.PathOverview, demoapp.DefaultScenario())
	m := matchers.Bind(page)
	err := InterceptGomegaFailure(func() {
		Expect(page.GetByTestId("plan")).To(m.SemanticallyMatch("Premium tier"))
	})
	want := strings.Join([]string{
		"Expected",
		`    <locator>: internal:testid=[data-testid="plan"s]`,
		"to semantically match",
		"    <string>: Premium tier",
		"failed — COMPARISON: different with confidence 0.95 ≥ threshold 0.80",
		`      expected:  "Premium tier"`,
		`      evidence:  "Pro (yearly)" [locator, source confidence 1.00 / 0.80]`,
		"      verdict:   different (semantic), confidence 0.95 / threshold 0.80",
		"      freshness: verified",
	}, "\n")
	if err == nil || err.Error() != want {
		t.Fatalf("failure =\n%v\nwant\n%s", err, want)
	}
}

func TestShouldNotPassesOnlyOnAConfidentlyDifferentFreshValue(t *testing.T) {
	page := openDemo(t, demoapp.PathOverview, demoapp.DefaultScenario())
	m := matchers.Bind(page)
	if err := InterceptGomegaFailure(func() {
		Expect(page.GetByTestId("plan")).NotTo(m.SemanticallyMatch("Free plan"))
		Expect(page.GetByTestId("billing-status")).NotTo(m.SemanticallyMatch("Payment overdue"))
	}); err != nil {
		t.Fatalf("ShouldNot failed: %v", err)
	}
	// A passing value fails ShouldNot, with the evidence that made it pass.
	err := InterceptGomegaFailure(func() {
		Expect(page.GetByTestId("plan")).NotTo(m.SemanticallyMatch("Professional annual subscription"))
	})
	want := strings.Join([]string{
		"Expected",
		`    <locator>: internal:testid=[data-testid="plan"s]`,
		"not to semantically match",
		"    <string>: Professional annual subscription",
		"passed — COMPARISON: equivalent with confidence 0.97 ≥ threshold 0.80",
		`      expected:  "Professional annual subscription"`,
		`      evidence:  "Pro (yearly)" [locator, source confidence 1.00 / 0.80]`,
		"      verdict:   equivalent (semantic), confidence 0.97 / threshold 0.80",
		"      freshness: verified",
	}, "\n")
	if err == nil || err.Error() != want {
		t.Fatalf("failure =\n%v\nwant\n%s", err, want)
	}
}

// Insufficient evidence fails Should and ShouldNot with the same error:
// negation never turns an inconclusive answer into a pass.
func TestInconclusiveFailsBothWays(t *testing.T) {
	page := openDemo(t, demoapp.PathOverview, demoapp.DefaultScenario())
	m := matchers.Bind(page)
	want := strings.Join([]string{
		"SemanticallyMatch is inconclusive: it fails both Should and ShouldNot",
		"Expected",
		`    <locator>: internal:testid=[data-testid="plan"s]`,
		"to semantically match",
		"    <string>: Pro plan",
		"inconclusive — COMPARISON uncertain: insufficient evidence (confidence 0.49, threshold 0.80)",
		`      expected:  "Pro plan"`,
		`      evidence:  "Pro (yearly)" [locator, source confidence 1.00 / 0.80]`,
		"      verdict:   insufficient_evidence (semantic), confidence 0.49 / threshold 0.80",
		"      freshness: verified",
	}, "\n")
	failures := InterceptGomegaFailures(func() {
		Expect(page.GetByTestId("plan")).To(m.SemanticallyMatch("Pro plan"))
		Expect(page.GetByTestId("plan")).NotTo(m.SemanticallyMatch("Pro plan"))
		Expect(page.GetByTestId("plan")).ShouldNot(m.SemanticallyMatch("Pro plan"))
	})
	if len(failures) != 3 {
		t.Fatalf("got %d failures, want 3: %q", len(failures), failures)
	}
	for i, f := range failures {
		if f != want {
			t.Errorf("failure %d =\n%s\nwant\n%s", i, f, want)
		}
	}
	// The non-panicking form: Match itself returns the typed error.
	ok, err := m.SemanticallyMatch("Pro plan").Match(page.GetByTestId("plan"))
	var ie *matchers.InconclusiveError
	if ok || !errors.As(err, &ie) || !errors.Is(err, compare.ErrAssertionInconclusive) || ie.Result.Uncertainty != compare.UncertainComparison || ie.Stopped {
		t.Fatalf("Match = %v, %v; want false and an *InconclusiveError (comparison, not stopped)", ok, err)
	}
}

// A confidence below the threshold is inconclusive too: an equivalent
// answer at 0.97 under MinConfidence(0.99) passes neither way.
func TestLowConfidenceFailsBothWays(t *testing.T) {
	page := openDemo(t, demoapp.PathOverview, demoapp.DefaultScenario())
	m := matchers.Bind(page)
	failures := InterceptGomegaFailures(func() {
		Expect(page.GetByTestId("plan")).To(m.SemanticallyMatch("Professional annual subscription", matchers.WithMinConfidence(0.99)))
		Expect(page.GetByTestId("plan")).NotTo(m.SemanticallyMatch("Professional annual subscription", matchers.WithMinConfidence(0.99)))
	})
	if len(failures) != 2 {
		t.Fatalf("got %d failures, want 2: %q", len(failures), failures)
	}
	for _, f := range failures {
		if !strings.Contains(f, "\ninconclusive — COMPARISON uncertain: equivalent with confidence 0.97 < threshold 0.99\n") || strings.Contains(f, "≥") {
			t.Errorf("failure =\n%s\nwant the low-confidence verdict line", f)
		}
	}
	// A description grounded below its source threshold: SOURCE uncertain.
	err := InterceptGomegaFailure(func() {
		Expect(compare.Describe("Next invoice amount")).NotTo(m.SemanticallyMatch("$1,240.00", matchers.WithMinSourceConfidence(0.99)))
	})
	if err == nil || !strings.Contains(err.Error(), "\ninconclusive — SOURCE uncertain: source confidence 0.96 < sourceThreshold 0.99\n") ||
		!strings.Contains(err.Error(), "\n      verdict:   equivalent (deterministic), confidence 1.00 / threshold 0.80\n") || strings.Contains(err.Error(), "≥") {
		t.Fatalf("failure = %v, want SOURCE uncertain", err)
	}
}

// Evidence that changed before the assertion returned fails both ways,
// with the current evidence in the message.
func TestStaleEvidenceFailsBothWays(t *testing.T) {
	page := openHTML(t, `<dl><dt>Plan</dt><dd id="plan">Pro (yearly)</dd></dl>`)
	set := func(text string) {
		if _, err := page.Evaluate(`t => { document.getElementById('plan').textContent = t }`, text); err != nil {
			t.Errorf("evaluate: %v", err)
		}
	}
	for _, negated := range []bool{false, true} {
		set("Pro (yearly)")
		// A fresh Bind per direction: its cache has not seen the question.
		m := matchers.Bind(page, compare.WithDecider(mutating(func() { set("Free") })))
		err := InterceptGomegaFailure(func() {
			if negated {
				Expect(page.Locator("#plan")).NotTo(m.SemanticallyMatch("Professional annual subscription"))
			} else {
				Expect(page.Locator("#plan")).To(m.SemanticallyMatch("Professional annual subscription"))
			}
		})
		want := strings.Join([]string{
			"SemanticallyMatch is inconclusive: it fails both Should and ShouldNot",
			"Expected",
			`    <locator>: #plan`,
			"to semantically match",
			"    <string>: Professional annual subscription",
			"inconclusive — evidence CHANGED before the assertion returned (changed)",
			`      expected:  "Professional annual subscription"`,
			`      evidence:  "Pro (yearly)" [locator, source confidence 1.00 / 0.80]`,
			"      verdict:   equivalent (semantic), confidence 0.97 / threshold 0.80",
			`      freshness: changed (changed), current evidence "Free"`,
		}, "\n")
		if err == nil || err.Error() != want {
			t.Errorf("negated=%v: failure =\n%v\nwant\n%s", negated, err, want)
		}
	}
}

// Located targets and descriptions need a page: bound matchers accept them.
func TestLocatedTargetActual(t *testing.T) {
	page := openDemo(t, demoapp.PathOverview, demoapp.DefaultScenario())
	target, err := locate.New(page).Locate(t.Context(), "Cancel subscription button")
	if err != nil {
		t.Fatalf("locate: %v", err)
	}
	m := matchers.Bind(page)
	if err := InterceptGomegaFailure(func() {
		Expect(target).To(m.SemanticallyMatch("Cancel subscription"))
	}); err != nil {
		t.Fatalf("target assertion failed: %v", err)
	}
	// The embedded engine cannot tell "Cancel subscription" from "Keep
	// plan" confidently: negation does not pass on that.
	ok, err := m.SemanticallyMatch("Keep plan").Match(&target)
	if ok || !errors.Is(err, compare.ErrAssertionInconclusive) {
		t.Fatalf("Match(&target) = %v, %v; want inconclusive", ok, err)
	}
	h := m.History()
	if len(h) != 2 || h[0].Result.Source != compare.SourceRef || h[0].Result.Freshness != compare.FreshnessVerified || h[0].Actual != `<target>: button "Cancel subscription" (`+target.CID+`)` {
		t.Fatalf("history = %+v, want two ref outcomes on the target", h)
	}
}

// The package-level matcher reads a locator on its own page with the
// default engine, and refuses what has no page.
func TestUnboundMatcher(t *testing.T) {
	page := openDemo(t, demoapp.PathOverview, demoapp.DefaultScenario())
	if err := InterceptGomegaFailure(func() {
		Expect(page.GetByTestId("plan")).To(matchers.SemanticallyMatch("Professional annual subscription"))
		Expect(page.GetByTestId("plan")).NotTo(matchers.SemanticallyMatch("Free plan"))
	}); err != nil {
		t.Fatalf("unbound locator assertions failed: %v", err)
	}
	for _, actual := range []any{compare.Describe("Current plan"), locate.Target{Role: "button", Name: "x"}} {
		ok, err := matchers.SemanticallyMatch("Pro").Match(actual)
		if ok || !errors.Is(err, matchers.ErrUnbound) {
			t.Errorf("Match(%T) = %v, %v; want ErrUnbound", actual, ok, err)
		}
	}
}

// Bad input: each gets its exact outcome, and none passes either way.
func TestBadInput(t *testing.T) {
	page := openDemo(t, demoapp.PathOverview, demoapp.DefaultScenario())
	// 3 s: a browser read under a loaded machine (make test runs every
	// package at once) can take over a second; only the cases that wait
	// for an element that never comes use the whole budget.
	m := matchers.Bind(page, compare.WithTimeout(3*time.Second))
	plan := page.GetByTestId("plan")
	var nilLocator playwright.Locator
	var nilTarget *locate.Target
	cases := []struct {
		name   string
		actual any
		opts   []matchers.Option
		want   error
		text   string
	}{
		{"plain string", "Plan", nil, matchers.ErrUnsupportedActual, `SemanticallyMatch could not assert <string> against "Pro": matchers: unsupported actual: a plain string "Plan" is ambiguous; describe it with compare.Describe("Plan") or pass a playwright.Locator`},
		{"int", 42, nil, matchers.ErrUnsupportedActual, `SemanticallyMatch could not assert <int> against "Pro": matchers: unsupported actual: int (want a compare.Actual, a playwright.Locator or a locate.Target)`},
		{"nil", nil, nil, matchers.ErrUnsupportedActual, `SemanticallyMatch could not assert <<nil>> against "Pro": matchers: unsupported actual: the actual is nil`},
		{"nil locator interface", nilLocator, nil, matchers.ErrUnsupportedActual, ""},
		{"nil target", nilTarget, nil, matchers.ErrUnsupportedActual, ""},
		{"threshold above 1", plan, []matchers.Option{matchers.WithMinConfidence(1.5)}, semantic.ErrInvalidThreshold, ""},
		{"NaN source threshold", plan, []matchers.Option{matchers.WithMinSourceConfidence(nan())}, semantic.ErrInvalidThreshold, ""},
		{"empty compare.Actual", compare.Actual{}, nil, matchers.ErrUnsupportedActual, `SemanticallyMatch could not assert <compare.Actual> against "Pro": matchers: unsupported actual: the compare.Actual is empty (build it with compare.Describe, Text, Value, Checked, Attr or Ref)`},
		{"unknown property", compare.Read(plan, "colour", ""), nil, compare.ErrUnsupportedProperty, ""},
		{"attribute property without a name", compare.Attr(plan, ""), nil, compare.ErrInvalidRequest, ""},
		{"missing attribute", compare.Attr(plan, "data-nope"), nil, compare.ErrPropertyUnavailable, ""},
		{"value of a dd", compare.Value(plan), nil, compare.ErrPropertyUnavailable, ""},
		{"locator matching nothing", page.GetByTestId("no-such-thing"), nil, compare.ErrLocatorNotFound, ""},
		{"locator matching many", page.Locator("dd"), nil, compare.ErrAmbiguousLocator, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ok, err := m.SemanticallyMatch("Pro", c.opts...).Match(c.actual)
			if ok || !errors.Is(err, c.want) {
				t.Fatalf("Match = %v, %v; want false and %v", ok, err, c.want)
			}
			if c.text != "" && err.Error() != c.text {
				t.Fatalf("error =\n%s\nwant\n%s", err, c.text)
			}
			var ie *matchers.InconclusiveError
			if errors.As(err, &ie) {
				t.Fatalf("error is an *InconclusiveError; want an error before any result")
			}
			// Gomega fails on the error both ways.
			if n := len(InterceptGomegaFailures(func() {
				Expect(c.actual).To(m.SemanticallyMatch("Pro", c.opts...))
				Expect(c.actual).NotTo(m.SemanticallyMatch("Pro", c.opts...))
			})); n != 2 {
				t.Fatalf("got %d failures, want 2 (Should and ShouldNot)", n)
			}
		})
	}
}
