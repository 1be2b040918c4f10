package trace

import (
	"fmt"

	"github.com/jevtest/jev/semantic"
)

// checkConsistency refuses a semantic record whose fields disagree with one
// another, as an edited trace's do: a comparison question asked with
// another expected value than the record's, or a recorded status that the
// recorded decisions, applied to the recorded evidence, do not give. A
// replayed verdict comes from decisions, never from a recorded status, so
// such a record is an invalid record at its line, not something to replay.
func checkConsistency(s *SemanticRecord) error {
	if s.Error != "" && len(s.Decisions) == 0 {
		return nil // an operation that errored before any decision: no status to derive
	}
	if s.Op == OpLocate {
		if _, err := s.ReplayedStatus(); err != nil {
			return invalidf("semantic %s: %v", s.Op, err)
		}
		return nil
	}
	for _, q := range s.Questions {
		if q.Kind == semantic.KindComparison && q.Data["expected"] != s.Expected {
			return invalidf("semantic %s: comparison question %q was asked with another expected value than the record's expected", s.Op, q.ID)
		}
	}
	if _, err := s.ReplayedStatus(); err != nil {
		return invalidf("semantic %s: %v", s.Op, err)
	}
	return nil
}

// ReplayedStatus is the status the record's decisions give on its own
// evidence. It never falls back to the recorded status: decisions that do
// not determine a status, or that give another status than the recorded
// one, are an error (an inconsistent, probably edited, trace).
func (s *SemanticRecord) ReplayedStatus() (semantic.Status, error) {
	st, derived := s.DeriveStatus(s.Questions, s.Decisions, evidenceText(s.Evidence))
	switch {
	case !derived:
		return "", fmt.Errorf("the recorded decisions do not give a status (the trace records %s; a replayed status never comes from the record)", s.Result.Status)
	case st != s.Result.Status:
		return st, fmt.Errorf("the recorded decisions give %s and the trace records %s", st, s.Result.Status)
	}
	return st, nil
}

func evidenceText(e *Evidence) string {
	if e == nil {
		return ""
	}
	return e.Text
}

// DeriveStatus is the status decisions ds to questions qs give on
// evidence text evText under the record's operation and thresholds (the semantic-operations contract): for locate,
// the chosen target at or above the threshold passes, none fails, anything
// else is inconclusive; for compare and assert, the deterministic
// short-circuit (normalised equality with the expected value) or the
// comparison verdict, gated by the source confidence. A source decision of
// none or ambiguous (a description that was not grounded) gives
// inconclusive, as the operation does: no comparison is asked then. derived
// is false when the decisions do not determine the status (a comparison
// decision is missing).
// With unread frames (Unread) a pass that rests on a target or source
// chosen by meaning is inconclusive.
func (s *SemanticRecord) DeriveStatus(qs []semantic.Question, ds []semantic.Decision, evText string) (status semantic.Status, derived bool) {
	st, ok := s.deriveStatus(qs, ds, evText)
	return s.capUnread(st, qs, ds), ok
}

func (s *SemanticRecord) deriveStatus(qs []semantic.Question, ds []semantic.Decision, evText string) (status semantic.Status, derived bool) {
	byKind := map[semantic.Kind]*semantic.Decision{}
	for i := range ds {
		for _, q := range qs {
			if q.ID == ds[i].QuestionID {
				byKind[q.Kind] = &ds[i]
			}
		}
	}
	minConf := s.Thresholds.MinConfidence
	minSrc := s.Thresholds.MinSourceConfidence
	if minSrc == 0 {
		minSrc = minConf
	}
	if s.Op == OpLocate {
		d := byKind[semantic.KindTargetSelection]
		switch {
		case d == nil:
			return "", false
		case d.Choice == semantic.ChoiceNone:
			return semantic.StatusFailed, true
		case d.Choice == semantic.ChoiceAmbiguous || !(d.Confidence() >= minConf):
			return semantic.StatusInconclusive, true
		}
		return semantic.StatusPassed, true
	}
	if s.Result.Freshness == semantic.FreshnessChanged {
		return semantic.StatusInconclusive, true
	}
	sourceConf := 1.0
	for _, k := range []semantic.Kind{semantic.KindSourceSelection, semantic.KindTargetSelection} {
		if d := byKind[k]; d != nil {
			if d.Choice == semantic.ChoiceNone || d.Choice == semantic.ChoiceAmbiguous {
				return semantic.StatusInconclusive, true
			}
			sourceConf = d.Confidence()
		}
	}
	sourceOK := sourceConf >= minSrc
	expected := s.Expected
	if d := byKind[semantic.KindComparison]; d != nil {
		for _, q := range qs {
			if q.ID == d.QuestionID && q.Data["expected"] != "" {
				expected = q.Data["expected"]
			}
		}
	}
	switch {
	case semantic.EqualNormalized(evText, expected) && sourceOK:
		return semantic.StatusPassed, true
	case semantic.EqualNormalized(evText, expected) || !sourceOK:
		return semantic.StatusInconclusive, true
	}
	d := byKind[semantic.KindComparison]
	if d == nil {
		return "", false
	}
	return semantic.Verdict(*d, minConf), true
}
