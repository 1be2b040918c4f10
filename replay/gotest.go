package replay

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
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
func Test(t *testing.T, glob string, opts ...Option) {
	t.Helper()
	paths, unmatched, err := Expand([]string{glob})
	if err != nil {
		t.Fatalf("replay.Test: %v", err)
	}
	if len(unmatched) > 0 {
		t.Fatalf("replay.Test: %v %q", ErrNoMatch, glob)
	}
	r, err := New(opts...)
	if err != nil {
		t.Fatalf("replay.Test: %v", err)
	}
	for _, p := range paths {
		t.Run(filepath.ToSlash(p), func(t *testing.T) {
			res := r.runFile(context.Background(), p)
			reportTest(t, res)
		})
	}
}

// reportTest turns one trace result into subtests.
func reportTest(t *testing.T, res *TraceResult) {
	t.Helper()
	if res.Status == TraceErrored {
		t.Fatalf("%s: %s", res.Path, res.Error)
	}
	counts := map[string]int{}
	for _, s := range res.Steps {
		counts[s.Kind]++
		name := fmt.Sprintf("%s_%d", s.Kind, s.Step)
		if s.Kind != StepKindStep {
			name = fmt.Sprintf("%s_%d", s.Kind, counts[s.Kind])
		}
		t.Run(name, func(t *testing.T) {
			if s.Status.Fails() {
				t.Error(FailureMessage(s))
				return
			}
			t.Log(StepLine(s))
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

// StepLine is a one-line summary of a step result: status, fingerprint,
// reason and drift.
func StepLine(s StepReplay) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %d: %s", s.Kind, s.Step, s.Status)
	if s.FP != "" {
		fmt.Fprintf(&b, " %q", s.FP)
	}
	if s.Reason != "" {
		b.WriteString(": " + s.Reason)
	}
	if d := s.Drift; d != nil {
		fmt.Fprintf(&b, " [drift: %d new, %d missing, page identical %v]", d.New, d.Missing, d.PageIdentical)
	}
	return b.String()
}

// FailureMessage renders a failed step for a human: what was intended, the
// status and reason, the drift, and the recorded and current candidates
// side by side (the chosen one marked with "→", the current matches of its
// fingerprint with "≈").
func FailureMessage(s StepReplay) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n", StepLine(s))
	if s.Intent != "" {
		fmt.Fprintf(&b, "  intent: %s\n", s.Intent)
	}
	if s.URL != "" {
		fmt.Fprintf(&b, "  url:    %s\n", s.URL)
	}
	if sem := s.Semantic; sem != nil {
		fmt.Fprintf(&b, "  recorded status: %s\n", sem.RecordedStatus)
		for _, c := range sem.Changed {
			fmt.Fprintf(&b, "  changed: %s\n", c)
		}
		if sem.Decider != "" {
			fmt.Fprintf(&b, "  %s says: %s (%s %.2f)%s\n", sem.Decider, sem.DeciderStatus, sem.DeciderChoice, sem.DeciderConfidence, sem.DeciderError)
		}
	}
	if len(s.RecordedCandidates) > 0 || len(s.CurrentCandidates) > 0 {
		fmt.Fprintf(&b, "  recorded candidates (%d):\n", len(s.RecordedCandidates))
		writeCandidates(&b, s.RecordedCandidates, s.Recorded, "")
		fmt.Fprintf(&b, "  current candidates (%d):\n", len(s.CurrentCandidates))
		writeCandidates(&b, s.CurrentCandidates, nil, s.FP)
	}
	return strings.TrimRight(b.String(), "\n")
}

func writeCandidates(b *strings.Builder, cs []Candidate, chosen *Candidate, fp string) {
	for _, c := range cs {
		mark := " "
		switch {
		case chosen != nil && c.CID == chosen.CID:
			mark = "→"
		case fp != "" && c.FP == fp:
			mark = "≈"
		}
		fmt.Fprintf(b, "   %s %-7s %-28q frame %d rank %-3d %s\n", mark, c.CID, c.FP, c.Frame, c.Rank, c.Name)
	}
}
