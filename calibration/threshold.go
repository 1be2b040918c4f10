package calibration

import (
	"fmt"
	"math"
)

// ThresholdStep is one candidate threshold examined by the fixed-sequence
// search.
type ThresholdStep struct {
	Threshold float64 `json:"threshold"`
	Accepted  int     `json:"accepted"` // scored cases with confidence ≥ Threshold
	Errors    int     `json:"errors"`   // false accepts among them
	// UpperBound is the one-sided Clopper–Pearson upper bound at level 1−δ
	// on the false-accept rate among accepted cases.
	UpperBound float64 `json:"upper_bound"`
	Certified  bool    `json:"certified"` // UpperBound ≤ α
}

// ThresholdRecommendation is the result of RecommendThreshold: a comparison
// threshold with a statistical certificate, or an explicit reason why none
// could be certified.
type ThresholdRecommendation struct {
	Alpha float64 `json:"alpha"`
	Delta float64 `json:"delta"`
	// Certified is true when some threshold passed the test; Threshold is
	// then the lowest certified one (nil otherwise).
	Certified bool     `json:"certified"`
	Threshold *float64 `json:"threshold"`
	// Accepted, Errors, UpperBound, Risk (Errors/Accepted) and Coverage
	// (Accepted / all cases) describe the recommended threshold.
	Accepted   int     `json:"n"`
	Errors     int     `json:"errors"`
	UpperBound float64 `json:"upper_bound"`
	Risk       float64 `json:"risk"`
	Coverage   float64 `json:"coverage"`
	// Scored is the number of scored cases, Total the number of all cases.
	Scored int `json:"scored"`
	Total  int `json:"total"`
	// MinCases is the smallest number of accepted cases that could certify
	// α at 1−δ at all, i.e. with zero false accepts: the least n with
	// 1 − δ^(1/n) ≤ α. Thresholds that accept fewer cases are not tested.
	MinCases int `json:"min_cases"`
	// Reason explains the outcome in one sentence.
	Reason string `json:"reason"`
	// Steps are the thresholds tested, highest first, up to and including
	// the first that failed.
	Steps []ThresholdStep `json:"steps"`
}

// MinCasesToCertify is the least n for which zero errors in n trials gives a
// one-sided Clopper–Pearson upper bound ≤ alpha at level 1−delta.
func MinCasesToCertify(alpha, delta float64) int {
	n := max(int(math.Ceil(math.Log(delta)/math.Log1p(-alpha)))-2, 1)
	for ClopperPearsonUpper(0, n, delta) > alpha {
		n++
	}
	return n
}

// RecommendThreshold chooses the lowest comparison threshold whose
// false-accept rate among accepted cases is certified ≤ α with confidence
// 1−δ (WithAlpha, WithDelta; defaults 0.05 and 0.05).
//
// Candidates are the fixed grid 1, 1−step, …, 0 (WithGridStep, default 0.01),
// tested from the top in that fixed order. At threshold t, n_t scored cases
// have confidence ≥ t and k_t of them are wrong; t is certified when the
// one-sided Clopper–Pearson upper bound U(k_t, n_t, δ) ≤ α. The search stops
// at the first tested threshold that is not certified (fixed-sequence
// testing: every test runs at level δ and the family-wise error stays ≤ δ, so
// with probability ≥ 1−δ every certified threshold really has a false-accept
// rate ≤ α). Thresholds with n_t < MinCases are skipped rather than tested:
// no error count could certify them, and whether they are skipped depends on
// the confidences only, never on correctness. The guarantee assumes the
// fixtures are i.i.d. draws from the cases the threshold will be used on, the
// same decider and model, and the source threshold the fixtures were run
// with.
//
// total is the number of all cases (for coverage); it is raised to
// len(scores) when smaller.
func RecommendThreshold(scores []Score, total int, opts ...Option) (ThresholdRecommendation, error) {
	c, err := newConfig(opts)
	if err != nil {
		return ThresholdRecommendation{}, err
	}
	total = max(total, len(scores))
	rec := ThresholdRecommendation{Alpha: c.alpha, Delta: c.delta, Scored: len(scores), Total: total,
		MinCases: MinCasesToCertify(c.alpha, c.delta), UpperBound: 1, Steps: []ThresholdStep{}}
	if len(scores) < rec.MinCases {
		rec.Reason = fmt.Sprintf("n too small to certify anything: %d scored cases, but even zero false accepts need at least %d cases "+
			"for a Clopper–Pearson upper bound ≤ α = %g at confidence %g", len(scores), rec.MinCases, c.alpha, 1-c.delta)
		if len(scores) > 0 {
			rec.UpperBound = ClopperPearsonUpper(0, len(scores), c.delta)
			rec.Reason += fmt.Sprintf(" (0 errors in %d gives %.4f)", len(scores), rec.UpperBound)
		}
		return rec, nil
	}
	steps := gridSize(c.step)
	for i := steps; i >= 0; i-- {
		t := float64(i) / float64(steps)
		n, k := 0, 0
		for _, s := range scores {
			if s.Confidence >= t {
				n++
				if !s.Correct {
					k++
				}
			}
		}
		if n < rec.MinCases {
			continue
		}
		st := ThresholdStep{Threshold: t, Accepted: n, Errors: k, UpperBound: ClopperPearsonUpper(k, n, c.delta)}
		st.Certified = st.UpperBound <= c.alpha
		rec.Steps = append(rec.Steps, st)
		if !st.Certified {
			break
		}
		tt := t
		rec.Certified, rec.Threshold = true, &tt
		rec.Accepted, rec.Errors, rec.UpperBound = n, k, st.UpperBound
		rec.Risk = float64(k) / float64(n)
		rec.Coverage = float64(n) / float64(total)
	}
	last := rec.Steps[len(rec.Steps)-1]
	switch {
	case !rec.Certified:
		rec.UpperBound = last.UpperBound
		rec.Reason = fmt.Sprintf("the first testable threshold %.2f accepts %d cases with %d false accepts, "+
			"and its upper bound %.4f exceeds α = %g at confidence %g, so nothing is certified", last.Threshold, last.Accepted, last.Errors, last.UpperBound, c.alpha, 1-c.delta)
	case last.Certified:
		rec.Reason = fmt.Sprintf("every testable threshold is certified down to %.2f: the lowest accepts %d cases with %d false accepts (upper bound %.4f ≤ α = %g at confidence %g)",
			*rec.Threshold, rec.Accepted, rec.Errors, rec.UpperBound, c.alpha, 1-c.delta)
	default:
		rec.Reason = fmt.Sprintf("lowest certified threshold %.2f accepts %d cases with %d false accepts (upper bound %.4f ≤ α = %g at confidence %g); "+
			"the search stopped at %.2f (%d of %d wrong, upper bound %.4f)",
			*rec.Threshold, rec.Accepted, rec.Errors, rec.UpperBound, c.alpha, 1-c.delta, last.Threshold, last.Errors, last.Accepted, last.UpperBound)
	}
	return rec, nil
}
