package compare

import (
	"fmt"
	"strings"

	"github.com/jevtest/jev/semantic"
)

// Explain renders a result for a human: status, which link was uncertain
// (SOURCE or COMPARISON) or that the evidence CHANGED, the expected value,
// the evidence, the verdict with confidence against threshold, and the
// freshness.
func Explain(r Result) string {
	var b strings.Builder
	b.WriteString(string(r.Status))
	switch {
	case r.Uncertainty == UncertainFreshness:
		fmt.Fprintf(&b, " — evidence CHANGED before the assertion returned (%s)", r.Change)
		if r.Source == SourceRef {
			b.WriteString("; a ref is bound to the node and evidence as located: locate the target again after an action that changes it")
		}
	case r.SourceError != nil:
		fmt.Fprintf(&b, " — %s", r.SourceError.Error())
	case r.Uncertainty == UncertainSource:
		fmt.Fprintf(&b, " — SOURCE uncertain: source confidence %.2f < sourceThreshold %.2f", r.SourceConfidence, r.SourceThreshold)
	case r.Uncertainty == UncertainComparison:
		if r.Choice == semantic.ChoiceInsufficientEvidence {
			fmt.Fprintf(&b, " — COMPARISON uncertain: insufficient evidence (confidence %.2f, threshold %.2f)", r.Confidence, r.Threshold)
		} else {
			fmt.Fprintf(&b, " — COMPARISON uncertain: %s with confidence %.2f < threshold %.2f", r.Choice, r.Confidence, r.Threshold)
		}
	case r.Status == semantic.StatusFailed:
		fmt.Fprintf(&b, " — COMPARISON: %s with confidence %.2f ≥ threshold %.2f", r.Choice, r.Confidence, r.Threshold)
	}
	fmt.Fprintf(&b, "\n      expected:  %q", r.Expected)
	if r.Description != "" {
		fmt.Fprintf(&b, "\n      actual:    %q", r.Description)
	}
	fmt.Fprintf(&b, "\n      evidence:  %q", r.Evidence.Text)
	if r.Evidence.Context != "" {
		fmt.Fprintf(&b, " (context %q)", r.Evidence.Context)
	}
	src := string(r.Source)
	if r.Evidence.SourceID != "" {
		src += " " + r.Evidence.SourceID
	}
	fmt.Fprintf(&b, " [%s, source confidence %.2f / %.2f]", src, r.SourceConfidence, r.SourceThreshold)
	if r.Choice != "" {
		fmt.Fprintf(&b, "\n      verdict:   %s (%s), confidence %.2f / threshold %.2f", r.Choice, r.Provenance, r.Confidence, r.Threshold)
	} else {
		b.WriteString("\n      verdict:   none (comparison not asked)")
	}
	fmt.Fprintf(&b, "\n      freshness: %s", r.Freshness)
	if r.CurrentEvidence != nil {
		fmt.Fprintf(&b, ", current evidence %q", r.CurrentEvidence.Text)
	}
	return b.String()
}
