package calibration

import (
	"cmp"
	"math"
	"math/rand/v2"
	"slices"
	"sort"
)

// Interval is a bootstrap percentile interval.
type Interval struct {
	Level     float64 `json:"level"` // e.g. 0.95
	Low       float64 `json:"low"`
	High      float64 `json:"high"`
	Resamples int     `json:"resamples"`
	Seed      uint64  `json:"seed"`
}

// BootstrapECE resamples the scores with replacement `resamples` times from a
// PCG generator seeded with seed (so the interval is reproducible), computes
// the ECE of each resample with binning bin, and returns the central
// percentile interval at level (type-7 linear interpolation between order
// statistics). Low and High are NaN when scores is empty or resamples < 1.
func BootstrapECE(scores []Score, bin func([]Score, int) []Bin, bins, resamples int, level float64, seed uint64) Interval {
	iv := Interval{Level: level, Resamples: resamples, Seed: seed, Low: math.NaN(), High: math.NaN()}
	if len(scores) == 0 || resamples < 1 {
		return iv
	}
	rng := rand.New(rand.NewPCG(seed, 0x6a6576)) // "jev"
	// Each resample counts how often every score (sorted by confidence) is
	// drawn and lists them in order, so it is already sorted and binnings
	// that sort (equal-mass) stay linear per resample.
	byConf := append([]Score(nil), scores...)
	slices.SortStableFunc(byConf, func(a, b Score) int { return cmp.Compare(a.Confidence, b.Confidence) })
	eces := make([]float64, resamples)
	counts := make([]int, len(scores))
	sample := make([]Score, 0, len(scores))
	for r := range eces {
		clear(counts)
		for range len(scores) {
			counts[rng.IntN(len(byConf))]++
		}
		sample = sample[:0]
		for j, c := range counts {
			for range c {
				sample = append(sample, byConf[j])
			}
		}
		eces[r] = ECE(bin(sample, bins))
	}
	sort.Float64s(eces)
	iv.Low = quantile7(eces, (1-level)/2)
	iv.High = quantile7(eces, 1-(1-level)/2)
	return iv
}

// quantile7 is the type-7 (linear interpolation) quantile of sorted data.
func quantile7(sorted []float64, p float64) float64 {
	h := float64(len(sorted)-1) * p
	lo := int(math.Floor(h))
	if lo >= len(sorted)-1 {
		return sorted[len(sorted)-1]
	}
	return sorted[lo] + (h-float64(lo))*(sorted[lo+1]-sorted[lo])
}
