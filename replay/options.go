package replay

import (
	"fmt"
	"math"
	"net/url"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/trace"
)

// Engine defaults.
const (
	// DefaultStepTimeout bounds the browser work of one step (navigation,
	// observation, the action) when the context carries no earlier deadline.
	DefaultStepTimeout = 30 * time.Second
	// defaultVerifyTimeout bounds the wait for a loop trace's success
	// selector to become visible.
	defaultVerifyTimeout = 5 * time.Second
)

// Option configures a Replayer (New), Resolve (which reads only the
// resolution options WithOrderSpec, WithNormalize and WithToolOrderSpecs),
// RunFiles and the runners of replay/replaytest and replay/replayginkgo.
// Options only record what they are given; New validates them and names
// the bad one.
type Option func(*config)

type config struct {
	resolve       resolveConfig
	baseURL       string
	execute       bool
	acceptFailed  bool
	update        bool
	gates         *Gates
	gatesFile     string
	minConfidence *float64
	decider       semantic.Decider
	stepTimeout   time.Duration
	verifyTimeout time.Duration
	browser       playwright.Browser
	errs          []error
}

// WithBaseURL rewrites the scheme, host and port of every recorded http(s)
// URL (the header's start, each step's and semantic record's url) to those
// of base, keeping path, query and fragment: an app under test that runs
// on another port in CI replays unchanged traces. base must be an absolute
// http(s) URL without a path (a trailing "/" is allowed).
func WithBaseURL(base string) Option {
	return func(c *config) { c.baseURL = base }
}

// WithExecute re-runs each recorded action after a successful resolution,
// by fingerprint only, subject to the gates.
func WithExecute(on bool) Option { return func(c *config) { c.execute = on } }

// WithAcceptRecordedFailures makes a trace whose recorded run failed, and
// whose failure replays as recorded, pass (failed-as-recorded is reported,
// not counted as a failure). Without it such a trace fails: a failing test
// recorded stays a failing test.
func WithAcceptRecordedFailures(on bool) Option {
	return func(c *config) { c.acceptFailed = on }
}

// WithUpdate rewrites a replayed trace file to accept moved elements and
// drift (the golden-file idiom). Steps that are changed, ambiguous or
// errors are never rewritten.
func WithUpdate(on bool) Option { return func(c *config) { c.update = on } }

// WithGates sets the gate policy for --execute (default: the gates.yaml
// next to each trace, else DefaultGates).
func WithGates(g Gates) Option { return func(c *config) { c.gates = &g } }

// WithGatesFile loads the gate policy from a gates.yaml (see LoadGates);
// a file that cannot be loaded makes New fail.
func WithGatesFile(path string) Option {
	return func(c *config) { c.gatesFile = path }
}

// WithMinConfidence is the caller's confidence bar for the gates. It may
// lower gates.yaml's bar, never below MinConfidenceFloor (Evaluate clamps
// it and says so). It must be a number in [0, 1].
func WithMinConfidence(v float64) Option {
	return func(c *config) { c.minConfidence = &v }
}

// WithDecider is the engine asked when a semantic record's evidence
// changed; its answer is reported next to the changed status. Without it a
// changed semantic record is reported as changed and no engine is asked.
// It is never asked for a record whose question is unchanged.
func WithDecider(d semantic.Decider) Option {
	return func(c *config) { c.decider = d }
}

// WithStepTimeout bounds each step's browser work (default
// DefaultStepTimeout). 0 keeps the default; a negative duration makes New
// fail.
func WithStepTimeout(d time.Duration) Option {
	return func(c *config) {
		if d != 0 {
			c.stepTimeout = d
		}
	}
}

// WithBrowser is the browser that Test, Entries and RunFiles open pages in
// (default: the process-wide browser of internal/stack, started on first
// use). Replay itself takes a page and ignores it.
func WithBrowser(b playwright.Browser) Option {
	return func(c *config) { c.browser = b }
}

// defaultConfig is the configuration before any option.
func defaultConfig() *config {
	return &config{
		stepTimeout: DefaultStepTimeout, verifyTimeout: defaultVerifyTimeout,
		resolve: resolveConfig{orderSpec: trace.OrderSpec, toolOrder: ToolOrderSpec},
	}
}

// apply runs the options in order; a nil option is skipped.
func (c *config) apply(opts []Option) {
	for _, o := range opts {
		if o != nil {
			o(c)
		}
	}
}

// newConfig applies opts and validates the result: the one place a bad
// option is reported (wrapping ErrInvalidOption).
func newConfig(opts []Option) (*config, error) {
	c := defaultConfig()
	c.apply(opts)
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: "+format, append([]any{ErrInvalidOption}, args...)...)
	}
	if c.baseURL != "" {
		if _, err := parseBaseURL(c.baseURL); err != nil {
			return nil, bad("base URL: %v", err)
		}
	}
	if m := c.minConfidence; m != nil && (math.IsNaN(*m) || *m < 0 || *m > 1) {
		return nil, bad("min confidence %v is not a number in [0, 1]", *m)
	}
	if c.stepTimeout < 0 {
		return nil, bad("step timeout %v is negative: pass a positive duration, or 0 for DefaultStepTimeout", c.stepTimeout)
	}
	if c.gatesFile != "" {
		g, err := LoadGates(c.gatesFile)
		if err != nil {
			return nil, fmt.Errorf("%w: gates: %w", ErrInvalidOption, err)
		}
		c.gates = &g
	}
	return c, nil
}

// parseBaseURL accepts scheme://host[:port] with an optional trailing "/".
func parseBaseURL(s string) (*url.URL, error) {
	u, err := url.Parse(s)
	if err != nil {
		return nil, err
	}
	if (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("%q is not an absolute http(s) URL", s)
	}
	if (u.Path != "" && u.Path != "/") || u.RawQuery != "" || u.Fragment != "" || u.User != nil {
		return nil, fmt.Errorf("%q must be scheme://host[:port] only (no path, query, fragment or user)", s)
	}
	return u, nil
}

// rewriteURL replaces raw's scheme and host with base's. URLs that are not
// absolute http(s) URLs (about:blank, data:, "") are returned unchanged.
func rewriteURL(raw string, base *url.URL) string {
	if base == nil || raw == "" {
		return raw
	}
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return raw
	}
	u.Scheme, u.Host = base.Scheme, base.Host
	return u.String()
}

// normalizePattern is the compiled pattern of a WithNormalize option, for reports.
func (c *config) normalizePattern() string {
	if c.resolve.normalize == nil {
		return ""
	}
	return c.resolve.normalize.String()
}
