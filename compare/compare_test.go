package compare

import (
	"context"
	"encoding/json"
	"errors"
	"math"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jevtest/jev/internal/pwtest"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/lexical"
	"github.com/jevtest/jev/semantic/semantictest"
)

const planPage = `<h1>Account</h1><dl><dt>Plan</dt><dd>Pro annual</dd><dt>Billing status</dt><dd>Payment received</dd><dt>Renewal</dt><dd>Auto-renews on Dec 1</dd></dl>`

// planKeys maps the test descriptions to the context of their source.
var planKeys = map[string]string{
	"Current plan":         "Plan",
	"Billing status":       "Billing status",
	"Renewal":              "Renewal",
	"Current subscription": "Plan",
}

func TestCompareDescriptionEmbeddedEngine(t *testing.T) {
	page := open(t, planPage)
	rs, err := New(page).CompareBatch(ctx(t), []Request{
		{Actual: Describe("Current subscription plan"), Expected: "Professional annual subscription"},
		{Actual: Describe("Billing status"), Expected: "Paid"},
		{Actual: Describe("Current subscription plan"), Expected: "Free"},
	})
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		status semantic.Status
		choice string
		id     string
		text   string
		ctx    string
	}{
		{semantic.StatusPassed, semantic.ChoiceEquivalent, "t0_3", "Pro annual", "Plan"},
		{semantic.StatusPassed, semantic.ChoiceEquivalent, "t0_5", "Payment received", "Billing status"},
		{semantic.StatusFailed, semantic.ChoiceDifferent, "t0_3", "Pro annual", "Plan"},
	}
	for i, w := range want {
		r := rs[i]
		if r.Status != w.status || r.Choice != w.choice || r.Evidence.SourceID != w.id || r.Evidence.Text != w.text || r.Evidence.Context != w.ctx {
			t.Errorf("result %d = %s %s %s %q %q, want %+v", i, r.Status, r.Choice, r.Evidence.SourceID, r.Evidence.Text, r.Evidence.Context, w)
		}
		if r.Source != SourceSemantic || r.Provenance != semantic.ProvenanceSemantic || r.Freshness != FreshnessSnapshot {
			t.Errorf("result %d: source %s provenance %s freshness %s", i, r.Source, r.Provenance, r.Freshness)
		}
		if r.Threshold != 0.8 || r.SourceThreshold != 0.8 || !(r.Confidence >= 0.8) || !(r.SourceConfidence >= 0.8) {
			t.Errorf("result %d: confidence %v/%v source %v/%v", i, r.Confidence, r.Threshold, r.SourceConfidence, r.SourceThreshold)
		}
		if r.Model != lexical.ModelID || len(r.Models) != 1 || len(r.Questions) != 2 || len(r.Decisions) != 2 {
			t.Errorf("result %d: model %q models %v, %d questions %d decisions", i, r.Model, r.Models, len(r.Questions), len(r.Decisions))
		}
		if r.Usage != rs[0].Usage {
			t.Errorf("result %d: usage is not the batch's single object", i)
		}
	}
	u := *rs[0].Usage
	if u.Requests != 2 || u.Questions != 6 || u.SerialDecisionDepth != 2 || u.Model != lexical.ModelID {
		t.Errorf("usage = %+v, want 2 requests, 6 questions, depth 2", u)
	}
	// The JSON form has the semantic-operations contract's field names.
	b, _ := json.Marshal(rs[0])
	var m map[string]any
	json.Unmarshal(b, &m)
	for _, k := range []string{"status", "choice", "confidence", "sourceConfidence", "threshold", "sourceThreshold", "source", "provenance", "evidence", "freshness", "expected", "usage", "models", "model", "questions", "decisions"} {
		if _, ok := m[k]; !ok {
			t.Errorf("JSON lacks %q: %s", k, b)
		}
	}
	ev := m["evidence"].(map[string]any)
	for _, k := range []string{"sourceId", "frame", "role", "text", "context"} {
		if _, ok := ev[k]; !ok {
			t.Errorf("evidence JSON lacks %q", k)
		}
	}
	us := m["usage"].(map[string]any)
	for _, k := range []string{"requests", "questions", "serialDecisionDepth", "inputTokens", "outputTokens", "providerMs", "observationMs", "verificationMs"} {
		if _, ok := us[k]; !ok {
			t.Errorf("usage JSON lacks %q", k)
		}
	}
}

func TestThresholdsValidatedBeforeAnything(t *testing.T) {
	page := pwtest.NewPage(t)
	page.Close() // any browser work would now fail with a closed-target error
	var built atomic.Int32
	fn := func() (semantic.Decider, error) { built.Add(1); return lexical.New(), nil }
	bad := []float64{math.NaN(), math.Inf(1), math.Inf(-1), -0.01, 1.01}
	loc := page.Locator("#x")
	for _, v := range bad {
		for _, name := range []string{"minConfidence", "minSourceConfidence"} {
			req := Request{Actual: Describe("Plan"), Expected: "Pro"}
			if name == "minConfidence" {
				req.MinConfidence = semantic.Float(v)
			} else {
				req.MinSourceConfidence = semantic.Float(v)
			}
			for _, op := range []string{"compare", "assert"} {
				c := New(page, WithDeciderFunc(fn))
				var err error
				if op == "compare" {
					_, err = c.CompareBatch(ctx(t), []Request{{Actual: Text(loc), Expected: "x"}, req})
				} else {
					_, err = c.AssertBatch(ctx(t), []Request{req})
				}
				var te *semantic.ThresholdError
				if !errors.As(err, &te) || !errors.Is(err, semantic.ErrInvalidThreshold) || te.Name != name || !(te.Value == v || math.IsNaN(v)) {
					t.Errorf("%s %s=%v: err = %v, want *ThresholdError naming %s", op, name, v, err, name)
				}
			}
		}
		// Comparer-level defaults are validated the same way.
		_, err := New(page, WithMinConfidence(v), WithDeciderFunc(fn)).Compare(ctx(t), Request{Actual: Describe("Plan"), Expected: "Pro"})
		if !errors.Is(err, semantic.ErrInvalidThreshold) {
			t.Errorf("WithMinConfidence(%v): err = %v", v, err)
		}
		_, err = New(page, WithMinSourceConfidence(v), WithDeciderFunc(fn)).Compare(ctx(t), Request{Actual: Describe("Plan"), Expected: "Pro"})
		if !errors.Is(err, semantic.ErrInvalidThreshold) {
			t.Errorf("WithMinSourceConfidence(%v): err = %v", v, err)
		}
	}
	if n := built.Load(); n != 0 {
		t.Errorf("decider constructed %d times before validation", n)
	}
	// Bounds are valid values.
	for _, v := range []float64{0, 1} {
		if _, err := New(page).CompareBatch(ctx(t), []Request{{Actual: Describe("Plan"), Expected: "Pro", MinConfidence: semantic.Float(v), MinSourceConfidence: semantic.Float(v)}}); errors.Is(err, semantic.ErrInvalidThreshold) || err == nil {
			t.Errorf("threshold %v: err = %v, want the closed page's error", v, err)
		}
	}
}

func TestThresholdDefaultsAndOverrides(t *testing.T) {
	page := open(t, planPage)
	d := decider(script(pickSource(planKeys, 0.95), always(semantic.ChoiceEquivalent, 0.9)))
	cases := []struct {
		opts           []Option
		req            Request
		min, minSource float64
	}{
		{nil, Request{}, 0.8, 0.8},
		{nil, Request{MinConfidence: semantic.Float(0.6)}, 0.6, 0.6},
		{nil, Request{MinConfidence: semantic.Float(0.9), MinSourceConfidence: semantic.Float(0.4)}, 0.9, 0.4},
		{[]Option{WithMinConfidence(0.7)}, Request{}, 0.7, 0.7},
		{[]Option{WithMinConfidence(0.7), WithMinSourceConfidence(0.3)}, Request{MinConfidence: semantic.Float(0.95)}, 0.95, 0.3},
	}
	for i, tc := range cases {
		tc.req.Actual = Describe("Current plan")
		tc.req.Expected = "Professional annual"
		r, err := New(page, append(tc.opts, WithDecider(d))...).Compare(ctx(t), tc.req)
		if err != nil {
			t.Fatal(err)
		}
		if r.Threshold != tc.min || r.SourceThreshold != tc.minSource {
			t.Errorf("case %d: thresholds %v/%v, want %v/%v", i, r.Threshold, r.SourceThreshold, tc.min, tc.minSource)
		}
		wantStatus := semantic.StatusPassed
		if 0.9 < tc.min {
			wantStatus = semantic.StatusInconclusive
		}
		if r.Status != wantStatus {
			t.Errorf("case %d: status %s, want %s", i, r.Status, wantStatus)
		}
	}
}

func TestLowSourceConfidenceSkipsComparison(t *testing.T) {
	page := open(t, planPage)
	d := decider(script(pickSource(planKeys, 0.6), always(semantic.ChoiceEquivalent, 0.99)))
	r, err := New(page, WithDecider(d)).Compare(ctx(t), Request{Actual: Describe("Current plan"), Expected: "Professional annual"})
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != semantic.StatusInconclusive || r.Uncertainty != UncertainSource || r.Choice != "" || r.Confidence != 0 || r.Provenance != "" {
		t.Errorf("result = %+v, want inconclusive by source, no comparison", r)
	}
	if r.SourceConfidence != 0.6 || r.Evidence.Text != "Pro annual" || r.Evidence.SourceID != "t0_3" {
		t.Errorf("source %v evidence %+v: the selected source must still be returned", r.SourceConfidence, r.Evidence)
	}
	for _, q := range d.Questions() {
		if q.Kind == semantic.KindComparison {
			t.Errorf("comparison question asked: %+v", q)
		}
	}
	if u := r.Usage; u.Requests != 1 || u.Questions != 1 || u.SerialDecisionDepth != 1 {
		t.Errorf("usage = %+v, want one request, one question, depth 1", *u)
	}
	if !strings.Contains(Explain(r), "SOURCE uncertain: source confidence 0.60 < sourceThreshold 0.80") {
		t.Errorf("explain = %s", Explain(r))
	}

	// Lowering only the source threshold lets the comparison run.
	d2 := decider(script(pickSource(planKeys, 0.6), always(semantic.ChoiceEquivalent, 0.99)))
	r, err = New(page, WithDecider(d2)).Compare(ctx(t), Request{Actual: Describe("Current plan"), Expected: "Professional annual", MinSourceConfidence: semantic.Float(0.5)})
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != semantic.StatusPassed || r.Threshold != 0.8 || r.SourceThreshold != 0.5 || r.Usage.SerialDecisionDepth != 2 {
		t.Errorf("with minSourceConfidence 0.5: %s thresholds %v/%v depth %d", r.Status, r.Threshold, r.SourceThreshold, r.Usage.SerialDecisionDepth)
	}
}

func TestExactAfterSemanticSourceIsDeterministic(t *testing.T) {
	page := open(t, planPage)
	for _, tc := range []struct {
		srcP   float64
		status semantic.Status
	}{{0.95, semantic.StatusPassed}, {0.6, semantic.StatusInconclusive}} {
		d := decider(script(pickSource(planKeys, tc.srcP), always(semantic.ChoiceDifferent, 0.99)))
		// Full-width letters and extra white space normalise to the source text.
		r, err := New(page, WithDecider(d)).Compare(ctx(t), Request{Actual: Describe("Current plan"), Expected: "  Ｐｒｏ \n annual "})
		if err != nil {
			t.Fatal(err)
		}
		if r.Status != tc.status || r.Provenance != semantic.ProvenanceDeterministic || r.Confidence != 1 || r.Choice != semantic.ChoiceEquivalent || r.SourceConfidence != tc.srcP {
			t.Errorf("source %v: %+v", tc.srcP, r)
		}
		if tc.status == semantic.StatusInconclusive && r.Uncertainty != UncertainSource {
			t.Errorf("uncertainty = %q, want source", r.Uncertainty)
		}
		if n := len(d.Requests()); n != 1 || r.Usage.Requests != 1 || r.Usage.SerialDecisionDepth != 1 {
			t.Errorf("source %v: %d decider requests, usage %+v; want exactly the source request", tc.srcP, n, *r.Usage)
		}
	}
}

// TestSourceNoneAndAmbiguousPartialBatch: a description that cannot be
// bound is its own inconclusive item carrying its *SourceError (with the
// candidates the decider weighed); the other items are decided, and the
// batch error carries every result.
func TestSourceNoneAndAmbiguousPartialBatch(t *testing.T) {
	page := open(t, planPage)
	for _, tc := range []struct {
		choice string
		want   error
	}{{semantic.ChoiceNone, ErrSourceNotFound}, {semantic.ChoiceAmbiguous, ErrSourceAmbiguous}} {
		other := semantic.ChoiceAmbiguous
		if tc.choice == semantic.ChoiceAmbiguous {
			other = semantic.ChoiceNone
		}
		d := decider(script(func(q semantic.Question, st semantic.State) (string, map[string]float64) {
			if q.Data["description"] == "Shipping address" {
				return dist(tc.choice, 0.9, other)
			}
			return pickSource(planKeys, 0.95)(q, st)
		}, always(semantic.ChoiceEquivalent, 0.99)))
		for _, op := range []string{"compare", "assert"} {
			c := New(page, WithDecider(d))
			reqs := []Request{
				{Actual: Describe("Current plan"), Expected: "Professional annual"},
				{Actual: Describe("Shipping address"), Expected: "Berlin"},
			}
			var rs []Result
			var err error
			if op == "compare" {
				rs, err = c.CompareBatch(ctx(t), reqs)
			} else {
				rs, err = c.AssertBatch(ctx(t), reqs)
			}
			var se *SourceError
			if !errors.Is(err, tc.want) || !errors.As(err, &se) || se.Description != "Shipping address" || se.Index != 1 || se.Choice != tc.choice || se.Confidence != 0.9 {
				t.Fatalf("%s %s: results %v err %v", op, tc.choice, rs, err)
			}
			if len(rs) != 2 {
				t.Fatalf("%s %s: %d results, want 2", op, tc.choice, len(rs))
			}
			if rs[0].Status != semantic.StatusPassed || rs[0].SourceError != nil {
				t.Errorf("%s %s: the bound item is %s (%v), want passed", op, tc.choice, rs[0].Status, rs[0].SourceError)
			}
			if rs[1].Status != semantic.StatusInconclusive || rs[1].Uncertainty != UncertainSource || rs[1].SourceError != se {
				t.Errorf("%s %s: the unbound item is %s/%s with %v, want inconclusive/source with its SourceError", op, tc.choice, rs[1].Status, rs[1].Uncertainty, rs[1].SourceError)
			}
			var be *BatchError
			var ae *AssertionError
			switch op {
			case "compare":
				if !errors.As(err, &be) || len(be.Results) != 2 || len(be.Errs) != 1 {
					t.Errorf("compare %s: %T %v, want a *BatchError with both results", tc.choice, err, err)
				}
			case "assert":
				if !errors.As(err, &ae) || !errors.Is(err, ErrAssertionInconclusive) || len(ae.Results) != 2 {
					t.Errorf("assert %s: %T %v, want an inconclusive *AssertionError with both results", tc.choice, err, err)
				}
			}
			if !strings.Contains(err.Error(), `SOURCE not bound for description "Shipping address"`) {
				t.Errorf("message = %v", err)
			}
		}
		for _, q := range d.Questions() {
			if q.Kind == semantic.KindComparison && q.Data["expected"] == "Berlin" {
				t.Errorf("%s: comparison asked for the unbound item", tc.choice)
			}
		}
	}
}

// TestSourceErrorCandidates: an unbound description's error lists the
// sources the decider weighed, best first, with their text and scores.
func TestSourceErrorCandidates(t *testing.T) {
	page := open(t, planPage)
	d := decider(script(func(q semantic.Question, st semantic.State) (string, map[string]float64) {
		a, b := st.Sources[0].ID, st.Sources[1].ID
		return semantic.ChoiceAmbiguous, map[string]float64{semantic.ChoiceAmbiguous: 0.6, semantic.ChoiceNone: 0.1, a: 0.2, b: 0.1}
	}, always(semantic.ChoiceEquivalent, 0.99)))
	_, err := New(page, WithDecider(d)).Compare(ctx(t), Request{Actual: Describe("Plan"), Expected: "Pro"})
	var se *SourceError
	if !errors.As(err, &se) || !errors.Is(err, ErrSourceAmbiguous) {
		t.Fatalf("err = %v, want a *SourceError", err)
	}
	if len(se.Candidates) != 2 || se.Candidates[0].Score != 0.2 || se.Candidates[1].Score != 0.1 || se.Candidates[0].Text == "" {
		t.Fatalf("candidates = %+v, want the two sources, best first, with their text", se.Candidates)
	}
	if !strings.Contains(err.Error(), "candidates: "+se.Candidates[0].ID) {
		t.Errorf("message %q does not list the candidates", err)
	}
}

func TestComparisonVerdicts(t *testing.T) {
	page := open(t, planPage)
	cases := []struct {
		choice      string
		p           float64
		status      semantic.Status
		uncertainty Uncertainty
	}{
		{semantic.ChoiceEquivalent, 0.93, semantic.StatusPassed, ""},
		{semantic.ChoiceDifferent, 0.93, semantic.StatusFailed, ""},
		{semantic.ChoiceEquivalent, 0.7, semantic.StatusInconclusive, UncertainComparison},
		{semantic.ChoiceDifferent, 0.7, semantic.StatusInconclusive, UncertainComparison},
		{semantic.ChoiceInsufficientEvidence, 0.95, semantic.StatusInconclusive, UncertainComparison},
	}
	for _, tc := range cases {
		d := decider(script(pickSource(planKeys, 0.94), always(tc.choice, tc.p)), semantictest.WithModel("m1"))
		r, err := New(page, WithDecider(d)).Compare(ctx(t), Request{Actual: Describe("Current plan"), Expected: "Professional annual"})
		if err != nil {
			t.Fatal(err)
		}
		if r.Status != tc.status || r.Choice != tc.choice || r.Confidence != tc.p || r.Uncertainty != tc.uncertainty || r.SourceConfidence != 0.94 {
			t.Errorf("%s %v: %s %s %v %q", tc.choice, tc.p, r.Status, r.Choice, r.Confidence, r.Uncertainty)
		}
		if r.Model != "m1" || r.Usage.InputTokens != 200 || r.Usage.OutputTokens != 20 {
			t.Errorf("model %q usage %+v", r.Model, *r.Usage)
		}
	}
}

func TestProviderErrorsPassThroughClassified(t *testing.T) {
	page := open(t, planPage)
	rate := &semantic.ProviderError{Engine: "scripted", Class: semantic.ClassRateLimit, StatusCode: 429}
	for _, tc := range []struct {
		err  error
		want error
	}{{rate, semantic.ErrRateLimit}, {errors.New("socket closed"), semantic.ErrServer}} {
		d := failing(tc.err)
		for _, op := range []string{"compare", "assert"} {
			c := New(page, WithDecider(d))
			req := Request{Actual: Describe("Current plan"), Expected: "Professional annual"}
			var rs []Result
			var err error
			if op == "compare" {
				rs, err = c.CompareBatch(ctx(t), []Request{req})
			} else {
				rs, err = c.AssertBatch(ctx(t), []Request{req})
			}
			var pe *semantic.ProviderError
			if !errors.Is(err, tc.want) || !errors.As(err, &pe) || rs != nil || errors.Is(err, ErrAssertionInconclusive) {
				t.Errorf("%s %v: results %v err %v", op, tc.err, rs, err)
			}
		}
	}
	// A comparison-frontier failure also passes through, after the source frontier.
	d := decider(script(pickSource(planKeys, 0.95), always(semantic.ChoiceEquivalent, 0.9)), semantictest.WithBefore(func(_ context.Context, req semantic.Request) error {
		if req.Questions[0].Kind == semantic.KindComparison {
			return &semantic.ProviderError{Engine: "scripted", Class: semantic.ClassTimeout}
		}
		return nil
	}))
	_, err := New(page, WithDecider(d)).Compare(ctx(t), Request{Actual: Describe("Current plan"), Expected: "Professional annual"})
	if !errors.Is(err, semantic.ErrTimeout) {
		t.Errorf("comparison frontier failure: %v", err)
	}
	// A malformed answer is an error, never a decision.
	bad := decider(func(q semantic.Question, st semantic.State) (string, map[string]float64) {
		return "made_up", map[string]float64{"made_up": 1}
	}, semantictest.WithRawAnswers())
	_, err = New(page, WithDecider(bad)).Compare(ctx(t), Request{Actual: Describe("Current plan"), Expected: "Professional annual"})
	if !errors.Is(err, semantic.ErrMalformedResponse) {
		t.Errorf("malformed answer: %v", err)
	}
	// A decider that cannot be constructed is a configuration error.
	_, err = New(page, WithDeciderFunc(func() (semantic.Decider, error) { return nil, errors.New("no key") })).Compare(ctx(t), Request{Actual: Describe("Current plan"), Expected: "x"})
	if !errors.Is(err, semantic.ErrConfiguration) {
		t.Errorf("constructor failure: %v", err)
	}
}

func TestOnlySelectedEvidenceAndExpectedReachTheEngine(t *testing.T) {
	page := open(t, planPage+`<p>Internal note ZX-41 about the customer</p><label>Password <input id=pw type=password></label>`)
	if err := page.Locator("#pw").Fill("hunter2-secret"); err != nil {
		t.Fatal(err)
	}
	d := decider(script(pickSource(planKeys, 0.95), always(semantic.ChoiceEquivalent, 0.9)))
	_, err := New(page, WithDecider(d)).CompareBatch(ctx(t), []Request{
		{Actual: Describe("Current plan"), Expected: "Professional annual"},
		{Actual: Text(page.Locator("dd").Nth(1)), Expected: "Paid"},
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, req := range d.Requests() {
		b, _ := json.Marshal(req)
		if strings.Contains(string(b), "hunter2") {
			t.Errorf("a password value reached the engine: %s", b)
		}
		for _, q := range req.Questions {
			switch q.Kind {
			case semantic.KindSourceSelection:
				if len(q.Data) != 1 || q.Data["description"] != "Current plan" {
					t.Errorf("source question data = %v", q.Data)
				}
				// The targets go along as context: every ref that is no
				// criterion names a target of the request's state.
				crit, tgts := map[string]bool{}, map[string]bool{}
				for _, c := range q.Criteria {
					crit[c.ID] = true
				}
				for _, x := range req.State.Targets {
					tgts[x.ID] = true
				}
				for _, r := range q.Refs {
					if !crit[r] && !tgts[r] {
						t.Errorf("source question ref %q is neither a criterion nor a target of the state", r)
					}
				}
				if len(req.State.Targets) == 0 {
					t.Errorf("source request carries no targets")
				}
			case semantic.KindComparison:
				if len(req.State.Sources) != 0 {
					t.Errorf("comparison request carries page sources: %v", req.State.Sources)
				}
				// A described item also carries its description (the
				// user's words, not page text); a locator item does not.
				ok := (q.Data["actual"] == "Pro annual" && q.Data["context"] == "Plan" && q.Data["expected"] == "Professional annual" &&
					q.Data[semantic.DataDescription] == "Current plan" && len(q.Data) == 4) ||
					(q.Data["actual"] == "Payment received" && q.Data["context"] == "" && q.Data["expected"] == "Paid" && len(q.Data) == 3)
				if !ok {
					t.Errorf("comparison data = %v", q.Data)
				}
			}
			for _, v := range q.Data {
				if strings.Contains(v, "ZX-41") {
					t.Errorf("unselected page text in question data: %v", q.Data)
				}
			}
		}
	}
}

func TestCallerInputsCopiedBeforeInference(t *testing.T) {
	page := open(t, planPage)
	reqs := []Request{
		{Actual: Describe("Current plan"), Expected: "Professional annual"},
		{Actual: Describe("Billing status"), Expected: "Paid"},
	}
	d := decider(script(pickSource(planKeys, 0.95), always(semantic.ChoiceDifferent, 0.95)), during(func(semantic.Request) {
		// The caller rewrites its request slice while inference runs.
		reqs[0].Expected = "Pro annual"
		reqs[0].Actual = Describe("Billing status")
		reqs[1] = Request{Actual: Describe("Renewal"), Expected: "rewritten"}
	}))
	rs, err := New(page, WithDecider(d)).AssertBatch(ctx(t), reqs)
	var ae *AssertionError
	if !errors.As(err, &ae) || ae.Code != CodeAssertionFailed {
		t.Fatalf("err = %v", err)
	}
	if rs[0].Expected != "Professional annual" || rs[0].Description != "Current plan" || rs[0].Evidence.Text != "Pro annual" || rs[1].Expected != "Paid" {
		t.Errorf("diagnostic rewritten by the caller: %+v / %+v", rs[0], rs[1])
	}
	if ae.Expected[0] != "Professional annual" || ae.Expected[1] != "Paid" || !strings.Contains(ae.Error(), `expected:  "Professional annual"`) {
		t.Errorf("assertion error: %v", ae)
	}
	for _, q := range d.Questions() {
		if q.Kind == semantic.KindComparison && q.Data["expected"] != "Professional annual" && q.Data["expected"] != "Paid" {
			t.Errorf("question rewritten: %v", q.Data)
		}
	}
}

func TestBatchUsageCountedOnce(t *testing.T) {
	// A long finite animation makes observation wait its 400 ms cap.
	page := open(t, `<style>@keyframes k{from{opacity:.5}to{opacity:1}} .a{animation:k 10s}</style><div class=a>x</div>`+planPage)
	d := decider(script(pickSource(planKeys, 0.95), always(semantic.ChoiceEquivalent, 0.9)), semantictest.WithModel("m1"), during(func(semantic.Request) { time.Sleep(40 * time.Millisecond) }))
	rs, err := New(page, WithDecider(d)).CompareBatch(ctx(t), []Request{
		{Actual: Describe("Current plan"), Expected: "Professional annual"},
		{Actual: Describe("Billing status"), Expected: "Paid"},
		{Actual: Describe("Renewal"), Expected: "Auto-renews on Dec 1"},
	})
	if err != nil {
		t.Fatal(err)
	}
	u := rs[0].Usage
	for i, r := range rs {
		if r.Usage != u {
			t.Errorf("result %d has its own usage object", i)
		}
	}
	if u.Requests != 2 || u.Questions != 5 || u.SerialDecisionDepth != 2 || u.InputTokens != 200 || u.OutputTokens != 20 || u.Model != "m1" {
		t.Errorf("usage = %+v", *u)
	}
	if u.ProviderMs < 80 || u.ObservationMs < 300 || u.VerificationMs < 0 {
		t.Errorf("timings = provider %d ms, observation %d ms, verification %d ms", u.ProviderMs, u.ObservationMs, u.VerificationMs)
	}
	if rs[2].Provenance != semantic.ProvenanceDeterministic || len(rs[2].Questions) != 1 || rs[2].Model != "m1" {
		t.Errorf("exact item: %+v", rs[2])
	}
}

func TestRequestErrorsBeforeAnyWork(t *testing.T) {
	page := pwtest.NewPage(t)
	other := pwtest.NewPage(t)
	page.Close()
	var built atomic.Int32
	c := New(page, WithDeciderFunc(func() (semantic.Decider, error) { built.Add(1); return lexical.New(), nil }))
	loc := page.Locator("#x")
	cases := []struct {
		name string
		req  Request
		want error
	}{
		{"no actual", Request{Expected: "x"}, ErrInvalidRequest},
		{"two actuals", Request{Actual: Actual{description: "d", locator: loc}, Expected: "x"}, ErrInvalidRequest},
		{"empty expected", Request{Actual: Describe("d"), Expected: " \n"}, ErrInvalidRequest},
		{"attribute without name", Request{Actual: Attr(loc, ""), Expected: "x"}, ErrInvalidRequest},
		{"attribute name with text", Request{Actual: Read(loc, "", "href"), Expected: "x"}, ErrInvalidRequest},
		{"unsupported property", Request{Actual: Read(loc, "color", ""), Expected: "x"}, ErrUnsupportedProperty},
		{"property on description", Request{Actual: Actual{description: "d", property: PropertyValue}, Expected: "x"}, ErrInvalidRequest},
		{"foreign locator", Request{Actual: Text(other.Locator("#x")), Expected: "x"}, ErrInvalidRequest},
	}
	for _, tc := range cases {
		_, err := c.CompareBatch(ctx(t), []Request{{Actual: Describe("ok"), Expected: "ok"}, tc.req})
		var re *RequestError
		if !errors.Is(err, tc.want) || !errors.As(err, &re) || re.Index != 1 {
			t.Errorf("%s: err = %v, want %v at index 1", tc.name, err, tc.want)
		}
	}
	if rs, err := c.CompareBatch(ctx(t), nil); rs != nil || err != nil {
		t.Errorf("empty batch: %v %v", rs, err)
	}
	if built.Load() != 0 {
		t.Errorf("decider constructed for invalid requests")
	}
}
