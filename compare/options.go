package compare

import (
	"errors"
	"sync"
	"time"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/engines"
	"github.com/playwright-community/playwright-go"
)

// DefaultTimeout is the operation budget when none is set: reading
// locators (including waiting for them), observing, both frontiers and the
// assertion's re-reads.
const DefaultTimeout = 30 * time.Second

// Comparer runs semantic comparisons and assertions on one page. It is safe
// for concurrent use.
type Comparer struct {
	page playwright.Page

	deciderFn     func() (semantic.Decider, error)
	cache         *semantic.Cache
	minConfidence *float64
	minSource     *float64
	timeout       time.Duration
	readSensitive bool // WithSensitiveFieldsRead

	mu      sync.Mutex
	decider semantic.Decider
}

// Option configures a Comparer.
type Option func(*Comparer)

// New returns a Comparer on page. The decider is not constructed until a
// question has to be asked: a batch settled by locators and the
// deterministic short-circuit never builds it.
func New(page playwright.Page, opts ...Option) *Comparer {
	c := &Comparer{page: page, timeout: DefaultTimeout}
	for _, o := range opts {
		o(c)
	}
	return c
}

// WithDecider sets the decision engine. Without WithDecider or
// WithDeciderFunc the engine is engines.FromEnv(): JEV_DECIDER when set,
// else the embedded lexical engine (one rule for every entry point).
func WithDecider(d semantic.Decider) Option {
	return func(c *Comparer) { c.deciderFn = func() (semantic.Decider, error) { return d, nil } }
}

// WithDeciderFunc sets a constructor for the decision engine, called at
// most once, when the first question has to be asked. A failure is returned
// by that operation and the constructor is tried again by the next one.
func WithDeciderFunc(fn func() (semantic.Decider, error)) Option {
	return func(c *Comparer) { c.deciderFn = fn }
}

// WithCache answers repeated identical questions (same evidence, same
// expected value) from cache. A cached answer is the first answer: it never
// turns repeated sampling into a favourable one.
func WithCache(cache *semantic.Cache) Option {
	return func(c *Comparer) { c.cache = cache }
}

// WithMinConfidence sets the default comparison threshold (else 0.8). A
// Request's own MinConfidence wins. Validated by every operation before
// anything is touched.
func WithMinConfidence(v float64) Option {
	return func(c *Comparer) { c.minConfidence = &v }
}

// WithMinSourceConfidence sets the default source-selection threshold
// (else the effective MinConfidence). A Request's own MinSourceConfidence
// wins.
func WithMinSourceConfidence(v float64) Option {
	return func(c *Comparer) { c.minSource = &v }
}

// WithTimeout sets the operation budget (default DefaultTimeout). Values
// ≤ 0 keep the default.
func WithTimeout(d time.Duration) Option {
	return func(c *Comparer) {
		if d > 0 {
			c.timeout = d
		}
	}
}

// getDecider constructs the decider on first use.
func (c *Comparer) getDecider() (semantic.Decider, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.decider != nil {
		return c.decider, nil
	}
	fn := c.deciderFn
	if fn == nil {
		fn = func() (semantic.Decider, error) { return engines.FromEnv() }
	}
	d, err := fn()
	if err != nil {
		var pe *semantic.ProviderError
		if errors.As(err, &pe) {
			return nil, err
		}
		return nil, &semantic.ProviderError{Engine: "decider", Class: semantic.ClassConfiguration, Detail: "constructing the decider failed", Err: err}
	}
	if c.cache != nil {
		d = c.cache.Wrap(d)
	}
	c.decider = d
	return d, nil
}
