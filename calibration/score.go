package calibration

import "math"

// Score is one scored case as the metrics see it: the confidence of its
// decided choice and whether that choice agrees with the truth label.
type Score struct {
	Confidence float64 `json:"confidence"`
	Correct    bool    `json:"correct"`
}

// Scores returns the scored cases of results, in input order: the cases that
// are decided (no error, choice equivalent or different) and whose source
// gate was cleared as run — exactly the cases a comparison threshold of 0
// would accept. Reliability, Brier, risk–coverage and the threshold
// recommendation are computed over this population; the outcome table and
// coverage count every case.
func Scores(results []CaseResult) []Score {
	out := make([]Score, 0, len(results))
	for _, r := range results {
		if r.AcceptedAt(0) {
			out = append(out, Score{Confidence: r.Confidence, Correct: r.Correct()})
		}
	}
	return out
}

// Brier is the mean squared difference between confidence and correctness,
// (1/N) Σ (cᵢ − yᵢ)² with yᵢ = 1 when correct and 0 otherwise: the Brier
// score of the chosen label. NaN when scores is empty.
func Brier(scores []Score) float64 {
	if len(scores) == 0 {
		return math.NaN()
	}
	var sum float64
	for _, s := range scores {
		d := s.Confidence - indicator(s.Correct)
		sum += d * d
	}
	return sum / float64(len(scores))
}

// Accuracy is the fraction of scores that are correct; NaN when empty.
func Accuracy(scores []Score) float64 {
	if len(scores) == 0 {
		return math.NaN()
	}
	n := 0
	for _, s := range scores {
		if s.Correct {
			n++
		}
	}
	return float64(n) / float64(len(scores))
}

func indicator(b bool) float64 {
	if b {
		return 1
	}
	return 0
}
