package jevtest

import (
	"time"

	"github.com/jevtest/jev/semantic"
	"github.com/playwright-community/playwright-go"
)

// DefaultTimeout bounds getting a browser, creating a session's context and
// page, and every Playwright call on the session's page (navigation
// included) unless WithTimeout says otherwise.
const DefaultTimeout = 30 * time.Second

// CloseTimeout bounds closing a session's browser context in t.Cleanup.
const CloseTimeout = 10 * time.Second

// Option configures New.
type Option func(*options)

type options struct {
	browser    *Browser
	contextOpt playwright.BrowserNewContextOptions
	viewport   *playwright.Size
	timeout    time.Duration

	// Semantic operations (semantic.go).
	decider       semantic.Decider
	minConfidence *float64
	minSource     *float64
	tokenBudget   *int
	traceDir      *string
	resultsDir    *string
}

func buildOptions(opts []Option) options {
	o := options{timeout: DefaultTimeout}
	for _, opt := range opts {
		if opt != nil {
			opt(&o)
		}
	}
	return o
}

// WithViewport sets the page's viewport in CSS pixels. It overrides the
// viewport given through WithContextOptions. Non-positive sizes fail the
// test in New.
func WithViewport(width, height int) Option {
	return func(o *options) { o.viewport = &playwright.Size{Width: width, Height: height} }
}

// WithBrowser makes the session use b (a browser from StartBrowser, local or
// remote) instead of the process-wide shared browser. The caller owns b and
// closes it; the session only closes its own context.
func WithBrowser(b *Browser) Option {
	return func(o *options) { o.browser = b }
}

// WithContextOptions sets the options the session's BrowserContext is created
// with (locale, timezone, color scheme, storage state, HTTP credentials, ...).
func WithContextOptions(opts playwright.BrowserNewContextOptions) Option {
	return func(o *options) { o.contextOpt = opts }
}

// WithTimeout replaces DefaultTimeout for this session. Non-positive
// durations fail the test in New.
func WithTimeout(d time.Duration) Option {
	return func(o *options) { o.timeout = d }
}

// WithDecider sets the decision engine of the session's semantic
// operations. Without it the engine named by JEV_DECIDER (the embedded
// lexical engine when unset) is opened with engines.FromEnv — lazily, when
// the first question has to be asked: a session whose assertions are all
// settled by locators and the deterministic short-circuit never constructs
// one.
func WithDecider(d semantic.Decider) Option {
	return func(o *options) { o.decider = d }
}

// WithMinConfidence sets the session's default comparison and locate
// threshold (else semantic.DefaultMinConfidence, 0.8). A per-operation
// WithOpMinConfidence wins. Anything but a finite value in [0, 1] fails the test
// in New.
func WithMinConfidence(v float64) Option {
	return func(o *options) { o.minConfidence = &v }
}

// WithMinSourceConfidence sets the session's default source-selection
// threshold (else the effective min confidence). A per-operation
// WithOpMinSourceConfidence wins. Anything but a finite value in [0, 1] fails the
// test in New.
func WithMinSourceConfidence(v float64) Option {
	return func(o *options) { o.minSource = &v }
}

// WithTokenBudget fails the test when the input plus output tokens reported
// for the session's semantic operations exceed n. Usage is counted once per
// operation or batch (never per item of a batch); the operation that
// crosses the budget fails the test with t.Errorf, naming the operation,
// its tokens, the session total and the budget. n must be positive (New
// fails the test otherwise). Engines that report no usage count as zero.
func WithTokenBudget(n int) Option {
	return func(o *options) { o.tokenBudget = &n }
}

// WithTraceDir makes the session record a spec 2 trace to
// dir/<package>-<test>.jsonl (docs/trace-format.md; the package relative
// to its module, each part sanitised: cmd_jev-TestLogin_ok.jsonl), so
// same-named tests of several packages can record into one folder. A
// second session of the test takes <package>-<test>.2.jsonl, and a
// session whose file another process holds (the file is locked while it
// is written, see trace.Create) the next free number; TracePath says
// which. A goto action
// record per Goto, a step record per act on a located target (Click,
// DblClick, Hover, Fill, Type, Press, Check, Uncheck, Select), a semantic
// record for every locate (failed ones included), compare and assert item,
// and an end record with the test's outcome; `jev replay --execute`
// rebuilds the recorded state from it. It overrides
// the JEV_TRACE_DIR environment variable; WithTraceDir("") turns recording
// off.
func WithTraceDir(dir string) Option {
	return func(o *options) { o.traceDir = &dir }
}

// EnvTraceDir names the environment variable that turns trace recording on
// for every session that has no WithTraceDir option.
const EnvTraceDir = "JEV_TRACE_DIR"

// OpOption configures one semantic operation (Locate, Compare, Assert and
// their batch and Try forms).
type OpOption func(*opOptions)

type opOptions struct {
	minConfidence *float64
	minSource     *float64
}

func buildOpOptions(opts []OpOption) opOptions {
	var o opOptions
	for _, opt := range opts {
		if opt != nil {
			opt(&o)
		}
	}
	return o
}

// WithOpMinConfidence sets the comparison threshold (locate: the target
// threshold) of one operation. It must be a finite value in [0, 1]; the
// operation fails the test otherwise, before the page is touched.
func WithOpMinConfidence(v float64) OpOption {
	return func(o *opOptions) { o.minConfidence = &v }
}

// WithOpMinSourceConfidence sets the source-selection threshold of one
// compare or assert (default: the effective min confidence). Locate has no source
// threshold: passing it to Locate fails the test.
func WithOpMinSourceConfidence(v float64) OpOption {
	return func(o *opOptions) { o.minSource = &v }
}
