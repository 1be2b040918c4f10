package calibration

import (
	"fmt"
	"time"

	"github.com/jevtest/jev/internal/shard"
	"github.com/jevtest/jev/semantic"
	"github.com/playwright-community/playwright-go"
)

// Runner defaults.
const (
	// DefaultCaseTimeout bounds one case's comparison (reading a locator,
	// observing, both decision waves) and, separately, its grounding check.
	DefaultCaseTimeout = 15 * time.Second
	// DefaultPageTimeout bounds loading one fixture page.
	DefaultPageTimeout = 20 * time.Second
	// DefaultConcurrency is how many fixtures run at the same time, each on
	// its own browser context and page.
	DefaultConcurrency = 4
	// DefaultOrderSeed seeds the criteria shuffles of order variants.
	DefaultOrderSeed = 1
	// MaxOrderVariants caps WithOrderVariants.
	MaxOrderVariants = 100
)

// Progress is what a run reports after each case.
type Progress struct {
	Done   int        // cases finished so far, this one included
	Total  int        // cases this run (this shard) will record
	Result CaseResult // the case just finished
}

// RunOption configures Run.
type RunOption func(*runConfig)

type runConfig struct {
	decider     semantic.Decider
	minConf     *float64
	minSource   *float64
	variants    int
	seed        uint64
	shardI      int
	shardN      int
	progress    func(Progress)
	browser     playwright.Browser
	caseTimeout time.Duration
	pageTimeout time.Duration
	concurrency int
}

// WithDecider sets the decision engine every case is compared with and
// order variants are re-asked through (default: engines.FromEnv(), i.e.
// JEV_DECIDER when set, else the embedded lexical engine). It must be safe for concurrent use (the semantic.Decider
// contract).
func WithDecider(d semantic.Decider) RunOption { return func(c *runConfig) { c.decider = d } }

// WithMinConfidence sets the comparison threshold of every case (default:
// compare's, 0.8). It must be a finite value in [0, 1].
func WithMinConfidence(v float64) RunOption { return func(c *runConfig) { c.minConf = &v } }

// WithMinSourceConfidence sets the source-selection threshold of every
// description case (default: the effective comparison threshold). It must be
// a finite value in [0, 1].
func WithMinSourceConfidence(v float64) RunOption { return func(c *runConfig) { c.minSource = &v } }

// WithOrderVariants re-asks each case's comparison question k more times
// with its criteria in a shuffled order (0 ≤ k ≤ MaxOrderVariants; 0, the
// default, disables it). The shuffles are deterministic: seeded by seed and
// the case's file and id, so a shard or a re-run asks the same orders.
func WithOrderVariants(k int, seed uint64) RunOption {
	return func(c *runConfig) { c.variants, c.seed = k, seed }
}

// WithShard runs shard i of n (1 ≤ i ≤ n): the (file, case id) pairs of all
// fixtures are sorted and cut into n contiguous runs whose sizes differ by
// at most one, so every case lands in exactly one shard.
func WithShard(i, n int) RunOption { return func(c *runConfig) { c.shardI, c.shardN = i, n } }

// WithProgress calls fn after every case, one call at a time, in no
// particular order across fixtures.
func WithProgress(fn func(Progress)) RunOption { return func(c *runConfig) { c.progress = fn } }

// WithBrowser runs the cases on b (a new browser context per fixture)
// instead of the process-wide browser started on first use.
func WithBrowser(b playwright.Browser) RunOption { return func(c *runConfig) { c.browser = b } }

// WithCaseTimeout bounds each case's comparison and grounding check
// (default DefaultCaseTimeout); it must be positive.
func WithCaseTimeout(d time.Duration) RunOption { return func(c *runConfig) { c.caseTimeout = d } }

// WithPageTimeout bounds loading each fixture page (default
// DefaultPageTimeout); it must be positive.
func WithPageTimeout(d time.Duration) RunOption { return func(c *runConfig) { c.pageTimeout = d } }

// WithConcurrency sets how many fixtures run at the same time (default
// DefaultConcurrency); it must be at least 1. Results do not depend on it.
func WithConcurrency(n int) RunOption { return func(c *runConfig) { c.concurrency = n } }

func newRunConfig(opts []RunOption) (runConfig, error) {
	c := runConfig{seed: DefaultOrderSeed, shardI: 1, shardN: 1, caseTimeout: DefaultCaseTimeout,
		pageTimeout: DefaultPageTimeout, concurrency: DefaultConcurrency}
	for _, o := range opts {
		o(&c)
	}
	if c.minConf != nil {
		if err := semantic.ValidateThreshold("min-confidence", *c.minConf); err != nil {
			return c, fmt.Errorf("%w: %w", ErrInvalidOption, err)
		}
	}
	if c.minSource != nil {
		if err := semantic.ValidateThreshold("min-source-confidence", *c.minSource); err != nil {
			return c, fmt.Errorf("%w: %w", ErrInvalidOption, err)
		}
	}
	if c.variants < 0 || c.variants > MaxOrderVariants {
		return c, fmt.Errorf("%w: order variants = %d, want 0 ≤ k ≤ %d", ErrInvalidOption, c.variants, MaxOrderVariants)
	}
	if c.shardN < 1 || c.shardI < 1 || c.shardI > c.shardN {
		return c, fmt.Errorf("%w: shard %d/%d, want i/n with 1 ≤ i ≤ n", ErrInvalidOption, c.shardI, c.shardN)
	}
	switch {
	case c.caseTimeout <= 0:
		return c, fmt.Errorf("%w: WithCaseTimeout(%v): want a positive duration", ErrInvalidOption, c.caseTimeout)
	case c.pageTimeout <= 0:
		return c, fmt.Errorf("%w: WithPageTimeout(%v): want a positive duration", ErrInvalidOption, c.pageTimeout)
	case c.concurrency < 1:
		return c, fmt.Errorf("%w: WithConcurrency(%d): want at least 1", ErrInvalidOption, c.concurrency)
	}
	return c, nil
}

// ParseShard parses "i/n" (1 ≤ i ≤ n), the form of --shard (internal/shard
// is the one parser). Anything else wraps ErrInvalidOption and a
// *shard.Error.
func ParseShard(s string) (i, n int, err error) {
	if i, n, err = shard.Parse(s); err != nil {
		return 0, 0, fmt.Errorf("%w: %w", ErrInvalidOption, err)
	}
	return i, n, nil
}

// CheckOptions validates report options (WithAlpha, WithDelta, …) without
// building a report, so that a command can reject them before a run. The
// error wraps ErrInvalidOption.
func CheckOptions(opts ...Option) error {
	_, err := newConfig(opts)
	return err
}
