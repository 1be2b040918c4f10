package compare

import (
	"errors"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/jevtest/jev/internal/pwtest"
	"github.com/jevtest/jev/locate"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/semantictest"
	"github.com/playwright-community/playwright-go"
)

const freshPage = `<dl><dt>Plan</dt><dd id=v>Pro annual</dd></dl>`

// mutateDuring returns a scripted decider that runs js on the page while
// the comparison question is being answered (after capture, before the
// assertion's re-read).
func mutateDuring(t *testing.T, page playwright.Page, js string, cmp func(semantic.Question) (string, map[string]float64)) *semantictest.Recorder {
	return decider(script(pickSource(map[string]string{"Current plan": "Plan"}, 0.95), cmp), during(func(req semantic.Request) {
		if js != "" && req.Questions[0].Kind == semantic.KindComparison {
			if _, err := page.Evaluate(js); err != nil {
				t.Errorf("mutation: %v", err)
			}
		}
	}))
}

func TestAssertFreshnessOfDescriptionSources(t *testing.T) {
	cases := []struct {
		name      string
		js        string
		freshness Freshness
		change    string
		current   string // "" when no current evidence
	}{
		{"unchanged", "", FreshnessVerified, "", ""},
		{"text changed", `document.getElementById('v').textContent = 'Free'`, FreshnessChanged, "changed", "Free"},
		{"hidden", `document.getElementById('v').style.display = 'none'`, FreshnessChanged, "hidden", ""},
		{"detached", `document.getElementById('v').remove()`, FreshnessChanged, "detached", ""},
		{"replaced", `const v = document.getElementById('v'); v.replaceWith(v.cloneNode(true))`, FreshnessChanged, "replaced", "Pro annual"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			page := open(t, freshPage)
			d := mutateDuring(t, page, tc.js, always(semantic.ChoiceEquivalent, 0.95))
			r, err := New(page, WithDecider(d)).Assert(ctx(t), Request{Actual: Describe("Current plan"), Expected: "Professional annual"})
			if r.Freshness != tc.freshness || r.Change != tc.change || r.Evidence.Text != "Pro annual" {
				t.Errorf("freshness %s change %q evidence %q", r.Freshness, r.Change, r.Evidence.Text)
			}
			if tc.current == "" && r.CurrentEvidence != nil || tc.current != "" && (r.CurrentEvidence == nil || r.CurrentEvidence.Text != tc.current || r.CurrentEvidence.SourceID != "t0_2") {
				t.Errorf("current evidence = %+v, want %q", r.CurrentEvidence, tc.current)
			}
			if tc.freshness == FreshnessVerified {
				if err != nil || r.Status != semantic.StatusPassed {
					t.Errorf("unchanged: %s %v", r.Status, err)
				}
				return
			}
			var ae *AssertionError
			if r.Status != semantic.StatusInconclusive || r.Uncertainty != UncertainFreshness || !errors.As(err, &ae) || !errors.Is(err, ErrAssertionInconclusive) || ae.Code != CodeAssertionInconclusive {
				t.Errorf("status %s uncertainty %q err %v", r.Status, r.Uncertainty, err)
			}
			if !strings.Contains(err.Error(), "evidence CHANGED before the assertion returned ("+tc.change+")") || !strings.Contains(err.Error(), "freshness: changed") {
				t.Errorf("message = %v", err)
			}
			// Compare never re-reads: the same mutation leaves a snapshot verdict.
			page2 := open(t, freshPage)
			d2 := mutateDuring(t, page2, tc.js, always(semantic.ChoiceEquivalent, 0.95))
			r2, err := New(page2, WithDecider(d2)).Compare(ctx(t), Request{Actual: Describe("Current plan"), Expected: "Professional annual"})
			if err != nil || r2.Freshness != FreshnessSnapshot || r2.Status != semantic.StatusPassed {
				t.Errorf("compare: %s %s %v", r2.Freshness, r2.Status, err)
			}
		})
	}
}

func TestAssertFreshnessOfLocators(t *testing.T) {
	cases := []struct {
		name      string
		js        string
		freshness Freshness
		change    string
		current   string
	}{
		{"identical re-render", `const v = document.getElementById('v'); v.replaceWith(v.cloneNode(true))`, FreshnessVerified, "", ""},
		{"text changed", `document.getElementById('v').textContent = 'Free'`, FreshnessChanged, "changed", "Free"},
		{"hidden", `document.getElementById('v').style.visibility = 'hidden'`, FreshnessChanged, "hidden", ""},
		{"detached", `document.getElementById('v').remove()`, FreshnessChanged, "detached", ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			page := open(t, freshPage)
			d := decider(script(nil, always(semantic.ChoiceEquivalent, 0.95)), during(func(semantic.Request) { pwtest.Eval(t, page, tc.js) }))
			r, err := New(page, WithDecider(d)).Assert(ctx(t), Request{Actual: Text(page.Locator("#v")), Expected: "Professional annual"})
			if r.Freshness != tc.freshness || r.Change != tc.change || r.Source != SourceLocator || r.SourceConfidence != 1 {
				t.Errorf("freshness %s change %q source %s %v", r.Freshness, r.Change, r.Source, r.SourceConfidence)
			}
			if tc.current == "" && r.CurrentEvidence != nil || tc.current != "" && (r.CurrentEvidence == nil || r.CurrentEvidence.Text != tc.current) {
				t.Errorf("current evidence = %+v, want %q", r.CurrentEvidence, tc.current)
			}
			wantErr := tc.freshness == FreshnessChanged
			if wantErr != errors.Is(err, ErrAssertionInconclusive) {
				t.Errorf("err = %v", err)
			}
		})
	}
}

func TestAssertExactLocatorNeedsNoEngine(t *testing.T) {
	page := open(t, `<div data-testid=plan>  Pro&nbsp;annual </div><label><input id=opt type=checkbox> Opt in</label>`)
	var built atomic.Int32
	c := New(page, WithDeciderFunc(func() (semantic.Decider, error) {
		built.Add(1)
		return decider(script(nil, always(semantic.ChoiceEquivalent, 0.9))), nil
	}))
	rs, err := c.AssertBatch(ctx(t), []Request{
		{Actual: Text(page.GetByTestId("plan")), Expected: "Pro annual"},
		{Actual: Checked(page.GetByLabel("Opt in")), Expected: "false"},
	})
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range rs {
		if r.Status != semantic.StatusPassed || r.Provenance != semantic.ProvenanceDeterministic || r.Confidence != 1 || r.Freshness != FreshnessVerified || len(r.Questions) != 0 {
			t.Errorf("result %d = %+v", i, r)
		}
	}
	if rs[1].Evidence.Context != "Opt in" || rs[1].Evidence.Text != "false" {
		t.Errorf("checked evidence = %+v", rs[1].Evidence)
	}
	if u := rs[0].Usage; u.Requests != 0 || u.Questions != 0 || u.SerialDecisionDepth != 0 {
		t.Errorf("usage = %+v", *u)
	}
	if built.Load() != 0 {
		t.Errorf("engine constructed %d times for exact locator inputs", built.Load())
	}
	// A non-exact locator value constructs it once, and asks one comparison.
	r, err := c.Compare(ctx(t), Request{Actual: Text(page.GetByTestId("plan")), Expected: "Professional annual"})
	if err != nil || built.Load() != 1 || r.Provenance != semantic.ProvenanceSemantic || r.Usage.SerialDecisionDepth != 1 || r.Usage.Requests != 1 {
		t.Errorf("non-exact: built %d, %+v %v", built.Load(), r, err)
	}
	if _, err := c.Compare(ctx(t), Request{Actual: Text(page.GetByTestId("plan")), Expected: "Professional annual"}); err != nil || built.Load() != 1 {
		t.Errorf("constructor called again: %d %v", built.Load(), err)
	}
}

func TestAssertionErrorCarriesEveryResult(t *testing.T) {
	page := open(t, planPage)
	cmp := func(q semantic.Question) (string, map[string]float64) {
		switch q.Data["expected"] {
		case "Free":
			return dist(semantic.ChoiceDifferent, 0.97, semantic.ChoiceEquivalent)
		case "Renews monthly":
			return dist(semantic.ChoiceInsufficientEvidence, 0.6, semantic.ChoiceDifferent)
		}
		return dist(semantic.ChoiceEquivalent, 0.93, semantic.ChoiceDifferent)
	}
	d := decider(script(pickSource(planKeys, 0.94), cmp))
	c := New(page, WithDecider(d))
	rs, err := c.AssertBatch(ctx(t), []Request{
		{Actual: Describe("Current plan"), Expected: "Professional annual"},
		{Actual: Describe("Billing status"), Expected: "Free"},
		{Actual: Describe("Renewal"), Expected: "Renews monthly"},
	})
	var ae *AssertionError
	if !errors.As(err, &ae) || ae.Code != CodeAssertionFailed || !errors.Is(err, ErrAssertionFailed) || errors.Is(err, ErrAssertionInconclusive) {
		t.Fatalf("err = %v", err)
	}
	if len(ae.Results) != 3 || len(rs) != 3 || ae.Results[0].Status != semantic.StatusPassed || ae.Results[1].Status != semantic.StatusFailed || ae.Results[2].Status != semantic.StatusInconclusive {
		t.Errorf("results = %+v", ae.Results)
	}
	if strings.Join(ae.Expected, "|") != "Professional annual|Free|Renews monthly" {
		t.Errorf("expected = %v", ae.Expected)
	}
	msg := err.Error()
	for _, want := range []string{
		"SEMANTIC_ASSERTION_FAILED: 2 of 3 semantic assertions did not pass",
		"[1] failed — COMPARISON: different with confidence 0.97 ≥ threshold 0.80",
		`expected:  "Free"`, `evidence:  "Payment received" (context "Billing status")`,
		"[2] inconclusive — COMPARISON uncertain: insufficient evidence (confidence 0.60, threshold 0.80)",
		"freshness: verified",
	} {
		if !strings.Contains(msg, want) {
			t.Errorf("message lacks %q:\n%s", want, msg)
		}
	}
	if strings.Contains(msg, "[0]") {
		t.Errorf("a passed item is listed as a failure:\n%s", msg)
	}

	// Only inconclusive items: the inconclusive code.
	_, err = c.AssertBatch(ctx(t), []Request{
		{Actual: Describe("Current plan"), Expected: "Professional annual"},
		{Actual: Describe("Renewal"), Expected: "Renews monthly"},
	})
	if !errors.Is(err, ErrAssertionInconclusive) || errors.Is(err, ErrAssertionFailed) {
		t.Errorf("err = %v", err)
	}
	// Every item passed: no error, results verified.
	rs, err = c.AssertBatch(ctx(t), []Request{{Actual: Describe("Current plan"), Expected: "Professional annual"}})
	if err != nil || rs[0].Freshness != FreshnessVerified || rs[0].Status != semantic.StatusPassed {
		t.Errorf("passing assert: %+v %v", rs, err)
	}
}

func TestSourcesInCrossOriginIframeAndShadowRoot(t *testing.T) {
	inner := serve(t, map[string]string{"/frame": pwtest.Doc(`<dl><dt>Billing status</dt><dd id=b>Payment received</dd></dl>`)})
	frameURL := strings.Replace(inner.URL, "127.0.0.1", "localhost", 1) + "/frame"
	page := pwtest.NewPage(t)
	outer := serve(t, map[string]string{"/": pwtest.Doc(`<h1>Account</h1><div id=host></div>
<script>document.getElementById('host').attachShadow({mode:'open'}).innerHTML = '<dl><dt>Renewal</dt><dd id=r>Auto-renews on Dec 1</dd></dl>';</script>
<iframe src="` + frameURL + `" width=400 height=200></iframe>`)})
	pwtest.Goto(t, page, outer.URL+"/")
	if err := page.FrameLocator("iframe").Locator("#b").WaitFor(); err != nil {
		t.Fatal(err)
	}
	reqs := []Request{
		{Actual: Describe("Billing status"), Expected: "Paid"},
		{Actual: Describe("Renewal"), Expected: "Auto-renews on Dec 1"},
		{Actual: Text(page.FrameLocator("iframe").Locator("#b")), Expected: "Payment received"},
		{Actual: Text(page.Locator("#r")), Expected: "Auto-renews on Dec 1"},
	}
	// The embedded engine, end to end.
	rs, err := New(page).AssertBatch(ctx(t), reqs)
	if err != nil {
		t.Fatal(err)
	}
	if e := rs[0].Evidence; e.Frame != 1 || e.SourceID != "t1_2" || e.Text != "Payment received" || e.Context != "Billing status" || rs[0].Status != semantic.StatusPassed {
		t.Errorf("iframe source: %+v %s", e, rs[0].Status)
	}
	if e := rs[1].Evidence; e.Frame != 0 || e.Text != "Auto-renews on Dec 1" || e.Context != "Renewal" || rs[1].Provenance != semantic.ProvenanceDeterministic {
		t.Errorf("shadow source: %+v", e)
	}
	if rs[2].Evidence.Frame != -1 || rs[3].Evidence.Frame != 0 || rs[2].Status != semantic.StatusPassed || rs[3].Status != semantic.StatusPassed {
		t.Errorf("locators: %+v / %+v", rs[2], rs[3])
	}
	for i, r := range rs {
		if r.Freshness != FreshnessVerified {
			t.Errorf("result %d freshness %s", i, r.Freshness)
		}
	}
	// A change inside the iframe and inside the shadow root during inference.
	frame := page.Frames()[1]
	d := decider(script(pickSource(map[string]string{"Billing status": "Billing status", "Renewal": "Renewal"}, 0.95), always(semantic.ChoiceEquivalent, 0.9)), during(func(req semantic.Request) {
		if req.Questions[0].Kind == semantic.KindComparison {
			frame.Evaluate(`document.getElementById('b').textContent = 'Payment failed'`)
			pwtest.Eval(t, page, `document.getElementById('host').shadowRoot.getElementById('r').textContent = 'Cancelled'`)
		}
	}))
	rs, err = New(page, WithDecider(d)).AssertBatch(ctx(t), reqs[:2])
	if !errors.Is(err, ErrAssertionInconclusive) {
		t.Fatalf("err = %v", err)
	}
	if rs[0].Freshness != FreshnessChanged || rs[0].CurrentEvidence == nil || rs[0].CurrentEvidence.Text != "Payment failed" || rs[0].CurrentEvidence.Frame != 1 {
		t.Errorf("iframe change: %+v", rs[0])
	}
	if rs[1].Freshness != FreshnessChanged || rs[1].CurrentEvidence == nil || rs[1].CurrentEvidence.Text != "Cancelled" {
		t.Errorf("shadow change: %+v", rs[1])
	}
}

func TestLocatedTargetAsActual(t *testing.T) {
	page := open(t, `<h2>Subscription</h2><button id=m>Manage plan</button><button>Cancel subscription</button>`)
	pick := decider(func(q semantic.Question, st semantic.State) (string, map[string]float64) {
		for _, tg := range st.Targets {
			if tg.Name == "Manage plan" {
				return dist(tg.ID, 0.9, semantic.ChoiceNone)
			}
		}
		return dist(semantic.ChoiceNone, 1, "")
	})
	target, err := locate.New(page, locate.WithDecider(pick)).Locate(ctx(t), "The Manage plan control")
	if err != nil {
		t.Fatal(err)
	}
	var built atomic.Int32
	c := New(page, WithDeciderFunc(func() (semantic.Decider, error) { built.Add(1); return pick, nil }))
	r, err := c.Assert(ctx(t), Request{Actual: Ref(target), Expected: "Manage plan"})
	if err != nil {
		t.Fatal(err)
	}
	if r.Source != SourceRef || r.Provenance != semantic.ProvenanceDeterministic || r.SourceConfidence != 0.9 || r.Evidence.SourceID != target.CID || r.Evidence.Text != "Manage plan" || r.Evidence.Role != "button" || r.Freshness != FreshnessVerified {
		t.Errorf("ref result = %+v", r)
	}
	if built.Load() != 0 || r.Usage.Requests != 0 {
		t.Errorf("no additional request expected: built %d usage %+v", built.Load(), *r.Usage)
	}
	if len(r.Questions) != 1 || r.Questions[0].Kind != semantic.KindTargetSelection {
		t.Errorf("questions = %+v", r.Questions)
	}
	// The target's confidence is the source confidence and is gated.
	r, err = c.Compare(ctx(t), Request{Actual: Ref(target), Expected: "Manage plan", MinSourceConfidence: semantic.Float(0.95)})
	if err != nil || r.Status != semantic.StatusInconclusive || r.Uncertainty != UncertainSource {
		t.Errorf("gated ref: %+v %v", r, err)
	}
	// A ref is strict: an identical replacement invalidates it.
	pwtest.Eval(t, page, `const m = document.getElementById('m'); m.replaceWith(m.cloneNode(true))`)
	r, err = c.Assert(ctx(t), Request{Actual: Ref(target), Expected: "Manage plan"})
	if !errors.Is(err, ErrAssertionInconclusive) || r.Freshness != FreshnessChanged || r.Change != "replaced" || r.CurrentEvidence == nil || r.CurrentEvidence.Text != "Manage plan" {
		t.Errorf("replaced ref: %+v %v", r, err)
	}
	// A ref supports text and value only.
	_, err = c.Compare(ctx(t), Request{Actual: Actual{target: &target, property: PropertyChecked}, Expected: "true"})
	if !errors.Is(err, ErrUnsupportedProperty) {
		t.Errorf("ref checked: %v", err)
	}
}
