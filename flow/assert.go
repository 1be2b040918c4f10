package flow

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/playwright-community/playwright-go"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/observe"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/trace"
)

// capturing passes requests to the engine and keeps the text sources they
// carried, for the semantic records of the trace.
type capturing struct {
	inner semantic.Decider

	mu      sync.Mutex
	sources map[string]semantic.Source
}

func (c *capturing) Name() string { return c.inner.Name() }

func (c *capturing) Decide(ctx context.Context, req semantic.Request) (semantic.Answer, error) {
	c.mu.Lock()
	if c.sources == nil {
		c.sources = map[string]semantic.Source{}
	}
	for _, s := range req.State.Sources {
		c.sources[s.ID] = s
	}
	c.mu.Unlock()
	return c.inner.Decide(ctx, req)
}

// take returns and forgets the captured sources.
func (c *capturing) take() map[string]semantic.Source {
	c.mu.Lock()
	defer c.mu.Unlock()
	s := c.sources
	c.sources = nil
	return s
}

// assert checks one expectation with compare.Assert (re-read before
// returning) and records it as a semantic record of step n.
func (rn *runner) assert(ctx context.Context, n int, e Expectation) Assertion {
	ctx, cancel := context.WithTimeout(ctx, rn.cfg.timeout)
	defer cancel()
	a := Assertion{Description: e.Description, Selector: e.Selector, Expected: e.Expected}
	req := compare.Request{Expected: e.Expected, MinConfidence: e.MinConfidence}
	if e.Selector != "" {
		loc := rn.page.Locator(e.Selector)
		if _, err := loc.Count(); err != nil {
			// Not a verdict about the page: the flow's selector cannot be
			// used (bad syntax) or the page cannot be read. The step errs.
			a.Reason = fmt.Sprintf("selector %q cannot be used: %v", e.Selector, err)
			return a
		}
		if err := waitVisible(ctx, loc, rn.cfg.timeout.Milliseconds()); err != nil {
			if errors.Is(ctx.Err(), context.Canceled) {
				// The run was cancelled (Ctrl-C), not the page read: no verdict.
				a.Reason = fmt.Sprintf("selector %q was not read: %v", e.Selector, ctx.Err())
				return a
			}
			a.Status, a.Reason = semantic.StatusFailed, "selector "+e.Selector+" shows no visible element: "+err.Error()
			return a
		}
		req.Actual = compare.Text(loc)
	} else {
		req.Actual = compare.Describe(e.Description)
	}
	rn.capture.take()
	c := compare.New(rn.page, compare.WithDecider(rn.capture), compare.WithTimeout(rn.cfg.timeout))
	rs, err := c.AssertBatch(ctx, []compare.Request{req})
	if documentChanged(err) {
		// The page was still navigating: read the new document once more.
		if err = settle(ctx, rn.page, rn.cfg.timeout); err == nil {
			rn.capture.take()
			rs, err = c.AssertBatch(ctx, []compare.Request{req})
		}
	}
	var ae *compare.AssertionError
	if err != nil && !errors.As(err, &ae) {
		a.Status, a.Reason = errorStatus(err), err.Error()
		rn.recordFailedAssert(n, e, err)
		return a
	}
	r := rs[0]
	a.Status, a.Confidence, a.Threshold, a.Evidence = r.Status, r.Confidence, r.Threshold, r.Evidence.Text
	if r.Status != semantic.StatusPassed {
		a.Reason = compare.Explain(r)
	}
	rn.recordAssert(n, e, r)
	return a
}

// errorStatus is the verdict an assertion without a result gets: never
// passed. A description the page does not show is failed, an ambiguous
// one inconclusive, anything else an error. (A decision store in replay
// mode answers a question it does not hold undecided: inconclusive.)
func errorStatus(err error) semantic.Status {
	switch {
	case errors.Is(err, compare.ErrSourceAmbiguous), errors.Is(err, observe.ErrFramesUnread):
		// Not shown in the frames read, with frames unread: undecided.
		return semantic.StatusInconclusive
	case errors.Is(err, compare.ErrSourceNotFound), errors.Is(err, compare.ErrLocatorNotFound),
		errors.Is(err, compare.ErrAmbiguousLocator), errors.Is(err, compare.ErrLocatorHidden):
		return semantic.StatusFailed
	}
	return ""
}

// documentChanged reports an observation that met a navigation: the
// document (or a frame of it) went away while it was read.
func documentChanged(err error) bool {
	return err != nil && (errors.Is(err, observe.ErrNavigationContext) || strings.Contains(err.Error(), "has been detached"))
}

func waitVisible(ctx context.Context, loc playwright.Locator, ms int64) error {
	timeout := float64(ms)
	done := make(chan error, 1)
	go func() {
		done <- loc.First().WaitFor(playwright.LocatorWaitForOptions{State: playwright.WaitForSelectorStateVisible, Timeout: &timeout})
	}()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		return ctx.Err()
	}
}

// recordAssert writes the semantic record of an assertion, with the
// sources its questions referred to.
func (rn *runner) recordAssert(n int, e Expectation, r compare.Result) {
	url, title := rn.pageInfo()
	sources := rn.capture.take()
	rec := trace.SemanticRecord{
		Op: trace.OpAssert, Step: n, URL: url, Title: title, Description: r.Description, Expected: r.Expected,
		Questions: r.Questions, Decisions: r.Decisions,
		Evidence:   trace.EvidenceOf(r.Evidence),
		Thresholds: trace.Thresholds{MinConfidence: r.Threshold, MinSourceConfidence: r.SourceThreshold},
		Result: trace.SemanticResult{Status: r.Status, Choice: r.Choice, Confidence: r.Confidence,
			SourceConfidence: r.SourceConfidence, Freshness: r.Freshness, Provenance: r.Provenance},
		Usage: r.Usage,
	}
	if e.Selector != "" {
		rec.Description = ""
	}
	if ce := r.CurrentEvidence; ce != nil {
		rec.CurrentEvidence = trace.EvidenceOf(*ce)
	}
	seen := map[string]bool{}
	for _, q := range r.Questions {
		for _, id := range q.Refs {
			if src, ok := sources[id]; ok && !seen[id] {
				seen[id] = true
				rec.Sources = append(rec.Sources, src)
			}
		}
	}
	if r.Status != semantic.StatusPassed { // a pass with frames unread is a located target's, uncapped
		for _, f := range r.Unread {
			rec.Unread = append(rec.Unread, f.Describe())
		}
	}
	rec.Dialogs = rn.freshDialogs()
	rn.record(func(w *trace.Writer) error { return w.WriteSemantic(rec) })
}

// recordFailedAssert writes the semantic record of an assertion that has
// no result (the classified error only).
func (rn *runner) recordFailedAssert(n int, e Expectation, err error) {
	rn.capture.take()
	url, title := rn.pageInfo()
	status := errorStatus(err)
	if status == "" {
		status = semantic.StatusInconclusive
	}
	rec := trace.SemanticRecord{Op: trace.OpAssert, Step: n, URL: url, Title: title, Description: e.Description,
		Expected: e.Expected, Questions: []semantic.Question{}, Decisions: []semantic.Decision{},
		Result: trace.SemanticResult{Status: status}, Error: err.Error(), Dialogs: rn.freshDialogs()}
	rn.record(func(w *trace.Writer) error { return w.WriteSemantic(rec) })
}

func (rn *runner) pageInfo() (string, string) {
	title, _ := rn.page.Title()
	return rn.page.URL(), title
}
