package matchers_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/onsi/gomega"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/jevtest"
	"github.com/jevtest/jev/matchers"
	"github.com/jevtest/jev/replay"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/engines"
	"github.com/jevtest/jev/semantic/jevhttp"
	"github.com/jevtest/jev/semantic/lexical"
	"github.com/jevtest/jev/semantic/semantictest"
	"github.com/jevtest/jev/trace"
)

// jevDeciderFromEnv serves d with the jev HTTP protocol on loopback and
// points JEV_DECIDER/JEV_ENDPOINT at it for the test.
// The decider answers like the embedded engine, counts the requests it
// serves and reports 50 input tokens for each.
func jevDeciderFromEnv(t *testing.T) *semantictest.Scripted {
	t.Helper()
	d := semantictest.New(semantictest.WithName("counted"), semantictest.WithModel(lexical.ModelID),
		semantictest.WithFallback(lexical.New()), semantictest.WithUsage(semantic.TokenUsage{InputTokens: 50}))
	srv := httptest.NewServer(jevhttp.NewHandler(d))
	t.Cleanup(srv.Close)
	t.Setenv(engines.EnvDecider, "jev")
	t.Setenv("JEV_ENDPOINT", srv.URL)
	return d
}

func planSite(t *testing.T) string {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte(`<!doctype html><title>Account</title><main><h1>Account</h1>
<dl><dt>Current plan</dt><dd>Professional, billed yearly</dd><dt>Billing status</dt><dd>Payment received</dd></dl></main>`))
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}

// Every way of getting matchers without a decider option — Bind(page), the
// unbound SemanticallyMatch, a session's — uses JEV_DECIDER, like every
// other entry point: each question goes to that engine, exactly once.
func TestMatchersHonourJEVDecider(t *testing.T) {
	d := jevDeciderFromEnv(t)
	url := planSite(t)
	page := newPage(t)
	if _, err := page.Goto(url); err != nil {
		t.Fatal(err)
	}
	g := gomega.NewWithT(t)
	// A description: one source-selection request, one comparison request.
	g.Expect(compare.Describe("Billing status")).To(matchers.Bind(page).SemanticallyMatch("Paid"))
	if n := d.Calls(); n != 2 {
		t.Fatalf("Bind: the JEV_DECIDER engine served %d requests, want 2 (source, comparison)", n)
	}
	// A locator: no source question, one comparison request.
	g.Expect(page.Locator("dd").Nth(1)).To(matchers.SemanticallyMatch("Paid"))
	if n := d.Calls(); n != 3 {
		t.Fatalf("unbound SemanticallyMatch: the JEV_DECIDER engine served %d requests in all, want 3", n)
	}
}

// Matchers bound to a session assert with the session's engine (here from
// JEV_DECIDER), record every assertion in its trace like Session.Assert,
// count tokens against its budget, and keep the evidence of an assertion
// that does not hold (an outlined screenshot, the result file), named in
// the failure message.
func TestBindSessionTracesBudgetAndEvidence(t *testing.T) {
	d := jevDeciderFromEnv(t)
	url := planSite(t)
	dir, results := t.TempDir(), t.TempDir()
	var path string
	t.Run("record", func(t *testing.T) {
		s := jevtest.New(t, jevtest.WithTraceDir(dir), jevtest.WithResultsDir(results))
		path = s.TracePath()
		s.Goto(url)
		m := matchers.BindSession(s)
		g := gomega.NewWithT(t)
		g.Expect(compare.Describe("Billing status")).To(m.SemanticallyMatch("Paid"))
		g.Eventually(compare.Describe("Current plan")).Should(m.SemanticallyMatch("the professional annual subscription"))
		// 2 requests of 50 input tokens per description.
		if n, tok := d.Calls(), s.TokensUsed(); n != 4 || tok != 200 {
			t.Errorf("the session's matchers made %d requests and counted %d tokens, want 4 and 200", n, tok)
		}

		msg := gomega.InterceptGomegaFailure(func() {
			gomega.Expect(compare.Describe("Current plan")).To(m.SemanticallyMatch("Free plan"))
		})
		if msg == nil {
			t.Fatal("a free-plan assertion on the professional plan held")
		}
		shot := regexp.MustCompile(`\n      screenshot: (\S+\.png) \(evidence source outlined\)\n      result:     (\S+\.json)$`).FindStringSubmatch(msg.Error())
		if shot == nil || !strings.Contains(msg.Error(), "\n      evidence kept in "+s.ResultsDir()+"\n") {
			t.Fatalf("the failure message names no evidence kept in %s:\n%s", s.ResultsDir(), msg)
		}
		for _, f := range shot[1:] {
			if st, err := os.Stat(f); err != nil || st.Size() == 0 || filepath.Dir(f) != s.ResultsDir() {
				t.Errorf("evidence file %s: %v (want a non-empty file in %s)", f, err, s.ResultsDir())
			}
		}
	})
	if n := d.Calls(); n != 5 {
		t.Errorf("the JEV_DECIDER engine served %d requests, want 5 (the failed assertion's source question answered from the cache)", n)
	}
	tr, err := trace.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var asserts []string
	for _, s := range tr.Semantics() {
		if s.Op == trace.OpAssert {
			asserts = append(asserts, fmt.Sprintf("%s=%s:%s/%d decisions", s.Description, s.Expected, s.Result.Status, len(s.Decisions)))
		}
	}
	want := "Billing status=Paid:passed/2 decisions,Current plan=the professional annual subscription:passed/2 decisions,Current plan=Free plan:failed/2 decisions"
	if got := strings.Join(asserts, ","); got != want {
		t.Errorf("traced assertions\n%s\nwant\n%s", got, want)
	}
	// The trace replays with no engine: the passes as passes, the failure
	// (its source question answered from the cache, its sources still
	// recorded) as the recorded failure.
	r, err := replay.New(replay.WithExecute(true))
	if err != nil {
		t.Fatal(err)
	}
	res, err := r.Replay(context.Background(), newPage(t), tr)
	var steps []string
	for _, st := range res.Steps {
		if st.Kind == replay.StepKindSemantic {
			steps = append(steps, string(st.Status))
		}
	}
	if err != nil || res.Status != replay.TraceFailedAsRecorded || strings.Join(steps, ",") != "ok,ok,failed-as-recorded" {
		t.Errorf("replay: %v %s %v\n%s", err, res.Status, steps, replay.Explain(res))
	}

	// A budget below one request's tokens fails the test.
	rec := &budgetTB{TB: t, name: filepath.Base(t.Name()) + "_budget"}
	s := jevtest.New(rec, jevtest.WithTokenBudget(10), jevtest.WithTraceDir(""), jevtest.WithResultsDir(results))
	s.Goto(url)
	m := matchers.BindSession(s)
	gomega.NewWithT(t).Expect(compare.Describe("Billing status")).To(m.SemanticallyMatch("Paid"))
	if !strings.Contains(rec.errs.String(), "token budget exceeded") {
		t.Errorf("no budget failure; errors: %q", rec.errs.String())
	}
}

// budgetTB records Errorf instead of failing the real test.
type budgetTB struct {
	testing.TB
	name string
	errs strings.Builder
}

func (b *budgetTB) Name() string { return b.name }
func (b *budgetTB) Errorf(format string, args ...any) {
	b.errs.WriteString(strings.TrimSpace(fmt.Sprintf(format, args...)) + "\n")
}
