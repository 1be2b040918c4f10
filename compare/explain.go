package compare

import (
	"fmt"
	"strings"

	"github.com/jevtest/jev/observe"
	"github.com/jevtest/jev/semantic"
)

// Explain renders a result for a human. It is the one rendering of a
// result: jevtest's failures, the matchers' messages, AssertionError and
// the CLI all print it. The first line is the status and what decided it:
//
//	passed — COMPARISON: equivalent with confidence 0.97 ≥ threshold 0.80
//	failed — COMPARISON: different with confidence 0.95 ≥ threshold 0.80
//	inconclusive — COMPARISON uncertain: equivalent with confidence 0.70 < threshold 0.80
//	inconclusive — COMPARISON uncertain: insufficient evidence (confidence 0.92, threshold 0.80)
//	inconclusive — SOURCE uncertain: source confidence 0.60 < sourceThreshold 0.80
//	inconclusive — evidence CHANGED before the assertion returned (changed)
//
// followed by the expected value, the description, the evidence with its
// source and source confidence, the verdict with its confidence against
// the threshold, and the freshness. Only a confidence that decided a pass
// or a failure is shown "≥ threshold": an inconclusive result never reads
// as if it cleared its threshold.
func Explain(r Result) string {
	var b strings.Builder
	b.WriteString(string(r.Status))
	if h := headline(r); h != "" {
		b.WriteString(" — " + h)
	}
	fmt.Fprintf(&b, "\n      expected:  %q", r.Expected)
	if r.Description != "" {
		fmt.Fprintf(&b, "\n      actual:    %q", r.Description)
	}
	fmt.Fprintf(&b, "\n      evidence:  %q", r.Evidence.Text)
	if r.Evidence.Context != "" {
		fmt.Fprintf(&b, " (context %q)", r.Evidence.Context)
	}
	if r.Source != "" { // a result built from text alone (jev compare --actual-text) has no source
		src := string(r.Source)
		if r.Evidence.SourceID != "" {
			src += " " + r.Evidence.SourceID
		}
		fmt.Fprintf(&b, " [%s, source confidence %.2f / %.2f]", src, r.SourceConfidence, r.SourceThreshold)
	}
	if r.Choice != "" {
		fmt.Fprintf(&b, "\n      verdict:   %s (%s), confidence %.2f / threshold %.2f", r.Choice, r.Provenance, r.Confidence, r.Threshold)
	} else {
		b.WriteString("\n      verdict:   none (comparison not asked)")
	}
	if len(r.Unread) > 0 && r.SourceError == nil && r.Uncertainty != UncertainUnread {
		// The headline names them otherwise.
		b.WriteString("\n      unread:    " + observe.DescribeUnread(r.Unread))
	}
	if r.Freshness == "" { // no page, nothing to be fresh about
		return b.String()
	}
	fmt.Fprintf(&b, "\n      freshness: %s", r.Freshness)
	if r.Change != "" && r.Freshness == FreshnessChanged {
		fmt.Fprintf(&b, " (%s)", r.Change)
	}
	if r.CurrentEvidence != nil {
		fmt.Fprintf(&b, ", current evidence %q", r.CurrentEvidence.Text)
	} else if r.Freshness == FreshnessChanged {
		b.WriteString(", current evidence unreadable")
	}
	return b.String()
}

// headline says which link decided the status: the comparison that
// cleared its threshold, or the link that made the result inconclusive.
func headline(r Result) string {
	switch {
	case r.Uncertainty == UncertainFreshness:
		h := fmt.Sprintf("evidence CHANGED before the assertion returned (%s)", r.Change)
		if r.Source == SourceRef {
			h += "; a ref is bound to the node and evidence as located: locate the target again after an action that changes it"
		}
		return h
	case r.SourceError != nil:
		return r.SourceError.Error()
	case r.Uncertainty == UncertainUnread:
		return fmt.Sprintf("SOURCE uncertain: the description was bound among the frames read only (%s would pass); %s",
			r.Choice, observe.DescribeUnread(r.Unread))
	case r.Uncertainty == UncertainSource:
		var b strings.Builder
		fmt.Fprintf(&b, "SOURCE uncertain: source confidence %.2f < sourceThreshold %.2f", r.SourceConfidence, r.SourceThreshold)
		writeCandidates(&b, lowSourceCandidates(r)) // lowcands.go
		return b.String()
	case r.Status == semantic.StatusInconclusive:
		// Uncertain comparison (UncertainComparison, or an inconclusive
		// result that names no link): never "≥ threshold".
		if r.Choice == semantic.ChoiceInsufficientEvidence || r.Choice == "" || !(r.Confidence < r.Threshold) {
			what := r.Choice
			if what == semantic.ChoiceInsufficientEvidence || what == "" {
				what = "insufficient evidence"
			}
			return fmt.Sprintf("COMPARISON uncertain: %s (confidence %.2f, threshold %.2f)", what, r.Confidence, r.Threshold)
		}
		return fmt.Sprintf("COMPARISON uncertain: %s with confidence %.2f < threshold %.2f", r.Choice, r.Confidence, r.Threshold)
	case r.Status == semantic.StatusPassed || r.Status == semantic.StatusFailed:
		return fmt.Sprintf("COMPARISON: %s with confidence %.2f ≥ threshold %.2f", r.Choice, r.Confidence, r.Threshold)
	}
	return ""
}
