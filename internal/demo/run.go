package demo

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sort"
	"sync"
	"time"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/demoapp"
	"github.com/jevtest/jev/locate"
	"github.com/jevtest/jev/semantic"
	"github.com/playwright-community/playwright-go"
)

// DefaultExampleTimeout is the budget of each operation of an example (the
// navigation, a locate, the assertion); the example as a whole gets that
// budget per operation plus 10 s for its screenshot.
const DefaultExampleTimeout = 30 * time.Second

// Outcome is what running one example produced.
type Outcome struct {
	Example Example
	// Result is the assertion's result (freshness verified or changed);
	// zero when Err is set.
	Result compare.Result
	// Usage is the whole example's usage: the locate operations of its
	// steps and actual, then the assertion. Results of different examples
	// are different operations, so their usages add up.
	Usage semantic.Usage
	// Screenshot is a PNG of the page after the assertion with the
	// evidence outlined (nil with WithoutScreenshots, or when the page
	// could not be captured).
	Screenshot []byte
	// Batch is how many examples shared this example's assertion
	// operation (one AssertBatch on one page: one observation, one
	// frontier per dependency level); 1 when it ran alone. Batched
	// outcomes carry the same Usage, to be counted once (Summarize does).
	Batch int
	// Elapsed is the example's wall time from the creation of its page to
	// its outcome (for a batch: the batch, then its own screenshot).
	Elapsed time.Duration
	// Err is set when the example reached no verdict (*ExampleError).
	Err error
}

// Status is the verdict reached, or "error" when none was.
func (o Outcome) Status() string {
	if o.Err != nil {
		return "error"
	}
	return string(o.Result.Status)
}

// AsDeclared reports whether the example got the verdict it declares.
func (o Outcome) AsDeclared() bool {
	return o.Err == nil && o.Result.Status == o.Example.Want
}

// Option configures Run. Options only record their values; Run checks
// them (ErrInvalidOption, naming the option) before it touches anything.
type Option func(*config)

type config struct {
	decider    semantic.Decider
	nilDecider bool
	examples   []Example
	parallel   int
	timeout    time.Duration
	shots      bool
	batching   bool
	viewport   playwright.Size
	onOutcome  func(int, Outcome)
}

// newConfig applies opts (nil ones are skipped) to the defaults and checks
// the result.
func newConfig(opts []Option) (config, error) {
	c := config{parallel: min(runtime.NumCPU(), 4), timeout: DefaultExampleTimeout, shots: true, batching: true,
		viewport: playwright.Size{Width: 1280, Height: 800}}
	for _, o := range opts {
		if o != nil {
			o(&c)
		}
	}
	return c, c.validate()
}

// validate names the first bad option and what it accepts.
func (c config) validate() error {
	switch {
	case c.nilDecider:
		return fmt.Errorf("%w: WithDecider(nil)", ErrInvalidOption)
	case c.parallel < 1:
		return fmt.Errorf("%w: WithParallelism(%d): want at least 1", ErrInvalidOption, c.parallel)
	case c.timeout <= 0:
		return fmt.Errorf("%w: WithExampleTimeout(%s): want a positive duration", ErrInvalidOption, c.timeout)
	case c.viewport.Width <= 0 || c.viewport.Height <= 0:
		return fmt.Errorf("%w: WithViewport(%d, %d): want positive sizes", ErrInvalidOption, c.viewport.Width, c.viewport.Height)
	}
	return nil
}

// WithDecider sets the decision engine shared by every example (default:
// the embedded lexical engine). It must be safe for concurrent use.
func WithDecider(d semantic.Decider) Option {
	return func(c *config) { c.decider, c.nilDecider = d, d == nil }
}

// WithExamples runs these examples instead of Examples().
func WithExamples(examples ...Example) Option {
	return func(c *config) { c.examples = append([]Example(nil), examples...) }
}

// WithParallelism runs up to n examples at once (default: the number of
// CPUs, at most 4). n must be at least 1.
func WithParallelism(n int) Option {
	return func(c *config) { c.parallel = n }
}

// WithExampleTimeout bounds each example (default DefaultExampleTimeout);
// it must be positive.
func WithExampleTimeout(d time.Duration) Option {
	return func(c *config) { c.timeout = d }
}

// WithoutScreenshots skips the evidence screenshots.
func WithoutScreenshots() Option {
	return func(c *config) { c.shots = false }
}

// WithoutBatching runs every example alone on its own page. By default
// the examples with no steps that read the same page and scenario share
// one page and one AssertBatch.
func WithoutBatching() Option {
	return func(c *config) { c.batching = false }
}

// WithViewport sets the pages' viewport (default 1280×800); both sizes
// must be positive.
func WithViewport(width, height int) Option {
	return func(c *config) { c.viewport = playwright.Size{Width: width, Height: height} }
}

// WithProgress calls fn with each outcome (and its index in the example
// list) as soon as it is ready, from Run's worker goroutines, one call at a
// time.
func WithProgress(fn func(index int, o Outcome)) Option {
	return func(c *config) { c.onOutcome = fn }
}

// Validate checks an example's structure.
func (e Example) Validate() error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: %s: %s", ErrInvalidExample, e.Name, fmt.Sprintf(format, args...))
	}
	if e.Name == "" {
		return fmt.Errorf("%w: an example has no name", ErrInvalidExample)
	}
	if e.Path == "" || e.Path[0] != '/' {
		return bad("path %q must start with /", e.Path)
	}
	n := 0
	for _, s := range []string{e.Actual.Description, e.Actual.Selector, e.Actual.Locate} {
		if s != "" {
			n++
		}
	}
	if n != 1 {
		return bad("set exactly one of Actual.Description, Actual.Selector and Actual.Locate (%d set)", n)
	}
	if e.Actual.Selector == "" && (e.Actual.Frame != "" || e.Actual.Property != "" || e.Actual.Attribute != "") {
		return bad("Frame, Property and Attribute apply to a Selector only")
	}
	for i, s := range e.Steps {
		n := 0
		for _, f := range []string{s.Click, s.Press, s.WaitFor} {
			if f != "" {
				n++
			}
		}
		if n != 1 {
			return bad("step %d: set exactly one of Click, Press and WaitFor", i+1)
		}
	}
	if e.Expected == "" {
		return bad("no expected value")
	}
	switch e.Want {
	case semantic.StatusPassed, semantic.StatusFailed, semantic.StatusInconclusive:
	default:
		return bad("declared verdict %q (want passed, failed or inconclusive)", e.Want)
	}
	return nil
}

// Run runs the examples (Examples() unless WithExamples) against server
// and returns one Outcome per example, in example order.
//
// Every page is opened in a fresh browser context of browser. An example
// with steps, or whose actual is located, gets a page of its own. The
// examples without steps that read the same page and scenario share one
// page and are asserted together with one AssertBatch (one observation,
// one source frontier, one comparison frontier), unless WithoutBatching.
// Pages run concurrently (WithParallelism).
//
// An example that reaches no verdict has its Outcome.Err set; Run itself
// fails only for bad options or examples (checked before the browser is
// touched: ErrInvalidOption, ErrInvalidExample) and when ctx ends, with the
// outcomes finished so far.
func Run(ctx context.Context, browser playwright.Browser, server *demoapp.Server, opts ...Option) ([]Outcome, error) {
	c, err := newConfig(opts)
	if err != nil {
		return nil, err
	}
	examples := c.examples
	if examples == nil {
		examples = Examples()
	}
	seen := map[string]bool{}
	for _, e := range examples {
		if err := e.Validate(); err != nil {
			return nil, err
		}
		if seen[e.Name] {
			return nil, fmt.Errorf("%w: two examples are named %q", ErrInvalidExample, e.Name)
		}
		seen[e.Name] = true
	}
	if browser == nil || server == nil {
		return nil, fmt.Errorf("%w: Run needs a browser and a server", ErrInvalidOption)
	}
	units := plan(examples, c.batching)

	out := make([]Outcome, len(examples))
	done := make([]bool, len(examples))
	var mu sync.Mutex
	report := func(i int, o Outcome) {
		mu.Lock()
		defer mu.Unlock()
		out[i], done[i] = o, true
		if c.onOutcome != nil {
			c.onOutcome(i, o)
		}
	}
	next := make(chan []int)
	var wg sync.WaitGroup
	for range min(c.parallel, max(len(units), 1)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for u := range next {
				runUnit(ctx, browser, server, &c, examples, u, report)
			}
		}()
	}
feed:
	for _, u := range units {
		select {
		case next <- u:
		case <-ctx.Done():
			break feed
		}
	}
	close(next)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		var finished []Outcome
		for i, o := range out {
			if done[i] {
				finished = append(finished, o)
			}
		}
		return finished, err
	}
	return out, nil
}

// plan splits the examples into units of work, one page each: examples
// with steps or a located actual alone, the others grouped by page and
// scenario (when batching), in order of first appearance. The largest
// units go first so that the slowest page does not start last.
func plan(examples []Example, batching bool) [][]int {
	var units [][]int
	byPage := map[string]int{}
	for i, e := range examples {
		if !batching || len(e.Steps) > 0 || e.Actual.Locate != "" {
			units = append(units, []int{i})
			continue
		}
		key := e.Path + e.Scenario.Query()
		if u, ok := byPage[key]; ok {
			units[u] = append(units[u], i)
			continue
		}
		byPage[key] = len(units)
		units = append(units, []int{i})
	}
	sort.SliceStable(units, func(a, b int) bool { return len(units[a]) > len(units[b]) })
	return units
}

// page is one unit's browser context and page.
type page struct {
	bctx playwright.BrowserContext
	page playwright.Page
	loc  *locate.Finder
	cmp  *compare.Comparer
}

// openPage opens a fresh context and page on the example's page.
func openPage(browser playwright.Browser, server *demoapp.Server, c *config, e Example) (*page, error) {
	vp := c.viewport
	bctx, err := browser.NewContext(playwright.BrowserNewContextOptions{Viewport: &vp})
	if err != nil {
		return nil, err
	}
	ms := float64(c.timeout.Milliseconds())
	bctx.SetDefaultTimeout(ms)
	bctx.SetDefaultNavigationTimeout(ms)
	p := &page{bctx: bctx}
	if p.page, err = bctx.NewPage(); err != nil {
		p.close()
		return nil, err
	}
	if _, err := p.page.Goto(server.PageURL(e.Path, e.Scenario), playwright.PageGotoOptions{WaitUntil: playwright.WaitUntilStateLoad}); err != nil {
		p.close()
		return nil, err
	}
	lopts := []locate.Option{locate.WithTimeout(c.timeout)}
	copts := []compare.Option{compare.WithTimeout(c.timeout)}
	if c.decider != nil {
		lopts = append(lopts, locate.WithDecider(c.decider))
		copts = append(copts, compare.WithDecider(c.decider))
	}
	p.loc = locate.New(p.page, lopts...)
	p.cmp = compare.New(p.page, copts...)
	return p, nil
}

// close closes the context in the background: nothing waits for it.
func (p *page) close() { go p.bctx.Close() }

// runUnit runs the examples of one unit on one page and reports each
// outcome.
func runUnit(ctx context.Context, browser playwright.Browser, server *demoapp.Server, c *config, examples []Example, unit []int, report func(int, Outcome)) {
	start := time.Now()
	p, err := openPage(browser, server, c, examples[unit[0]])
	if err != nil {
		for _, i := range unit {
			report(i, Outcome{Example: examples[i], Batch: 1, Elapsed: time.Since(start),
				Err: &ExampleError{Name: examples[i].Name, Stage: "open", Err: err}})
		}
		return
	}
	defer p.close()
	if len(unit) == 1 {
		report(unit[0], runExample(ctx, p, c, examples[unit[0]], start))
		return
	}
	runBatch(ctx, p, c, examples, unit, start, report)
}

// runExample runs one example's steps and assertion on p.
func runExample(ctx context.Context, p *page, c *config, e Example, start time.Time) (o Outcome) {
	// Each operation (locate, assert) has budget c.timeout; the example as
	// a whole gets room for its steps, the assertion and the screenshot.
	ctx, cancel := context.WithTimeout(ctx, exampleBudget(c, 1+len(e.Steps)))
	defer cancel()
	o.Example, o.Batch = e, 1
	defer func() { o.Elapsed = time.Since(start) }()
	fail := func(stage string, err error) Outcome {
		o.Err = &ExampleError{Name: e.Name, Stage: stage, Err: err}
		return o
	}
	for i, s := range e.Steps {
		stage := fmt.Sprintf("step %d", i+1)
		switch {
		case s.Click != "":
			t, err := p.loc.Locate(ctx, s.Click)
			if t.Usage != nil {
				o.Usage = o.Usage.Then(*t.Usage)
			}
			if err != nil {
				return fail(stage, err)
			}
			if err := locate.Click(ctx, p.page, t); err != nil {
				return fail(stage, err)
			}
		case s.Press != "":
			if err := p.page.Locator(s.Press).Click(playwright.LocatorClickOptions{Timeout: remainingMs(ctx)}); err != nil {
				return fail(stage, err)
			}
		default:
			if err := p.page.Locator(s.WaitFor).WaitFor(playwright.LocatorWaitForOptions{State: playwright.WaitForSelectorStateVisible, Timeout: remainingMs(ctx)}); err != nil {
				return fail(stage, err)
			}
		}
	}
	var target *locate.Target
	if e.Actual.Locate != "" {
		t, err := p.loc.Locate(ctx, e.Actual.Locate)
		if t.Usage != nil {
			o.Usage = o.Usage.Then(*t.Usage)
		}
		if err != nil {
			return fail("locate", err)
		}
		target = &t
	}
	actual := actualOf(p.page, e, target)
	r, err := p.cmp.Assert(ctx, compare.Request{Actual: actual, Expected: e.Expected})
	var ae *compare.AssertionError
	if err != nil && !errors.As(err, &ae) {
		return fail("assert", err)
	}
	o.Result = r
	if r.Usage != nil {
		o.Usage = o.Usage.Then(*r.Usage)
	}
	if c.shots {
		o.Screenshot = evidenceShot(ctx, p.page, r)
	}
	return o
}

// runBatch asserts the unit's examples with one AssertBatch. When the
// batch fails as a whole (a locator that matched nothing, a description
// that could not be grounded), each example is run alone on the same page
// so that the error is pinned to the example that caused it.
func runBatch(parent context.Context, p *page, c *config, examples []Example, unit []int, start time.Time, report func(int, Outcome)) {
	ctx, cancel := context.WithTimeout(parent, exampleBudget(c, len(unit)))
	defer cancel()
	reqs := make([]compare.Request, len(unit))
	for k, i := range unit {
		reqs[k].Actual = actualOf(p.page, examples[i], nil)
		reqs[k].Expected = examples[i].Expected
	}
	rs, err := p.cmp.AssertBatch(ctx, reqs)
	var ae *compare.AssertionError
	if err != nil && !errors.As(err, &ae) {
		for _, i := range unit {
			report(i, runExample(parent, p, c, examples[i], start))
		}
		return
	}
	for k, i := range unit {
		o := Outcome{Example: examples[i], Result: rs[k], Batch: len(unit)}
		if rs[k].Usage != nil {
			o.Usage = *rs[k].Usage
		}
		if c.shots {
			o.Screenshot = evidenceShot(ctx, p.page, rs[k])
		}
		o.Elapsed = time.Since(start)
		report(i, o)
	}
}

// actualOf builds the compare actual of e on page (target: the located
// target of e.Actual.Locate) and returns the caller locator, if any.
func actualOf(page playwright.Page, e Example, target *locate.Target) compare.Actual {
	a := e.Actual
	switch {
	case a.Description != "":
		return compare.Describe(a.Description)
	case target != nil:
		return compare.Ref(*target)
	}
	var loc playwright.Locator
	if a.Frame != "" {
		loc = page.FrameLocator(a.Frame).Locator(a.Selector)
	} else {
		loc = page.Locator(a.Selector)
	}
	return compare.Read(loc, a.Property, a.Attribute)
}

// exampleBudget bounds n operations of budget c.timeout each and their
// screenshots.
func exampleBudget(c *config, n int) time.Duration {
	return c.timeout*time.Duration(n) + 10*time.Second
}

// remainingMs is ctx's remaining budget in milliseconds, for Playwright's
// own timeout options.
func remainingMs(ctx context.Context) *float64 {
	dl, ok := ctx.Deadline()
	if !ok {
		return nil
	}
	ms := max(float64(time.Until(dl).Milliseconds()), 1)
	return &ms
}
