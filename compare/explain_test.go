package compare

import (
	"strings"
	"testing"

	"github.com/jevtest/jev/semantic"
)

// The one renderer: exact text for every kind of result. Only a confidence
// that decided a pass or a failure reads "≥ threshold".
func TestExplainExactText(t *testing.T) {
	loc := Result{Expected: "Professional annual", Source: SourceLocator, Evidence: Evidence{Text: "Pro (yearly)", Context: "Plan"},
		SourceConfidence: 1, SourceThreshold: 0.8, Threshold: 0.8, Provenance: semantic.ProvenanceSemantic, Freshness: FreshnessVerified}
	with := func(f func(*Result)) Result { r := loc; f(&r); return r }
	cases := []struct {
		name string
		r    Result
		want string
	}{
		{"passed", with(func(r *Result) {
			r.Status, r.Choice, r.Confidence = semantic.StatusPassed, semantic.ChoiceEquivalent, 0.97
		}), `passed — COMPARISON: equivalent with confidence 0.97 ≥ threshold 0.80
      expected:  "Professional annual"
      evidence:  "Pro (yearly)" (context "Plan") [locator, source confidence 1.00 / 0.80]
      verdict:   equivalent (semantic), confidence 0.97 / threshold 0.80
      freshness: verified`},
		{"failed", with(func(r *Result) {
			r.Status, r.Choice, r.Confidence, r.Expected = semantic.StatusFailed, semantic.ChoiceDifferent, 0.95, "Free plan"
		}), `failed — COMPARISON: different with confidence 0.95 ≥ threshold 0.80
      expected:  "Free plan"
      evidence:  "Pro (yearly)" (context "Plan") [locator, source confidence 1.00 / 0.80]
      verdict:   different (semantic), confidence 0.95 / threshold 0.80
      freshness: verified`},
		{"inconclusive: insufficient evidence above the threshold", with(func(r *Result) {
			r.Status, r.Choice, r.Confidence, r.Uncertainty = semantic.StatusInconclusive, semantic.ChoiceInsufficientEvidence, 0.92, UncertainComparison
		}), `inconclusive — COMPARISON uncertain: insufficient evidence (confidence 0.92, threshold 0.80)
      expected:  "Professional annual"
      evidence:  "Pro (yearly)" (context "Plan") [locator, source confidence 1.00 / 0.80]
      verdict:   insufficient_evidence (semantic), confidence 0.92 / threshold 0.80
      freshness: verified`},
		{"inconclusive: low confidence", with(func(r *Result) {
			r.Status, r.Choice, r.Confidence, r.Uncertainty = semantic.StatusInconclusive, semantic.ChoiceEquivalent, 0.70, UncertainComparison
		}), `inconclusive — COMPARISON uncertain: equivalent with confidence 0.70 < threshold 0.80
      expected:  "Professional annual"
      evidence:  "Pro (yearly)" (context "Plan") [locator, source confidence 1.00 / 0.80]
      verdict:   equivalent (semantic), confidence 0.70 / threshold 0.80
      freshness: verified`},
		{"inconclusive: low source confidence", with(func(r *Result) {
			r.Status, r.Uncertainty, r.Source, r.Description = semantic.StatusInconclusive, UncertainSource, SourceSemantic, "Current plan"
			r.Evidence.SourceID, r.SourceConfidence, r.Freshness, r.Provenance = "t0_2", 0.6, FreshnessSnapshot, ""
		}), `inconclusive — SOURCE uncertain: source confidence 0.60 < sourceThreshold 0.80
      expected:  "Professional annual"
      actual:    "Current plan"
      evidence:  "Pro (yearly)" (context "Plan") [semantic t0_2, source confidence 0.60 / 0.80]
      verdict:   none (comparison not asked)
      freshness: snapshot`},
		{"inconclusive: stale, re-read", with(func(r *Result) {
			r.Status, r.Choice, r.Confidence, r.Uncertainty = semantic.StatusInconclusive, semantic.ChoiceEquivalent, 0.97, UncertainFreshness
			r.Freshness, r.Change, r.CurrentEvidence = FreshnessChanged, "changed", &Evidence{Text: "Free"}
		}), `inconclusive — evidence CHANGED before the assertion returned (changed)
      expected:  "Professional annual"
      evidence:  "Pro (yearly)" (context "Plan") [locator, source confidence 1.00 / 0.80]
      verdict:   equivalent (semantic), confidence 0.97 / threshold 0.80
      freshness: changed (changed), current evidence "Free"`},
		{"inconclusive: stale ref, detached", with(func(r *Result) {
			r.Status, r.Choice, r.Confidence, r.Uncertainty = semantic.StatusInconclusive, semantic.ChoiceEquivalent, 0.97, UncertainFreshness
			r.Source, r.Evidence.SourceID, r.Freshness, r.Change = SourceRef, "f0:c3", FreshnessChanged, "detached"
		}), `inconclusive — evidence CHANGED before the assertion returned (detached); a ref is bound to the node and evidence as located: locate the target again after an action that changes it
      expected:  "Professional annual"
      evidence:  "Pro (yearly)" (context "Plan") [ref f0:c3, source confidence 1.00 / 0.80]
      verdict:   equivalent (semantic), confidence 0.97 / threshold 0.80
      freshness: changed (detached), current evidence unreadable`},
		{"text alone (no page source, no freshness)", Result{Status: semantic.StatusPassed, Choice: semantic.ChoiceEquivalent, Confidence: 1,
			Threshold: 0.8, Provenance: semantic.ProvenanceDeterministic, Expected: "Paid", Evidence: Evidence{Text: "Paid"}},
			`passed — COMPARISON: equivalent with confidence 1.00 ≥ threshold 0.80
      expected:  "Paid"
      evidence:  "Paid"
      verdict:   equivalent (deterministic), confidence 1.00 / threshold 0.80`},
	}
	for _, tc := range cases {
		got := Explain(tc.r)
		if got != tc.want {
			t.Errorf("%s:\n%s\nwant\n%s", tc.name, got, tc.want)
		}
		if tc.r.Status == semantic.StatusInconclusive && strings.Contains(got, "≥") {
			t.Errorf("%s: an inconclusive result reads as if it cleared a threshold:\n%s", tc.name, got)
		}
	}
}
