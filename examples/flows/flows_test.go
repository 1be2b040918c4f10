// Package flows_test runs the YAML flows of this folder against the demo
// app, the way `jev run --base-url URL FLOW.yaml` does, and re-runs the
// recorded traces the way `jev replay --execute TRACE` does.
package flows_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jevtest/jev/demoapp"
	"github.com/jevtest/jev/flow"
	"github.com/jevtest/jev/jevtest"
	"github.com/jevtest/jev/replay"
)

// jevtest.Main runs the tests, then closes the browser they shared.
func TestMain(m *testing.M) { jevtest.Main(m) }

// password is what profile-form.yaml reads with value_from_env.
const password = "a-password-from-the-environment"

// Each flow ends as its comment says; the replayable ones are re-run from
// their trace with execution on a fresh page.
func TestExampleFlows(t *testing.T) {
	t.Setenv("JEV_EXAMPLE_PASSWORD", password) // not parallel: replay reads it too
	// The app under test, on loopback, for this test.
	northwind, err := demoapp.Start(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { northwind.Close() })
	cases := []struct {
		file   string
		want   flow.Status
		replay bool
	}{
		{"profile-form.yaml", flow.StatusPassed, true},
		{"invoices.yaml", flow.StatusPassed, true},
		// The toast appears after the save request: the run waits for it,
		// replay does not wait, so this trace is run, not replayed.
		{"profile-save.yaml", flow.StatusPassed, false},
		{"cancel-gated.yaml", flow.StatusReview, false},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			f, err := flow.Load(c.file)
			if err != nil {
				t.Fatal(err)
			}
			tracePath := filepath.Join(t.TempDir(), "trace.jsonl")
			out, err := os.Create(tracePath)
			if err != nil {
				t.Fatal(err)
			}
			s := jevtest.New(t)
			res, err := flow.Run(context.Background(), s.Page(), f, flow.WithBaseURL(northwind.URL()), flow.WithTrace(out))
			out.Close()
			if err != nil {
				t.Fatal(err)
			}
			if res.Status != c.want {
				t.Fatalf("%s: %s at step %d: %s", c.file, res.Status, res.StoppedAt, res.Reason)
			}
			b, _ := os.ReadFile(tracePath)
			if strings.Contains(string(b), password) {
				t.Fatal("the value_from_env value is in the trace")
			}
			if !c.replay {
				return
			}
			r, err := replay.New(replay.WithExecute(true))
			if err != nil {
				t.Fatal(err)
			}
			got, err := r.ReplayFile(context.Background(), jevtest.New(t).Page(), tracePath)
			if err != nil {
				t.Fatal(err)
			}
			if got.Status != replay.TracePassed {
				t.Fatalf("replay --execute %s: %s: %s", c.file, got.Status, got.Error)
			}
			for _, st := range got.Steps {
				if st.Kind == replay.StepKindStep && !st.Executed {
					t.Errorf("replay did not execute step %d: %s", st.Step, st.Reason)
				}
			}
		})
	}
}
