package calibration

import (
	"fmt"
	"math"
)

// Defaults of the report and threshold options.
const (
	DefaultAlpha     = 0.05 // tolerated false-accept rate
	DefaultDelta     = 0.05 // 1 − confidence of the certificate
	DefaultGridStep  = 0.01 // spacing of candidate thresholds
	DefaultResamples = 1000 // bootstrap resamples for the ECE interval
	DefaultSeed      = 1    // bootstrap seed
)

// Option configures NewReport and RecommendThreshold.
type Option func(*config)

type config struct {
	alpha, delta, step float64
	bins, resamples    int
	seed               uint64
	title              string
}

func defaultConfig() config {
	return config{alpha: DefaultAlpha, delta: DefaultDelta, step: DefaultGridStep,
		bins: DefaultBins, resamples: DefaultResamples, seed: DefaultSeed, title: "jev calibration report"}
}

// WithAlpha sets α, the false-accept rate the recommended threshold must
// certify (0 < α < 1).
func WithAlpha(alpha float64) Option { return func(c *config) { c.alpha = alpha } }

// WithDelta sets δ: the certificate holds with confidence 1−δ (0 < δ < 1).
func WithDelta(delta float64) Option { return func(c *config) { c.delta = delta } }

// WithGridStep sets the spacing of the candidate thresholds 1, 1−step, …, 0
// (0 < step ≤ 1, and 1/step must be a whole number up to 10 000).
func WithGridStep(step float64) Option { return func(c *config) { c.step = step } }

// WithBins sets the number of reliability bins (≥ 1).
func WithBins(n int) Option { return func(c *config) { c.bins = n } }

// WithBootstrap sets the number of bootstrap resamples (≥ 0; 0 disables the
// ECE interval) and the generator seed.
func WithBootstrap(resamples int, seed uint64) Option {
	return func(c *config) { c.resamples, c.seed = resamples, seed }
}

// WithTitle sets the heading of the Markdown and HTML reports.
func WithTitle(title string) Option { return func(c *config) { c.title = title } }

func newConfig(opts []Option) (config, error) {
	c := defaultConfig()
	for _, o := range opts {
		o(&c)
	}
	open := func(v float64) bool { return !math.IsNaN(v) && v > 0 && v < 1 }
	switch {
	case !open(c.alpha):
		return c, fmt.Errorf("%w: alpha = %v, want 0 < alpha < 1", ErrInvalidOption, c.alpha)
	case !open(c.delta):
		return c, fmt.Errorf("%w: delta = %v, want 0 < delta < 1", ErrInvalidOption, c.delta)
	case gridSize(c.step) == 0:
		return c, fmt.Errorf("%w: grid step = %v, want 1/step a whole number in [1, 10000]", ErrInvalidOption, c.step)
	case c.bins < 1:
		return c, fmt.Errorf("%w: bins = %d, want ≥ 1", ErrInvalidOption, c.bins)
	case c.resamples < 0:
		return c, fmt.Errorf("%w: resamples = %d, want ≥ 0", ErrInvalidOption, c.resamples)
	}
	return c, nil
}

// gridSize is 1/step when that is a whole number in [1, 10000], else 0.
func gridSize(step float64) int {
	if math.IsNaN(step) || step <= 0 || step > 1 {
		return 0
	}
	n := math.Round(1 / step)
	if n < 1 || n > 10000 || math.Abs(n*step-1) > 1e-9 {
		return 0
	}
	return int(n)
}
