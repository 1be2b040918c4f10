package jevtest_test

import (
	"errors"
	"fmt"
	"github.com/jevtest/jev/compare"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"sync/atomic"
	"testing"

	"github.com/jevtest/jev/jevtest"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/decisions"
	"github.com/jevtest/jev/semantic/lexical"
	"github.com/jevtest/jev/semantic/semantictest"
)

func planSite(plan *atomic.Value) *httptest.Server {
	return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, `<!doctype html><h1>Account</h1><dl><dt>Current plan</dt><dd>%s</dd><dt>Billing status</dt><dd>Payment received</dd></dl>`, plan.Load())
	}))
}

var planChecks = []struct{ desc, expected string }{
	{"the current plan", "Pro (yearly)"},
	{"the billing status", "payment received"},
	{"the current plan", "the professional annual subscription"},
}

// runPlanSuite runs the checks as parallel tests against srv with d and
// returns each check's status (or the error's text).
func runPlanSuite(t *testing.T, srv *httptest.Server, d semantic.Decider) []string {
	out := make([]string, len(planChecks))
	t.Run("suite", func(t *testing.T) {
		for i, c := range planChecks {
			t.Run(fmt.Sprint(i), func(t *testing.T) {
				t.Parallel()
				s := jevtest.New(t, jevtest.WithDecider(d))
				s.Goto(srv.URL)
				r, err := s.TryAssert(compare.Describe(c.desc), c.expected)
				var ee *jevtest.EvidenceError
				switch {
				case err == nil || errors.As(err, &ee):
					out[i] = string(r.Status)
				default:
					out[i] = "error: " + err.Error()
				}
			})
		}
	})
	return out
}

// A suite recorded with an engine replays from the decision file with the
// engine unavailable, with the same verdicts; an edited page is not
// answered (never a pass) and the engine is still not called.
func TestDecisionStoreRecordsAndReplaysASuite(t *testing.T) {
	path := filepath.Join(t.TempDir(), "decisions.jsonl")
	var plan atomic.Value
	plan.Store("Pro (yearly)")
	srv := planSite(&plan)
	defer srv.Close()

	eng := semantictest.Record(lexical.New())
	rec, err := decisions.Wrap(eng, path, decisions.WithMode(decisions.ModeRecord), decisions.WithEngineID(lexical.ModelID))
	if err != nil {
		t.Fatal(err)
	}
	recorded := runPlanSuite(t, srv, rec)
	if len(eng.Calls()) == 0 {
		t.Fatal("recording asked the engine nothing")
	}
	for i, s := range recorded {
		if s != string(semantic.StatusPassed) && s != string(semantic.StatusFailed) && s != string(semantic.StatusInconclusive) {
			t.Fatalf("check %d recorded %q, want a verdict", i, s)
		}
	}
	if recorded[0] != string(semantic.StatusPassed) {
		t.Fatalf("the literal check should pass when recorded: %q", recorded)
	}

	rep, err := decisions.Wrap(semantictest.Forbidden(t, semantictest.WithName("unavailable")), path, decisions.WithMode(decisions.ModeReplay), decisions.WithEngineID(lexical.ModelID))
	if err != nil {
		t.Fatal(err)
	}
	replayed := runPlanSuite(t, srv, rep)
	for i := range recorded {
		if replayed[i] != recorded[i] {
			t.Errorf("check %d: recorded %s, replayed %s", i, recorded[i], replayed[i])
		}
	}

	plan.Store("Free")
	edited := runPlanSuite(t, srv, rep)
	for i, s := range edited {
		if s != string(semantic.StatusInconclusive) {
			t.Errorf("check %d on an edited page in replay mode: %q, want inconclusive", i, s)
		}
	}
	s := jevtest.New(t, jevtest.WithDecider(rep))
	s.Goto(srv.URL)
	r, err := s.TryAssert(compare.Describe("the current plan"), "Pro (yearly)")
	if !errors.Is(err, compare.ErrAssertionInconclusive) || r.Model != decisions.ModelNotRecorded {
		t.Fatalf("edited page in replay mode: %s (model %q), err = %v; want inconclusive from %s", r.Status, r.Model, err, decisions.ModelNotRecorded)
	}
	if m := rep.Missing(); m == nil || !errors.Is(m, decisions.ErrNotRecorded) {
		t.Fatalf("the store does not say what was not recorded: %v", m)
	}
}
