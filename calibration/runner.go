package calibration

import (
	"context"
	"fmt"
	"sort"
	"sync"
	"time"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/internal/await"
	"github.com/jevtest/jev/internal/stack"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/engines"
	"github.com/playwright-community/playwright-go"
)

// job is one case to run: its fixture and its index in Fixture.Cases.
type job struct {
	f   *Fixture
	idx int
	pos int // position in the run's sorted order
}

// Run runs every case of fixtures (or of one shard of them, WithShard)
// against its page in a real browser and records one CaseResult per case,
// sorted by file, then case id.
//
// Each fixture's page (page:, served over loopback HTTP with the fixture
// file's folder as the document root, or url:) is opened once, on its own
// browser context, and all its cases run on that page one after another: a
// comparison only reads the page (a description is observed, a selector
// read), it never acts on it. Each case is one compare operation with the
// run's decider and thresholds, so its usage, serial depth and elapsed time
// are its own. A case that names a source is checked for grounding (see
// docs/calibration.md), and with WithOrderVariants its comparison question
// is re-asked with shuffled criteria.
//
// A case that cannot be decided — no source or an ambiguous one, a
// locator that matches nothing, a page that does not load, a provider
// error — is recorded with its Error and status inconclusive; it does not
// stop the run. Run returns an error only for an invalid option (wrapping
// ErrInvalidOption, before anything is started), a browser that cannot
// start, or the end of ctx (with the results finished by then).
func Run(ctx context.Context, fixtures []*Fixture, opts ...RunOption) ([]CaseResult, error) {
	cfg, err := newRunConfig(opts)
	if err != nil {
		return nil, err
	}
	th := semantic.Thresholds{MinConfidence: cfg.minConf, MinSourceConfidence: cfg.minSource}
	minConf, minSource, err := th.Resolve()
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrInvalidOption, err)
	}
	groups, total := plan(fixtures, cfg.shardI, cfg.shardN)
	if total == 0 {
		return []CaseResult{}, nil
	}
	browser := cfg.browser
	if browser == nil {
		b, err := stack.Shared(ctx)
		if err != nil {
			return nil, fmt.Errorf("calibration: %w", err)
		}
		browser = b.Browser
	}
	dec := cfg.decider
	if dec == nil {
		d, err := engines.FromEnv()
		if err != nil {
			return nil, fmt.Errorf("calibration: %w", err)
		}
		dec = d
	}
	r := &runner{cfg: cfg, dec: dec, browser: browser, minConf: minConf, minSource: minSource,
		results: make([]CaseResult, total), done: make([]bool, total), total: total}
	defer r.srv.close()

	work := make(chan []job)
	var wg sync.WaitGroup
	for range min(cfg.concurrency, len(groups)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for g := range work {
				r.runFixture(ctx, g)
			}
		}()
	}
feed:
	for _, g := range groups {
		select {
		case work <- g:
		case <-ctx.Done():
			break feed
		}
	}
	close(work)
	wg.Wait()

	out := make([]CaseResult, 0, total)
	for i, ok := range r.done {
		if ok {
			out = append(out, r.results[i])
		}
	}
	if err := ctx.Err(); err != nil {
		return out, err
	}
	return out, nil
}

// plan sorts every (file, case id) pair, keeps shard i of n (contiguous
// runs whose sizes differ by at most one) and groups the kept cases by
// fixture, in sorted order.
func plan(fixtures []*Fixture, i, n int) (groups [][]job, total int) {
	var all []job
	for _, f := range fixtures {
		if f == nil {
			continue
		}
		for k := range f.Cases {
			all = append(all, job{f: f, idx: k})
		}
	}
	sort.SliceStable(all, func(a, b int) bool {
		fa, fb := all[a].f.File, all[b].f.File
		if fa != fb {
			return fa < fb
		}
		return all[a].f.Cases[all[a].idx].ID < all[b].f.Cases[all[b].idx].ID
	})
	lo, hi := (i-1)*len(all)/n, i*len(all)/n
	kept := all[lo:hi]
	at := map[*Fixture]int{}
	for p, j := range kept {
		j.pos = p
		g, ok := at[j.f]
		if !ok {
			g = len(groups)
			at[j.f] = g
			groups = append(groups, nil)
		}
		groups[g] = append(groups[g], j)
	}
	return groups, len(kept)
}

// runner is one Run's shared state.
type runner struct {
	cfg                runConfig
	dec                semantic.Decider
	browser            playwright.Browser
	minConf, minSource float64
	srv                servers

	mu      sync.Mutex
	results []CaseResult
	done    []bool
	count   int
	total   int
}

func (r *runner) record(pos int, res CaseResult) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.results[pos], r.done[pos] = res, true
	r.count++
	if r.cfg.progress != nil {
		r.cfg.progress(Progress{Done: r.count, Total: r.total, Result: res})
	}
}

// base is a case's record before anything ran: undecided, inconclusive.
func (r *runner) base(j job) CaseResult {
	c := j.f.Cases[j.idx]
	return CaseResult{ID: c.ID, File: j.f.File, Truth: c.Truth, Status: semantic.StatusInconclusive,
		Threshold: r.minConf, SourceThreshold: r.minSource, ThresholdOutcome: OutcomeNoDecision}
}

// runFixture opens the fixture's page on a fresh browser context and runs
// its cases in order. A page that cannot be opened is every case's error.
func (r *runner) runFixture(ctx context.Context, jobs []job) {
	f := jobs[0].f
	failAll := func(err error) {
		for _, j := range jobs {
			if ctx.Err() != nil {
				return
			}
			res := r.base(j)
			res.Error = err.Error()
			r.record(j.pos, res)
		}
	}
	if ctx.Err() != nil {
		return
	}
	page, closePage, err := r.open(ctx, f)
	if err != nil {
		failAll(err)
		return
	}
	defer closePage()
	opts := []compare.Option{compare.WithDecider(r.dec), compare.WithTimeout(r.cfg.caseTimeout),
		compare.WithMinConfidence(r.minConf), compare.WithMinSourceConfidence(r.minSource)}
	cmp := compare.New(page, opts...)
	checked := map[string]grounding{}
	for _, j := range jobs {
		if ctx.Err() != nil {
			return
		}
		r.record(j.pos, r.runCase(ctx, page, cmp, j, checked))
	}
}

// open loads the fixture's page on a new browser context.
func (r *runner) open(ctx context.Context, f *Fixture) (playwright.Page, func(), error) {
	u, err := r.srv.pageURL(f)
	if err != nil {
		return nil, nil, err
	}
	bc, err := r.browser.NewContext(playwright.BrowserNewContextOptions{
		Viewport: &playwright.Size{Width: 1280, Height: 900},
	})
	if err != nil {
		return nil, nil, fmt.Errorf("calibration: %s: new browser context: %w", f.File, err)
	}
	closeCtx := func() { go bc.Close() }
	page, err := bc.NewPage()
	if err != nil {
		closeCtx()
		return nil, nil, fmt.Errorf("calibration: %s: new page: %w", f.File, err)
	}
	resp, err := await.Call(ctx, func() (playwright.Response, error) {
		return page.Goto(u, playwright.PageGotoOptions{WaitUntil: playwright.WaitUntilStateLoad,
			Timeout: playwright.Float(float64(r.cfg.pageTimeout.Milliseconds()))})
	}, nil)
	if err != nil {
		closeCtx()
		return nil, nil, fmt.Errorf("calibration: %s: open %s: %w", f.File, u, err)
	}
	if resp != nil && resp.Status() >= 400 {
		closeCtx()
		return nil, nil, fmt.Errorf("calibration: %s: open %s: HTTP %d", f.File, u, resp.Status())
	}
	return page, closeCtx, nil
}

// runCase runs one case through compare and records everything.
func (r *runner) runCase(ctx context.Context, page playwright.Page, cmp *compare.Comparer, j job, checked map[string]grounding) CaseResult {
	c := j.f.Cases[j.idx]
	res := r.base(j)
	req := compare.Request{Expected: c.Expected}
	if c.Actual.Description != "" {
		req.Actual = compare.Describe(c.Actual.Description)
	} else {
		req.Actual = compare.Read(page.Locator(c.Actual.Selector), c.Actual.Property, c.Actual.Attribute)
	}
	start := time.Now()
	out, err := cmp.Compare(ctx, req)
	res.ElapsedMs = time.Since(start).Milliseconds()
	if err != nil {
		res.Error = err.Error()
		return res
	}
	res.Status, res.Choice, res.Confidence = out.Status, out.Choice, out.Confidence
	res.Threshold, res.SourceThreshold = out.Threshold, out.SourceThreshold
	if out.Source == compare.SourceSemantic {
		sc := out.SourceConfidence
		res.SourceConfidence = &sc
	}
	res.Evidence = out.Evidence
	res.Model, res.Models = out.Model, out.Models
	if out.Usage != nil {
		res.Usage = *out.Usage
		res.SerialDepth = out.Usage.SerialDecisionDepth
	}
	res.ThresholdOutcome = res.DeriveThresholdOutcome()

	if c.Source != "" && out.Evidence.SourceID != "" {
		key := fmt.Sprintf("%d\x00%s\x00%s\x00%s", out.Evidence.Frame, out.Evidence.SourceID, out.Evidence.Text, c.Source)
		g, ok := checked[key]
		if !ok {
			gctx, cancel := context.WithTimeout(ctx, r.cfg.caseTimeout)
			g = checkGrounding(gctx, out, c.Source)
			if gctx.Err() == nil { // a check cut short is not remembered
				checked[key] = g
			}
			cancel()
		}
		res.SourceChecked, res.SourceOK, res.SourceNote = true, g.ok, g.note
	}

	if r.cfg.variants > 0 {
		for k, q := range out.Questions {
			if q.Kind != semantic.KindComparison || k >= len(out.Decisions) {
				continue
			}
			ids := make([]string, len(q.Criteria))
			for i, cr := range q.Criteria {
				ids[i] = cr.ID
			}
			orders := shuffledOrders(orderRNG(r.cfg.seed, j.f.File, c.ID), ids, r.cfg.variants)
			vctx, cancel := context.WithTimeout(ctx, r.cfg.caseTimeout)
			res.OrderVariants = askOrderVariants(vctx, r.dec, q, out.Decisions[k].Choice, out.Decisions[k].Confidence(), orders)
			cancel()
		}
	}
	return res
}
