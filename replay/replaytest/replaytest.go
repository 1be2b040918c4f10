// Package replaytest runs recorded jev traces as go test subtests: one
// subtest per trace, one per record inside it. It is the go test runner of
// package replay, kept apart so that programs that replay traces (the jev
// command) do not link package testing's test flags.
package replaytest

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/jevtest/jev/replay"
)

// Test replays every trace matching glob (doublestar syntax, relative to
// the package directory) as go test subtests: one subtest per trace (named
// by its path), one per record inside it ("step_3", "action_2",
// "semantic_1"). Drift, moves and skipped records go to t.Log; a changed,
// ambiguous or error step fails its subtest with the recorded and current
// candidates; a broken trace or a failed loop verification fails the
// trace's subtest. Each trace runs on its own browser context (WithBrowser,
// else the process-wide browser, which the caller's TestMain may close
// with internal/stack's CloseShared). A glob that matches nothing fails t.
func Test(t *testing.T, glob string, opts ...replay.Option) {
	t.Helper()
	paths, unmatched, err := replay.Expand([]string{glob})
	if err != nil {
		t.Fatalf("replay.Test: %v", err)
	}
	if len(unmatched) > 0 {
		t.Fatalf("replay.Test: %v %q", replay.ErrNoMatch, glob)
	}
	r, err := replay.New(opts...)
	if err != nil {
		t.Fatalf("replay.Test: %v", err)
	}
	for _, p := range paths {
		t.Run(filepath.ToSlash(p), func(t *testing.T) {
			res := r.RunFile(context.Background(), p)
			reportTest(t, res)
		})
	}
}

// reportTest turns one trace result into subtests.
func reportTest(t *testing.T, res *replay.TraceResult) {
	t.Helper()
	if res.Status == replay.TraceErrored {
		t.Fatalf("%s: %s", res.Path, res.Error)
	}
	counts := map[string]int{}
	for _, s := range res.Steps {
		counts[s.Kind]++
		name := fmt.Sprintf("%s_%d", s.Kind, s.Step)
		if s.Kind != replay.StepKindStep {
			name = fmt.Sprintf("%s_%d", s.Kind, counts[s.Kind])
		}
		t.Run(name, func(t *testing.T) {
			if s.Status.Fails() {
				t.Error(replay.FailureMessage(s))
				return
			}
			t.Log(replay.StepLine(s))
		})
	}
	if res.Verify != nil {
		if res.Verify.Verified {
			t.Logf("verified: %s (%s)", res.Verify.Selector, res.Verify.From)
		} else {
			t.Errorf("success not verified (%s): %s", res.Verify.From, res.Verify.Reason)
		}
	}
	if res.UpdateNote != "" {
		t.Logf("update: %s", res.UpdateNote)
	}
}
