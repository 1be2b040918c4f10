package calibration

import (
	"cmp"
	"math"
	"slices"
)

// RCPoint is one point of the risk–coverage curve: at comparison threshold
// Threshold, Accepted scored cases have confidence ≥ Threshold and Errors of
// them are false accepts.
type RCPoint struct {
	Threshold float64 `json:"threshold"`
	Accepted  int     `json:"accepted"`
	Errors    int     `json:"errors"`
	// Coverage is Accepted / total cases (all cases, decided or not).
	Coverage float64 `json:"coverage"`
	// Risk is the selective risk Errors / Accepted.
	Risk float64 `json:"risk"`
}

// RiskCoverage sweeps the comparison threshold down through every distinct
// confidence among the scores (highest first) and returns one point per
// threshold, and the area under the curve:
//
//	AURC = Σ_j Risk_j · (Coverage_j − Coverage_{j−1}),  Coverage_0 = 0
//
// a step integral in which each threshold's risk covers the coverage it adds.
// With distinct confidences this is the usual (1/total) Σ_i risk(top i).
// Coverage is relative to total (the number of all cases, at least
// len(scores)), so when some cases are never decided the curve stops before
// coverage 1 and the area covers [0, maximum coverage] only: read AURC
// together with the maximum coverage. AURC is NaN when there are no scores.
func RiskCoverage(scores []Score, total int) ([]RCPoint, float64) {
	if len(scores) == 0 {
		return nil, math.NaN()
	}
	total = max(total, len(scores))
	sorted := append([]Score(nil), scores...)
	slices.SortFunc(sorted, func(a, b Score) int { return cmp.Compare(b.Confidence, a.Confidence) })
	var points []RCPoint
	var aurc, prevCov float64
	accepted, errs := 0, 0
	for i := 0; i < len(sorted); {
		t := sorted[i].Confidence
		for ; i < len(sorted) && sorted[i].Confidence == t; i++ {
			accepted++
			if !sorted[i].Correct {
				errs++
			}
		}
		p := RCPoint{Threshold: t, Accepted: accepted, Errors: errs,
			Coverage: float64(accepted) / float64(total), Risk: float64(errs) / float64(accepted)}
		aurc += p.Risk * (p.Coverage - prevCov)
		prevCov = p.Coverage
		points = append(points, p)
	}
	return points, aurc
}
