package replay

import "github.com/jevtest/jev/semantic"

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
		if _, err := replayedStatus(s); err != nil {
			return invalidf("semantic %s: %v", s.Op, err)
		}
		return nil
	}
	for _, q := range s.Questions {
		if q.Kind == semantic.KindComparison && q.Data["expected"] != s.Expected {
			return invalidf("semantic %s: comparison question %q was asked with another expected value than the record's expected", s.Op, q.ID)
		}
	}
	if _, err := replayedStatus(s); err != nil {
		return invalidf("semantic %s: %v", s.Op, err)
	}
	return nil
}
