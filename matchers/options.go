package matchers

import (
	"context"
)

// Option configures one SemanticallyMatch matcher or one Expectation.
type Option func(*config)

type config struct {
	minConf   *float64
	minSource *float64
	ctx       context.Context
}

func buildConfig(opts []Option) config {
	var c config
	for _, o := range opts {
		if o != nil {
			o(&c)
		}
	}
	return c
}

// WithMinConfidence sets the comparison threshold of this assertion (default:
// the bound Comparer's, else 0.8). It must be a finite value in [0, 1]; any
// other value makes Match return a *semantic.ThresholdError before the page
// is touched.
func WithMinConfidence(v float64) Option {
	return func(c *config) { c.minConf = &v }
}

// WithMinSourceConfidence sets the source-selection threshold of this
// assertion (default: the effective WithMinConfidence). Same validation as
// WithMinConfidence.
func WithMinSourceConfidence(v float64) Option {
	return func(c *config) { c.minSource = &v }
}

// WithContext bounds the assertion by ctx (for example Ginkgo's SpecContext)
// in addition to the Comparer's timeout. The default is
// context.Background(), bounded by the timeout alone. AssertAll takes its
// context as an argument and ignores this option.
func WithContext(ctx context.Context) Option {
	return func(c *config) { c.ctx = ctx }
}
