package replay

import (
	"fmt"
	"strings"

	"github.com/jevtest/jev/trace"
)

// Explain returns "" for a passed trace, else why it did not pass: the
// trace error, every failed step (FailureMessage) and a failed
// verification.
func Explain(res *TraceResult) string {
	switch res.Status {
	case TracePassed:
		return ""
	case TraceErrored:
		return fmt.Sprintf("%s: %s", res.Path, res.Error)
	}
	var parts []string
	parts = append(parts, fmt.Sprintf("%s: %s", res.Path, res.Error))
	for _, s := range res.Failures() {
		parts = append(parts, FailureMessage(s))
	}
	return strings.Join(parts, "\n")
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

func writeCandidates(b *strings.Builder, cs []trace.Candidate, chosen *trace.Candidate, fp string) {
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
