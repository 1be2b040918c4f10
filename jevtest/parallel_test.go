package jevtest_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/jevtest"
	"github.com/jevtest/jev/replay"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/decisions"
	"github.com/jevtest/jev/semantic/lexical"
	"github.com/jevtest/jev/trace"
)

var parallelPlans = []string{"Free", "Starter", "Professional", "Team", "Enterprise", "Education"}

// parallelSite serves /plan/<i>: the plan parallelPlans[i] and an upgrade
// button that changes the status.
func parallelSite(t *testing.T) string {
	mux := http.NewServeMux()
	mux.HandleFunc("/plan/{i}", func(w http.ResponseWriter, r *http.Request) {
		var i int
		fmt.Sscan(r.PathValue("i"), &i)
		fmt.Fprintf(w, `<!doctype html><title>Account</title><h1>Account</h1>
<p>Current plan: <span id="plan">%s</span></p><p>Status: <span id="status">Active</span></p>
<button onclick="document.getElementById('status').textContent = 'Upgraded'">Upgrade the plan</button>`, parallelPlans[i%len(parallelPlans)])
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv.URL
}

// Parallel tests, each with its own session — on the shared browser and on
// a second browser of their own — sharing one decider, one decision file
// (some through one Store, some through Stores of their own), one trace
// folder and one results folder: every session decides on its own page
// only, every trace is whole and replays from the decision file alone.
// Run with -race.
func TestParallelSessionsShareNothing(t *testing.T) {
	dir := t.TempDir()
	traces, results, store := filepath.Join(dir, "traces"), filepath.Join(dir, "results"), filepath.Join(dir, "decisions.jsonl")
	base := parallelSite(t)
	shared, err := decisions.Wrap(lexical.New(), store)
	if err != nil {
		t.Fatal(err)
	}
	other, err := jevtest.StartBrowser(context.Background(), jevtest.ConfigFromEnv())
	if err != nil {
		t.Fatalf("second browser: %v", err)
	}
	t.Cleanup(func() { other.Close(context.Background()) })
	t.Run("sessions", func(t *testing.T) {
		for i, plan := range parallelPlans {
			t.Run(plan, func(t *testing.T) {
				t.Parallel()
				var d semantic.Decider = shared
				if i%2 == 1 {
					own, err := decisions.Wrap(lexical.New(), store)
					if err != nil {
						t.Fatal(err)
					}
					d = own
				}
				opts := []jevtest.Option{jevtest.WithDecider(d), jevtest.WithTraceDir(traces), jevtest.WithResultsDir(results)}
				if i%3 == 2 {
					opts = append(opts, jevtest.WithBrowser(other))
				}
				parallelSession(t, jevtest.New(t, opts...), fmt.Sprintf("%s/plan/%d", base, i), plan, parallelPlans[(i+1)%len(parallelPlans)])
			})
		}
	})
	if t.Failed() {
		return
	}
	checkParallelTraces(t, traces, store)
}

// parallelSession asserts the session's own plan, refutes its neighbour's,
// acts and asserts the change.
func parallelSession(t *testing.T, s *jevtest.Session, url, plan, neighbour string) {
	s.Goto(url)
	planText := compare.Text(s.Page().Locator("#plan"))
	s.Assert(planText, plan)
	if r := s.Compare(planText, neighbour); r.Status == semantic.StatusPassed {
		t.Errorf("%s against %s: passed; want failed or inconclusive", plan, neighbour)
	}
	s.Assert(compare.Describe("the current plan"), plan)
	s.Click(s.Locate("the upgrade button"))
	s.AssertBatch([]compare.Request{
		{Actual: compare.Text(s.Page().Locator("#status")), Expected: "Upgraded"},
		{Actual: planText, Expected: plan},
	})
}

// checkParallelTraces reads every trace: one per session, each ending
// passed, each holding only its own page's plan; each replays passed from
// the decision file with no engine.
func checkParallelTraces(t *testing.T, traces, store string) {
	files, err := filepath.Glob(filepath.Join(traces, "*.jsonl"))
	if err != nil || len(files) != len(parallelPlans) {
		t.Fatalf("traces %v (%v); want %d", files, err, len(parallelPlans))
	}
	replayOnly, err := decisions.Wrap(lexical.New(), store, decisions.WithMode(decisions.ModeReplay))
	if err != nil {
		t.Fatal(err)
	}
	r, err := replay.New(replay.WithExecute(true), replay.WithDecider(replayOnly))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		tr, err := trace.ReadFile(f)
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		if end := tr.End(); end == nil || end.Failed() || len(tr.Records) < 6 {
			t.Errorf("%s: end %+v, %d records; want a whole passed trace", f, end, len(tr.Records))
		}
		data, _ := os.ReadFile(f)
		own := tr.Header.Start[strings.LastIndex(tr.Header.Start, "/")+1:]
		var i int
		fmt.Sscan(own, &i)
		for j, p := range parallelPlans {
			if j != i && j != (i+1)%len(parallelPlans) && strings.Contains(string(data), `"`+p+`"`) {
				t.Errorf("%s (plan %s) holds another session's plan %q", f, parallelPlans[i], p)
			}
		}
		if res := r.RunFile(context.Background(), f); res.Status != replay.TracePassed {
			t.Errorf("%s: replay %s: %s %+v", f, res.Status, res.Error, res.Failures())
		}
	}
	if m := replayOnly.Missing(); m != nil {
		t.Errorf("the decision file lacks decisions the sessions made: %v", m)
	}
}
