package calibration

import (
	"cmp"
	"math"
	"slices"
)

// DefaultBins is the number of bins of the reliability diagram.
const DefaultBins = 10

// Bin is one bin of a reliability diagram. For equal-width bins Lower and
// Upper are the bin's edges ([Lower, Upper), the last bin closed); for
// equal-mass bins they are the smallest and largest confidence inside it.
type Bin struct {
	Lower          float64 `json:"lower"`
	Upper          float64 `json:"upper"`
	Count          int     `json:"count"`
	Correct        int     `json:"correct"`
	Accuracy       float64 `json:"accuracy"`        // Correct / Count; 0 when empty
	MeanConfidence float64 `json:"mean_confidence"` // 0 when empty
	Gap            float64 `json:"gap"`             // |Accuracy − MeanConfidence|; 0 when empty
}

func (b *Bin) add(s Score) {
	b.Count++
	if s.Correct {
		b.Correct++
	}
	b.MeanConfidence += s.Confidence // summed here, divided in finish
}

func (b *Bin) finish() {
	if b.Count == 0 {
		return
	}
	b.MeanConfidence /= float64(b.Count)
	b.Accuracy = float64(b.Correct) / float64(b.Count)
	b.Gap = math.Abs(b.Accuracy - b.MeanConfidence)
}

// EqualWidthBins splits [0, 1] into n bins of width 1/n ([k/n, (k+1)/n), the
// last one closed) and puts each score in the bin of its confidence. Empty
// bins are kept so that the result always has n entries. n < 1 means
// DefaultBins.
func EqualWidthBins(scores []Score, n int) []Bin {
	if n < 1 {
		n = DefaultBins
	}
	bins := make([]Bin, n)
	for k := range bins {
		bins[k].Lower = float64(k) / float64(n)
		bins[k].Upper = float64(k+1) / float64(n)
	}
	for _, s := range scores {
		bins[widthIndex(s.Confidence, n)].add(s)
	}
	for k := range bins {
		bins[k].finish()
	}
	return bins
}

// widthIndex is the equal-width bin of c, robust to c·n rounding.
func widthIndex(c float64, n int) int {
	k := int(math.Floor(c * float64(n)))
	if k > 0 && c < float64(k)/float64(n) {
		k--
	}
	if k < n-1 && c >= float64(k+1)/float64(n) {
		k++
	}
	return min(max(k, 0), n-1)
}

// EqualMassBins sorts the scores by confidence and cuts them into at most n
// bins of (nearly) equal count: the k-th cut is at position round(k·N/n),
// moved forward past equal confidences so that tied scores always share a bin.
// Every returned bin is non-empty; ties and small N give fewer than n bins.
// n < 1 means DefaultBins.
func EqualMassBins(scores []Score, n int) []Bin {
	if n < 1 {
		n = DefaultBins
	}
	sorted := append([]Score(nil), scores...)
	// Order inside a run of equal confidences does not matter: ties share
	// a bin.
	slices.SortFunc(sorted, func(a, b Score) int { return cmp.Compare(a.Confidence, b.Confidence) })
	N := len(sorted)
	var bins []Bin
	start := 0
	for k := 1; k <= n && start < N; k++ {
		end := N
		if k < n {
			end = int(math.Round(float64(k) * float64(N) / float64(n)))
		}
		if end <= start {
			continue
		}
		for end < N && sorted[end].Confidence == sorted[end-1].Confidence {
			end++
		}
		b := Bin{Lower: sorted[start].Confidence, Upper: sorted[end-1].Confidence}
		for _, s := range sorted[start:end] {
			b.add(s)
		}
		b.finish()
		bins = append(bins, b)
		start = end
	}
	return bins
}

// NonEmpty counts the bins that hold at least one score.
func NonEmpty(bins []Bin) int {
	n := 0
	for _, b := range bins {
		if b.Count > 0 {
			n++
		}
	}
	return n
}

// ECE is the expected calibration error of a binning:
// Σ_b (n_b / N) · |acc_b − conf_b|, with N the total count. NaN when the bins
// are all empty.
func ECE(bins []Bin) float64 {
	total := 0
	var sum float64
	for _, b := range bins {
		total += b.Count
		sum += float64(b.Count) * b.Gap
	}
	if total == 0 {
		return math.NaN()
	}
	return sum / float64(total)
}

// MCE is the maximum calibration error: the largest |acc_b − conf_b| over the
// non-empty bins. NaN when the bins are all empty.
func MCE(bins []Bin) float64 {
	m := math.NaN()
	for _, b := range bins {
		if b.Count > 0 && (math.IsNaN(m) || b.Gap > m) {
			m = b.Gap
		}
	}
	return m
}
