package calibration

import (
	"fmt"
	"math"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/semantic"
)

// ThresholdOutcome says how a case's scores met the thresholds it was run
// with (the semantic-operations contract's "threshold outcome").
type ThresholdOutcome string

// Threshold outcomes.
const (
	// OutcomeAccepted: a decided choice whose confidence (and source
	// confidence, when a source was selected) cleared its threshold.
	OutcomeAccepted ThresholdOutcome = "accepted"
	// OutcomeBelowThreshold: a decided choice whose comparison confidence was
	// below the comparison threshold.
	OutcomeBelowThreshold ThresholdOutcome = "below_threshold"
	// OutcomeBelowSourceThreshold: the source confidence was below the
	// source threshold, so the comparison was skipped or not trusted.
	OutcomeBelowSourceThreshold ThresholdOutcome = "below_source_threshold"
	// OutcomeNoDecision: no decided choice (insufficient_evidence, no
	// source, ambiguous source, or an error).
	OutcomeNoDecision ThresholdOutcome = "no_decision"
)

// OrderVariant is the answer to the same comparison re-asked with the
// criteria in a shuffled order.
type OrderVariant struct {
	Order      []string `json:"order"` // criterion ids in the order asked
	Choice     string   `json:"choice"`
	Confidence float64  `json:"confidence"`
}

// OrderVariants summarises candidate-order sensitivity for one case.
type OrderVariants struct {
	Variants []OrderVariant `json:"variants"`
	// Spread is max − min of the confidences of the original answer and all
	// variants (0 when the score does not move).
	Spread float64 `json:"spread"`
	// Flips counts variants whose choice differs from the original choice.
	Flips int `json:"flips"`
	// Usage is what re-asking cost (not included in the case's Usage).
	Usage semantic.Usage `json:"usage"`
	// Error is set when a re-ask failed; Variants holds those that did not.
	Error string `json:"error,omitempty"`
}

// NewOrderVariants computes Spread and Flips of variants against the
// original choice and confidence.
func NewOrderVariants(choice string, confidence float64, variants []OrderVariant) *OrderVariants {
	ov := &OrderVariants{Variants: append([]OrderVariant(nil), variants...)}
	lo, hi := confidence, confidence
	for _, v := range variants {
		lo, hi = math.Min(lo, v.Confidence), math.Max(hi, v.Confidence)
		if v.Choice != choice {
			ov.Flips++
		}
	}
	ov.Spread = hi - lo
	return ov
}

// CaseResult is what a calibration run records for one fixture case (seed
// 004, "Calibration"). The JSON field names are the report contract.
type CaseResult struct {
	ID    string `json:"id"`
	File  string `json:"file"`
	Truth Truth  `json:"truth"`
	// Status is the verdict at the thresholds the case was run with.
	Status semantic.Status `json:"status"`
	// Choice is the comparison choice (equivalent, different,
	// insufficient_evidence) whatever the thresholds; empty when no
	// comparison was made (source not found, ambiguous, below the source
	// threshold, or an error).
	Choice string `json:"choice"`
	// Confidence is the decider's score for Choice (1 for the deterministic
	// short-circuit). It is a decision score, not a probability.
	Confidence float64 `json:"confidence"`
	// SourceConfidence is the source-selection score for a description
	// actual; nil for selector actuals (no source selection).
	SourceConfidence *float64         `json:"source_confidence"`
	Threshold        float64          `json:"threshold"`
	SourceThreshold  float64          `json:"source_threshold"`
	ThresholdOutcome ThresholdOutcome `json:"threshold_outcome"`
	Evidence         compare.Evidence `json:"evidence"` // page content: escape it wherever it is rendered
	// SourceChecked is true when the case named a source selector and the
	// runner compared it with the evidence node; SourceOK is the result.
	SourceChecked bool `json:"source_checked"`
	SourceOK      bool `json:"source_ok"`
	// SourceNote says why a checked source could not be confirmed (the
	// selector matches nothing, the evidence node could not be found
	// again); empty when the check ran normally.
	SourceNote    string         `json:"source_note,omitempty"`
	OrderVariants *OrderVariants `json:"order_variants,omitempty"`
	Model         string         `json:"model,omitempty"`
	Models        []string       `json:"models,omitempty"`
	Usage         semantic.Usage `json:"usage"`
	SerialDepth   int            `json:"serial_depth"`
	ElapsedMs     int64          `json:"elapsed_ms"`
	// Error is a runner or provider error message (never a provider body);
	// a case with an error is counted but not decided.
	Error string `json:"error,omitempty"`
}

// Decided reports whether the case has a decided choice: no error and a
// comparison choice of equivalent or different.
func (r CaseResult) Decided() bool {
	return r.Error == "" && (r.Choice == semantic.ChoiceEquivalent || r.Choice == semantic.ChoiceDifferent)
}

// Correct reports whether the case is decided and its choice agrees with the
// truth label.
func (r CaseResult) Correct() bool {
	return r.Decided() && r.Choice == string(r.Truth)
}

// sourceGate reports whether the source link (if any) cleared the source
// threshold the case was run with.
func (r CaseResult) sourceGate() bool {
	return r.SourceConfidence == nil || *r.SourceConfidence >= r.SourceThreshold
}

// AcceptedAt reports whether the case would be accepted at comparison
// threshold t with its source threshold unchanged: decided, confidence ≥ t,
// and the source gate cleared.
func (r CaseResult) AcceptedAt(t float64) bool {
	return r.Decided() && r.Confidence >= t && r.sourceGate()
}

// FalsePass reports a passed case whose truth is different.
func (r CaseResult) FalsePass() bool {
	return r.Status == semantic.StatusPassed && r.Truth == TruthDifferent
}

// FalseFail reports a failed case whose truth is equivalent.
func (r CaseResult) FalseFail() bool {
	return r.Status == semantic.StatusFailed && r.Truth == TruthEquivalent
}

// DeriveThresholdOutcome computes ThresholdOutcome from the other fields, for
// runners that do not set it themselves.
func (r CaseResult) DeriveThresholdOutcome() ThresholdOutcome {
	switch {
	case !r.sourceGate():
		return OutcomeBelowSourceThreshold
	case !r.Decided():
		return OutcomeNoDecision
	case r.Confidence < r.Threshold:
		return OutcomeBelowThreshold
	}
	return OutcomeAccepted
}

// Validate checks what metrics rely on: a known truth and status, finite
// confidences and thresholds in [0, 1]. The returned error wraps
// ErrInvalidResult.
func (r CaseResult) Validate() error {
	bad := func(format string, a ...any) error {
		return fmt.Errorf("%w: "+format, append([]any{ErrInvalidResult}, a...)...)
	}
	if !r.Truth.Valid() {
		return bad("truth %q", r.Truth)
	}
	switch r.Status {
	case semantic.StatusPassed, semantic.StatusFailed, semantic.StatusInconclusive:
	default:
		return bad("status %q", r.Status)
	}
	unit := func(v float64) bool { return !math.IsNaN(v) && v >= 0 && v <= 1 }
	if !unit(r.Confidence) {
		return bad("confidence %v", r.Confidence)
	}
	if r.SourceConfidence != nil && !unit(*r.SourceConfidence) {
		return bad("source_confidence %v", *r.SourceConfidence)
	}
	if !unit(r.Threshold) || !unit(r.SourceThreshold) {
		return bad("thresholds %v / %v", r.Threshold, r.SourceThreshold)
	}
	return nil
}
