package matchers

import (
	"fmt"
	"strings"

	"github.com/jevtest/jev/compare"
	"github.com/onsi/gomega/format"
)

// message renders a result in the shape of gomega's format.Message:
//
//	Expected
//	    <locator>: internal:testid=[data-testid="plan"s]
//	to semantically match
//	    <string>: Free plan
//	Verdict:    failed: different (semantic), confidence 0.97 ≥ threshold 0.80
//	Evidence:   "Pro (yearly)" (context "Plan")
//	Source:     locator, source confidence 1.00 ≥ source threshold 0.80
//	Freshness:  verified
func message(actual, verb string, r compare.Result) string {
	lines := []string{
		"Expected",
		format.Indent + actual,
		verb,
		format.Indent + "<string>: " + r.Expected,
		"Verdict:    " + verdict(r),
		"Evidence:   " + evidence(r.Evidence),
		"Source:     " + source(r),
		"Freshness:  " + freshness(r),
	}
	return joinLines(lines)
}

func joinLines(lines []string) string { return strings.Join(lines, "\n") }

// cmp renders a ≥ b or a < b.
func cmp(a, b float64) string {
	if a >= b {
		return "≥"
	}
	return "<"
}

// comparison renders the comparison choice with its confidence against the
// threshold, or says that no comparison was asked.
func comparison(r compare.Result) string {
	if r.Choice == "" {
		return "comparison not asked"
	}
	return fmt.Sprintf("%s (%s), confidence %.2f %s threshold %.2f", r.Choice, r.Provenance, r.Confidence, cmp(r.Confidence, r.Threshold), r.Threshold)
}

// verdict names the status and, for an inconclusive one, the link that made
// it so: SOURCE, COMPARISON or the evidence that CHANGED.
func verdict(r compare.Result) string {
	switch r.Uncertainty {
	case compare.UncertainFreshness:
		return fmt.Sprintf("%s: evidence CHANGED before the assertion returned; captured evidence: %s", r.Status, comparison(r))
	case compare.UncertainSource:
		return fmt.Sprintf("%s: SOURCE uncertain (source confidence %.2f < source threshold %.2f); %s", r.Status, r.SourceConfidence, r.SourceThreshold, comparison(r))
	case compare.UncertainComparison:
		return fmt.Sprintf("%s: COMPARISON uncertain: %s", r.Status, comparison(r))
	}
	return fmt.Sprintf("%s: %s", r.Status, comparison(r))
}

func evidence(ev compare.Evidence) string {
	s := fmt.Sprintf("%q", ev.Text)
	if ev.Context != "" {
		s += fmt.Sprintf(" (context %q)", ev.Context)
	}
	return s
}

func source(r compare.Result) string {
	s := string(r.Source)
	if r.Evidence.SourceID != "" {
		s += " " + r.Evidence.SourceID
	}
	return fmt.Sprintf("%s, source confidence %.2f %s source threshold %.2f", s, r.SourceConfidence, cmp(r.SourceConfidence, r.SourceThreshold), r.SourceThreshold)
}

func freshness(r compare.Result) string {
	s := string(r.Freshness)
	if r.Freshness != compare.FreshnessChanged {
		return s
	}
	if r.Change != "" {
		s += " (" + r.Change + ")"
	}
	if r.CurrentEvidence != nil {
		return s + "; current evidence " + evidence(*r.CurrentEvidence)
	}
	return s + "; current evidence unreadable"
}
