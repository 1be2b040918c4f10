package realapps_test

import (
	"flag"
	"os"
	"testing"

	"github.com/jevtest/jev/examples/realapps/internal/tally"
	"github.com/jevtest/jev/semantic/engines"
)

// EnvReport asks the suite to write report/realapps.json and
// report/realapps.md.
const EnvReport = "JEV_REALAPPS_REPORT"

// pinSafety fails the test on any confident wrong answer the suite
// recorded (each one has already failed its own check with its detail),
// logs the per-app table and writes the report when EnvReport is set.
// Decided and right figures are reported, not pinned: they rise as the
// engine improves.
func pinSafety(t *testing.T) {
	t.Helper()
	recs := results.Records()
	if len(recs) == 0 && len(results.Replays()) == 0 {
		t.Fatal("the suite recorded no check")
	}
	falsePasses, wrong := 0, 0
	for _, r := range recs {
		if r.FalsePass() {
			falsePasses++
		}
		if r.Kind == tally.KindLocate && r.Outcome == tally.LocateWrong {
			wrong++
		}
	}
	for _, r := range results.Replays() {
		if r.Renamed.FalsePass || r.Counter.FalsePass {
			falsePasses++
		}
	}
	t.Logf("real-app figures (%d checks):\n%s", len(recs), results.Summary())
	if falsePasses != 0 || wrong != 0 {
		t.Errorf("safety: %d false passes and %d wrong elements located at confidence ≥ threshold; both must be 0", falsePasses, wrong)
	}
	if os.Getenv(EnvReport) == "" {
		return
	}
	name := "embedded"
	if d, err := engines.FromEnv(); err == nil {
		name = d.Name()
	}
	if err := results.Write("report", name); err != nil {
		t.Fatalf("writing the report: %v", err)
	}
	t.Logf("report written to report/realapps.md and report/realapps.json")
}

// minLocateRight is issue 11's goal for locates: the share located right
// at or above the threshold.
const minLocateRight = 0.8

// pinLocates pins the development apps' locates at minLocateRight or more
// right (wrong ones are pinned at 0 by pinSafety). Only an unfiltered run
// holds every check, so a run of one app or scenario is not judged.
func pinLocates(t *testing.T) {
	t.Helper()
	if f := flag.Lookup("test.run"); f == nil || f.Value.String() != "" {
		return
	}
	n, right := 0, 0
	for _, r := range results.Records() {
		if r.Split != "dev" || r.Kind != tally.KindLocate {
			continue
		}
		n++
		if r.Outcome == tally.LocateRight {
			right++
		}
	}
	if n == 0 || float64(right) < minLocateRight*float64(n) {
		t.Errorf("development apps: %d of %d locates right, want at least %.0f %%", right, n, 100*minLocateRight)
	}
}
