package compare

import (
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
	config
	decider *engines.Lazy
}

// config is what the options set.
type config struct {
	deciderFn     func() (semantic.Decider, error)
	cache         *semantic.Cache
	minConfidence *float64
	minSource     *float64
	timeout       time.Duration
	readSensitive bool // WithSensitiveFieldsRead
}

// Option configures a Comparer.
//
// WithDecider, WithDeciderFunc, WithCache, WithMinConfidence and
// WithTimeout have namesakes in package locate on purpose: each package
// documents its own options on its own Option type, the bodies are single
// field stores, and what they share is written once elsewhere (the
// engine rule in engines.Lazy/engines.FromEnv, threshold validation in
// semantic.Thresholds.Resolve). Their meaning differs where the
// operations differ: a cached answer here is a comparison's, a
// Comparer's WithTimeout ≤ 0 falls back to DefaultTimeout at New.
type Option func(*config)

// New returns a Comparer on page. The decider is not constructed until a
// question has to be asked: a batch settled by locators and the
// deterministic short-circuit never builds it. Thresholds are validated by
// every operation, before anything is touched.
func New(page playwright.Page, opts ...Option) *Comparer {
	var cfg config
	for _, o := range opts {
		if o != nil {
			o(&cfg)
		}
	}
	if cfg.timeout <= 0 {
		cfg.timeout = DefaultTimeout
	}
	return &Comparer{page: page, config: cfg, decider: &engines.Lazy{Build: cfg.deciderFn, Cache: cfg.cache}}
}

// WithDecider sets the decision engine. Without WithDecider or
// WithDeciderFunc the engine is engines.FromEnv(): JEV_DECIDER when set,
// else the embedded lexical engine (one rule for every entry point,
// engines.Lazy).
func WithDecider(d semantic.Decider) Option {
	return func(c *config) { c.deciderFn = func() (semantic.Decider, error) { return d, nil } }
}

// WithDeciderFunc sets a constructor for the decision engine, called at
// most once, when the first question has to be asked. A failure is returned
// by that operation (a *semantic.ProviderError of class configuration) and
// the constructor is tried again by the next one.
func WithDeciderFunc(fn func() (semantic.Decider, error)) Option {
	return func(c *config) { c.deciderFn = fn }
}

// WithCache answers repeated identical questions (same evidence, same
// expected value) from cache. A cached answer is the first answer: it never
// turns repeated sampling into a favourable one.
func WithCache(cache *semantic.Cache) Option {
	return func(c *config) { c.cache = cache }
}

// WithMinConfidence sets the default comparison threshold (else 0.8). A
// Request's own MinConfidence wins. Validated by every operation before
// anything is touched.
func WithMinConfidence(v float64) Option {
	return func(c *config) { c.minConfidence = &v }
}

// WithMinSourceConfidence sets the default source-selection threshold
// (else the effective MinConfidence). A Request's own MinSourceConfidence
// wins.
func WithMinSourceConfidence(v float64) Option {
	return func(c *config) { c.minSource = &v }
}

// WithTimeout sets the operation budget (default DefaultTimeout). Values
// ≤ 0 keep the default.
func WithTimeout(d time.Duration) Option {
	return func(c *config) { c.timeout = d }
}

// getDecider constructs the decider on first use.
func (c *Comparer) getDecider() (semantic.Decider, error) { return c.decider.Get() }
