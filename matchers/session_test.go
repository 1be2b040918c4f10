package matchers_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/onsi/gomega"

	"github.com/jevtest/jev/jevtest"
	"github.com/jevtest/jev/matchers"
	"github.com/jevtest/jev/replay"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/engines"
	"github.com/jevtest/jev/semantic/jevhttp"
	"github.com/jevtest/jev/semantic/lexical"
	"github.com/jevtest/jev/trace"
)

// counted answers like the embedded engine over the jev HTTP protocol,
// counts the requests it serves and reports 50 input tokens for each.
type counted struct {
	inner semantic.Decider
	n     atomic.Int64
}

func (c *counted) Name() string { return "counted" }

func (c *counted) Decide(ctx context.Context, req semantic.Request) (semantic.Answer, error) {
	c.n.Add(1)
	a, err := c.inner.Decide(ctx, req)
	a.Usage = semantic.TokenUsage{InputTokens: 50}
	return a, err
}

// jevDeciderFromEnv serves d with the jev HTTP protocol on loopback and
// points JEV_DECIDER/JEV_ENDPOINT at it for the test.
func jevDeciderFromEnv(t *testing.T) *counted {
	t.Helper()
	d := &counted{inner: lexical.New()}
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

// matchers.Bind(page) without a decider option uses JEV_DECIDER, like
// every other entry point.
func TestBindHonoursJEVDecider(t *testing.T) {
	d := jevDeciderFromEnv(t)
	url := planSite(t)
	page := newPage(t)
	if _, err := page.Goto(url); err != nil {
		t.Fatal(err)
	}
	m := matchers.Bind(page)
	g := gomega.NewWithT(t)
	g.Expect(matchers.Description("Billing status")).To(m.SemanticallyMatch("Paid"))
	if d.n.Load() == 0 {
		t.Fatal("the JEV_DECIDER engine served no request: Bind used another engine")
	}
}

// Matchers bound to a session assert with the session's engine (here from
// JEV_DECIDER), record every assertion in its trace like Session.Assert,
// and count tokens against its budget.
func TestBindSessionTracesAndBudget(t *testing.T) {
	d := jevDeciderFromEnv(t)
	url := planSite(t)
	dir := t.TempDir()
	var path string
	t.Run("record", func(t *testing.T) {
		s := jevtest.New(t, jevtest.WithTraceDir(dir))
		path = s.TracePath()
		s.Goto(url)
		m := matchers.BindSession(s)
		g := gomega.NewWithT(t)
		g.Expect(matchers.Description("Billing status")).To(m.SemanticallyMatch("Paid"))
		g.Eventually(matchers.Description("Current plan")).Should(m.SemanticallyMatch("the professional annual subscription"))
		if s.TokensUsed() == 0 {
			t.Errorf("the session counted no tokens for its matchers")
		}
	})
	if d.n.Load() == 0 {
		t.Fatal("the JEV_DECIDER engine served no request")
	}
	tr, err := trace.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var asserts []string
	for _, s := range tr.Semantics() {
		if s.Op == trace.OpAssert {
			asserts = append(asserts, s.Description+"="+string(s.Result.Status))
		}
	}
	if want := "Billing status=passed,Current plan=passed"; strings.Join(asserts, ",") != want {
		t.Errorf("traced assertions %q, want %q", asserts, want)
	}
	// The trace replays with no engine.
	r, err := replay.New(replay.WithExecute(true))
	if err != nil {
		t.Fatal(err)
	}
	res, err := r.Replay(context.Background(), newPage(t), tr)
	if err != nil || res.Status != replay.TracePassed {
		t.Errorf("replay: %v %s %s", err, res.Status, res.Error)
	}

	// A budget below one request's tokens fails the test.
	rec := &budgetTB{TB: t, name: filepath.Base(t.Name()) + "_budget"}
	s := jevtest.New(rec, jevtest.WithTokenBudget(10), jevtest.WithTraceDir(""))
	s.Goto(url)
	m := matchers.BindSession(s)
	gomega.NewWithT(t).Expect(matchers.Description("Billing status")).To(m.SemanticallyMatch("Paid"))
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
