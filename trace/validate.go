package trace

import (
	"encoding/json"
	"fmt"
	"math"

	"github.com/jevtest/jev/semantic"
)

// fields is a record's raw top-level fields, used for presence checks.
type fields map[string]json.RawMessage

func (f fields) has(k string) bool {
	v, ok := f[k]
	return ok && string(v) != "null"
}

func validProb(p float64) bool { return !math.IsNaN(p) && p >= 0 && p <= 1 }

func validateHeader(f fields, h *RunHeader) error {
	if !f.has("spec") {
		return invalidf("run header: missing spec")
	}
	if h.Spec < 0 {
		return invalidf("run header: spec %d is negative", h.Spec)
	}
	if h.Spec > SpecVersion {
		return fmt.Errorf("%w: spec %d is newer than %d", ErrUnsupportedSpec, h.Spec, SpecVersion)
	}
	if h.Started != "" {
		if _, err := parseTime(h.Started); err != nil {
			return invalidf("run header: started %q is not an ISO-8601 time", h.Started)
		}
	}
	if h.OrderSpec != nil && *h.OrderSpec < 0 {
		return invalidf("run header: order_spec %d is negative", *h.OrderSpec)
	}
	return nil
}

// validateStep checks a step record: the fields replay relies on are there
// and consistent. The reader and the writer both apply it.
func validateStep(s *Step) error {
	if s.Step < 1 {
		return invalidf("step: step must be >= 1, got %d", s.Step)
	}
	if s.TotalOnPage < 0 || s.Dropped < 0 {
		return invalidf("step %d: total_on_page and dropped must be >= 0", s.Step)
	}
	cids := make(map[string]*Candidate, len(s.Candidates))
	for i := range s.Candidates {
		c := &s.Candidates[i]
		switch {
		case c.CID == "":
			return invalidf("step %d: candidate %d: missing cid", s.Step, i)
		case cids[c.CID] != nil:
			return invalidf("step %d: candidate %d: duplicate cid %q", s.Step, i, c.CID)
		case c.FP == "":
			return invalidf("step %d: candidate %q: missing fp", s.Step, c.CID)
		case c.Frame < 0 || c.Rank < 0:
			return invalidf("step %d: candidate %q: frame and rank must be >= 0", s.Step, c.CID)
		}
		cids[c.CID] = c
	}
	d := &s.Decision
	if !validProb(d.Confidence) {
		return invalidf("step %d: decision.confidence %v not in [0, 1]", s.Step, d.Confidence)
	}
	for k, p := range d.Probabilities {
		if !validProb(p) {
			return invalidf("step %d: decision.probabilities[%q] = %v not in [0, 1]", s.Step, k, p)
		}
	}
	if !d.NoChoice() && len(s.Candidates) > 0 {
		c := cids[d.Choice]
		if c == nil {
			return invalidf("step %d: decision.choice %q is not a candidate cid", s.Step, d.Choice)
		}
		if d.ChosenFP != "" && d.ChosenFP != c.FP {
			return invalidf("step %d: decision.chosen_fp %q differs from candidate %q fp %q", s.Step, d.ChosenFP, c.CID, c.FP)
		}
	}
	switch s.Gate.Verdict {
	case "", VerdictAuto, VerdictReview, VerdictBlocked, VerdictNotApplicable:
	default:
		return invalidf("step %d: gate.verdict %q is not auto, review, blocked or n/a", s.Step, s.Gate.Verdict)
	}
	switch s.ValueSource {
	case "", "model", "name-match":
	default:
		return invalidf("step %d: value_source %q is not model or name-match", s.Step, s.ValueSource)
	}
	if s.Action != nil && s.Action.Value != "" && s.Action.ValueFromEnv != "" {
		return invalidf("step %d: action has both value and value_from_env", s.Step)
	}
	return nil
}

func validateStepFields(f fields, s *Step) error {
	if !f.has("step") {
		return invalidf("step: missing step")
	}
	if !f.has("decision") {
		return invalidf("step %d: missing decision", s.Step)
	}
	return validateStep(s)
}

// validateAction checks an action record.
func validateAction(a *ActionRecord) error {
	if a.Tool == "" {
		return invalidf("action: missing tool")
	}
	if a.At != "" {
		if _, err := parseTime(a.At); err != nil {
			return invalidf("action: at %q is not an ISO-8601 time", a.At)
		}
	}
	return nil
}

// validateSemantic checks a semantic record: a known op and status, valid
// questions, every decision valid against the question it answers
// (semantic.ValidateDecision), thresholds and confidences in [0, 1], and
// fields that agree with one another (checkConsistency): the recorded
// status is the one the recorded decisions give.
func validateSemantic(s *SemanticRecord) error {
	switch s.Op {
	case OpLocate, OpCompare, OpAssert:
	default:
		return invalidf("semantic: op %q is not locate, compare or assert", s.Op)
	}
	if s.At != "" {
		if _, err := parseTime(s.At); err != nil {
			return invalidf("semantic: at %q is not an ISO-8601 time", s.At)
		}
	}
	if err := validateDialogs("semantic", s.Dialogs); err != nil {
		return err
	}
	qs := make(map[string]semantic.Question, len(s.Questions))
	for _, q := range s.Questions {
		if err := semantic.ValidateQuestion(q); err != nil {
			return invalidf("semantic %s: %v", s.Op, err)
		}
		if _, dup := qs[q.ID]; dup {
			return invalidf("semantic %s: duplicate question id %q", s.Op, q.ID)
		}
		qs[q.ID] = q
	}
	for _, d := range s.Decisions {
		q, ok := qs[d.QuestionID]
		if !ok {
			return invalidf("semantic %s: decision for question %q that was not asked", s.Op, d.QuestionID)
		}
		if err := semantic.ValidateDecision(q, d); err != nil {
			return invalidf("semantic %s: %v", s.Op, err)
		}
	}
	switch s.Result.Status {
	case semantic.StatusPassed, semantic.StatusFailed, semantic.StatusInconclusive:
	default:
		return invalidf("semantic %s: result.status %q is not passed, failed or inconclusive", s.Op, s.Result.Status)
	}
	switch s.Result.Freshness {
	case "", semantic.FreshnessSnapshot, semantic.FreshnessVerified, semantic.FreshnessChanged:
	default:
		return invalidf("semantic %s: result.freshness %q is not snapshot, verified or changed", s.Op, s.Result.Freshness)
	}
	for _, c := range []struct {
		name string
		v    float64
	}{
		{"result.confidence", s.Result.Confidence},
		{"result.sourceConfidence", s.Result.SourceConfidence},
		{"thresholds.minConfidence", s.Thresholds.MinConfidence},
		{"thresholds.minSourceConfidence", s.Thresholds.MinSourceConfidence},
	} {
		if !validProb(c.v) {
			return invalidf("semantic %s: %s %v not in [0, 1]", s.Op, c.name, c.v)
		}
	}
	return checkConsistency(s)
}

func validateSemanticFields(f fields, s *SemanticRecord) error {
	if !f.has("op") {
		return invalidf("semantic: missing op")
	}
	if !f.has("result") {
		return invalidf("semantic %s: missing result", s.Op)
	}
	return validateSemantic(s)
}
