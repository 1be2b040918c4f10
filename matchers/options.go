package matchers

import (
	"context"

	"github.com/jevtest/jev/compare"
)

// Option configures one SemanticallyMatch matcher or one Expectation.
type Option func(*config)

type config struct {
	minConf   *float64
	minSource *float64
	prop      compare.Property
	attr      string
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

// MinConfidence sets the comparison threshold of this assertion (default:
// the bound Comparer's, else 0.8). It must be a finite value in [0, 1]; any
// other value makes Match return a *semantic.ThresholdError before the page
// is touched.
func MinConfidence(v float64) Option {
	return func(c *config) { c.minConf = &v }
}

// MinSourceConfidence sets the source-selection threshold of this
// assertion (default: the effective MinConfidence). Same validation as
// MinConfidence.
func MinSourceConfidence(v float64) Option {
	return func(c *config) { c.minSource = &v }
}

// Property sets what a locator (or a located target) actual reads:
// compare.PropertyText (the default), PropertyValue, PropertyChecked or
// PropertyAttribute (with Attribute). A description actual rejects it.
func Property(p compare.Property) Option {
	return func(c *config) { c.prop = p }
}

// Attribute makes a locator actual read the literal DOM value of the
// attribute name; it implies Property(compare.PropertyAttribute).
func Attribute(name string) Option {
	return func(c *config) {
		c.prop = compare.PropertyAttribute
		c.attr = name
	}
}

// Context bounds the assertion by ctx (for example Ginkgo's SpecContext)
// in addition to the Comparer's timeout. The default is
// context.Background(), bounded by the timeout alone. AssertAll takes its
// context as an argument and ignores this option.
func Context(ctx context.Context) Option {
	return func(c *config) { c.ctx = ctx }
}
