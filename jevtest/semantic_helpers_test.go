package jevtest_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/jevtest/jev/semantic"
)

// scripted is a decider whose answers the test dictates: a source-selection
// question picks the text source whose text is sourceText with probability
// sourceP, a target-selection question the target named targetName with
// probability 1, and a comparison question answers cmpChoice with
// probability cmpP. Every request reports usage. It records every request.
type scripted struct {
	sourceText string
	sourceP    float64
	unbound    string // a description answered "none"
	targetName string
	cmpChoice  string
	cmpP       float64
	usage      semantic.TokenUsage

	mu       sync.Mutex
	requests []semantic.Request
}

func (d *scripted) Name() string { return "scripted" }

func split(choice string, p float64, other string) map[string]float64 {
	if p >= 1 {
		return map[string]float64{choice: 1}
	}
	return map[string]float64{choice: p, other: 1 - p}
}

func (d *scripted) Decide(_ context.Context, req semantic.Request) (semantic.Answer, error) {
	d.mu.Lock()
	d.requests = append(d.requests, req)
	d.mu.Unlock()
	a := semantic.Answer{Usage: d.usage}
	for _, q := range req.Questions {
		dec := semantic.Decision{QuestionID: q.ID, Choice: semantic.ChoiceNone, Probabilities: map[string]float64{semantic.ChoiceNone: 1}}
		switch q.Kind {
		case semantic.KindSourceSelection:
			if d.unbound != "" && q.Data["description"] == d.unbound {
				break
			}
			for _, s := range req.State.Sources {
				if s.Text == d.sourceText {
					dec.Choice, dec.Probabilities = s.ID, split(s.ID, d.sourceP, semantic.ChoiceNone)
					break
				}
			}
		case semantic.KindTargetSelection:
			for _, t := range req.State.Targets {
				if t.Name == d.targetName {
					dec.Choice, dec.Probabilities = t.ID, map[string]float64{t.ID: 1}
					break
				}
			}
		case semantic.KindComparison:
			other := semantic.ChoiceDifferent
			if d.cmpChoice == semantic.ChoiceDifferent {
				other = semantic.ChoiceEquivalent
			}
			dec.Choice, dec.Probabilities = d.cmpChoice, split(d.cmpChoice, d.cmpP, other)
		default:
			return semantic.Answer{}, fmt.Errorf("scripted: unexpected question kind %q", q.Kind)
		}
		a.Decisions = append(a.Decisions, dec)
	}
	return a, nil
}

// requestJSON is every request the decider saw, encoded.
func (d *scripted) requestJSON(t testing.TB) string {
	t.Helper()
	d.mu.Lock()
	defer d.mu.Unlock()
	b, err := json.Marshal(d.requests)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func (d *scripted) requestCount() int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return len(d.requests)
}

// failing is a decider that must never be asked.
type failing struct {
	mu    sync.Mutex
	calls int
}

func (d *failing) Name() string { return "failing" }

func (d *failing) Decide(context.Context, semantic.Request) (semantic.Answer, error) {
	d.mu.Lock()
	d.calls++
	d.mu.Unlock()
	return semantic.Answer{}, errors.New("failing decider: must not be called")
}

func (d *failing) count() int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.calls
}

// pages serves the semantic tests' pages.
var pages = map[string]string{
	"/plan": `<!doctype html><title>Account</title>
<h1>Account</h1>
<dl><dt>Current plan</dt><dd id="plan">Pro (yearly)</dd>
<dt>Billing status</dt><dd id="billing">Payment failed</dd>
<dt>Renewal</dt><dd id="renewal">Renews on 2026-01-01</dd></dl>
<p class="dup">one</p><p class="dup">two</p>
<a href="/manage">Manage plan</a>`,
	"/manage": `<!doctype html><title>Manage</title>
<h1>Manage plan</h1>
<dl><dt>Status</dt><dd id="status">Active</dd></dl>`,
	"/login": `<!doctype html><title>Login</title>
<h1>Sign in</h1>
<form><label for="user">Username</label><input id="user" type="text" value="ada">
<label for="pw">Password</label><input id="pw" type="password">
<p id="hint">Use your work account</p></form>`,
	"/tall": `<!doctype html><title>Tall</title>
<h1>Report</h1><div style="height:1600px"></div>
<dl><dt>Billing status</dt><dd id="billing">Payment failed</dd></dl>`,
}

func newSemanticSite(t testing.TB) *httptest.Server {
	t.Helper()
	mux := http.NewServeMux()
	for path, body := range pages {
		mux.HandleFunc(path, func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprint(w, body)
		})
	}
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

// recorder passes requests to inner and keeps them encoded.
type recorder struct {
	inner semantic.Decider
	mu    sync.Mutex
	reqs  []string
}

func (r *recorder) Name() string { return r.inner.Name() }

func (r *recorder) Decide(ctx context.Context, req semantic.Request) (semantic.Answer, error) {
	b, _ := json.Marshal(req)
	r.mu.Lock()
	r.reqs = append(r.reqs, string(b))
	r.mu.Unlock()
	return r.inner.Decide(ctx, req)
}

func (r *recorder) all() string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return strings.Join(r.reqs, "\n")
}

func (r *recorder) count() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.reqs)
}
