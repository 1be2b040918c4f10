package locate

import (
	"fmt"
	"time"

	"github.com/jevtest/jev/semantic"
)

// DefaultTimeout is the operation budget when none is set.
const DefaultTimeout = 30 * time.Second

type config struct {
	deciderFn     func() (semantic.Decider, error)
	cache         *semantic.Cache
	minConfidence *float64
	timeout       time.Duration
}

// Option configures a Finder (New) or one call (Locate, LocateBatch).
//
// Package compare has options of the same names; each package keeps its
// own, documented on its own Option type (see compare.Option). Here they
// also apply per call, so WithTimeout ≤ 0 keeps the Finder's budget
// instead of resetting it.
type Option func(*config)

// WithDecider sets the decision engine. Without WithDecider or
// WithDeciderFunc the engine is engines.FromEnv(): JEV_DECIDER when set,
// else the embedded lexical engine.
func WithDecider(d semantic.Decider) Option {
	return func(c *config) { c.deciderFn = func() (semantic.Decider, error) { return d, nil } }
}

// WithDeciderFunc sets a constructor for the decision engine, called at
// most once, on the first operation that needs a decider. A failure is
// returned by that operation and the constructor is tried again next time.
func WithDeciderFunc(fn func() (semantic.Decider, error)) Option {
	return func(c *config) { c.deciderFn = fn }
}

// WithCache answers repeated identical questions (same description, same
// observed targets) from cache instead of asking the decider again.
func WithCache(cache *semantic.Cache) Option {
	return func(c *config) { c.cache = cache }
}

// WithMinConfidence sets the minimum confidence of a target choice
// (default semantic.DefaultMinConfidence, 0.8). It is validated by every
// operation before the page is touched: anything but a finite value in
// [0, 1] is a *semantic.ThresholdError.
func WithMinConfidence(v float64) Option {
	return func(c *config) { c.minConfidence = &v }
}

// WithTimeout sets the operation budget (default DefaultTimeout): the
// observation and the decider frontier together must finish within it.
// It is validated by every operation before the page is touched: a value
// ≤ 0 is an error wrapping ErrInvalidOption.
func WithTimeout(d time.Duration) Option {
	return func(c *config) { c.timeout = d }
}

// validate checks the recorded option values (docs/design.md "Options").
func (c config) validate() error {
	if c.timeout <= 0 {
		return fmt.Errorf("%w: WithTimeout(%s): want a positive duration", ErrInvalidOption, c.timeout)
	}
	return nil
}
