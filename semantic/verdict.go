package semantic

// Status is the verdict of a semantic check.
type Status string

// Verdicts. An inconclusive status never passes.
const (
	StatusPassed       Status = "passed"
	StatusFailed       Status = "failed"
	StatusInconclusive Status = "inconclusive"
)

// Provenance tells whether a result came from the deterministic
// short-circuit (normalised equality, no decider call) or from a decider.
type Provenance string

// Provenances.
const (
	ProvenanceDeterministic Provenance = "deterministic"
	ProvenanceSemantic      Provenance = "semantic"
)

// Verdict maps a comparison decision to a status: equivalent with confidence
// at least minConfidence passes, different with confidence at least
// minConfidence fails, and everything else — insufficient_evidence, any other
// choice, or a confidence below the threshold — is inconclusive.
// minConfidence must already be valid (see ValidateThreshold).
func Verdict(d Decision, minConfidence float64) Status {
	// Written as !(>=) so that a NaN confidence or threshold is inconclusive.
	if !(d.Confidence() >= minConfidence) {
		return StatusInconclusive
	}
	switch d.Choice {
	case ChoiceEquivalent:
		return StatusPassed
	case ChoiceDifferent:
		return StatusFailed
	}
	return StatusInconclusive
}
