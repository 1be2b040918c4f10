package jevtest

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/locate"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/engines"
	"github.com/jevtest/jev/trace"
)

// semState is a session's semantic machinery: one Comparer and one Finder
// on the session's page, sharing one lazily built decider.
type semState struct {
	mu       sync.Mutex // serialises the session's semantic operations
	comparer *compare.Comparer
	locator  *locate.Finder

	decMu sync.Mutex
	base  semantic.Decider // built on the first question

	capMu   sync.Mutex
	sources map[string]semantic.Source // shared state sent during the current operation

	tokens    atomic.Int64
	budgetHit atomic.Bool
}

// initSemantic builds the session's Comparer and Finder. Nothing is
// constructed for the decider until a question has to be asked.
func (s *Session) initSemantic() {
	o := s.opts
	copts := []compare.Option{compare.WithDeciderFunc(s.decider), compare.WithTimeout(o.timeout)}
	lopts := []locate.Option{locate.WithDeciderFunc(s.decider), locate.WithTimeout(o.timeout)}
	if o.minConfidence != nil {
		copts = append(copts, compare.WithMinConfidence(*o.minConfidence))
		lopts = append(lopts, locate.WithMinConfidence(*o.minConfidence))
	}
	if o.minSource != nil {
		copts = append(copts, compare.WithMinSourceConfidence(*o.minSource))
	}
	s.sem.comparer = compare.New(s.page, copts...)
	s.sem.locator = locate.New(s.page, lopts...)
}

// validateSemanticOptions checks the semantic session options before a
// browser is touched.
func validateSemanticOptions(o options) error {
	if o.minConfidence != nil {
		if err := semantic.ValidateThreshold("WithMinConfidence", *o.minConfidence); err != nil {
			return err
		}
	}
	if o.minSource != nil {
		if err := semantic.ValidateThreshold("WithMinSourceConfidence", *o.minSource); err != nil {
			return err
		}
	}
	if o.tokenBudget != nil && *o.tokenBudget <= 0 {
		return fmt.Errorf("WithTokenBudget(%d): the budget must be a positive number of tokens", *o.tokenBudget)
	}
	return nil
}

// decider returns the session's decider (built once: WithDecider's, else
// engines.FromEnv()) wrapped so that the shared state each operation sends
// is kept for its trace record.
func (s *Session) decider() (semantic.Decider, error) { return s.cachedDecider(nil) }

// cachedDecider is decider answering from cache first (nil: no cache). The
// cache sits inside the capture: a question answered from cache still
// leaves the sources it was asked about in the trace record, so that the
// record replays.
func (s *Session) cachedDecider(cache *semantic.Cache) (semantic.Decider, error) {
	s.sem.decMu.Lock()
	defer s.sem.decMu.Unlock()
	if s.sem.base == nil {
		d := s.opts.decider
		if d == nil {
			var err error
			if d, err = engines.FromEnv(); err != nil {
				return nil, err
			}
		}
		s.sem.base = d
	}
	inner := s.sem.base
	if cache != nil {
		inner = cache.Wrap(inner)
	}
	return &capturingDecider{inner: inner, sem: &s.sem}, nil
}

// capturingDecider passes every request to the session's decider and keeps
// the text sources it carried, for the trace.
type capturingDecider struct {
	inner semantic.Decider
	sem   *semState
}

func (d *capturingDecider) Name() string { return d.inner.Name() }

func (d *capturingDecider) Decide(ctx context.Context, req semantic.Request) (semantic.Answer, error) {
	d.sem.capMu.Lock()
	for _, src := range req.State.Sources {
		d.sem.sources[src.ID] = src
	}
	d.sem.capMu.Unlock()
	return d.inner.Decide(ctx, req)
}

// begin starts one semantic operation: it holds the operation lock until
// the returned function is called.
func (s *Session) begin() func() {
	s.sem.mu.Lock()
	s.sem.capMu.Lock()
	s.sem.sources = map[string]semantic.Source{}
	s.sem.capMu.Unlock()
	return s.sem.mu.Unlock
}

// capturedSources returns the text sources sent during the current
// operation.
func (s *Session) capturedSources() map[string]semantic.Source {
	s.sem.capMu.Lock()
	defer s.sem.capMu.Unlock()
	return s.sem.sources
}

// TokensUsed is the input plus output tokens reported so far for the
// session's semantic operations, counted once per operation or batch.
func (s *Session) TokensUsed() int { return int(s.sem.tokens.Load()) }

// account adds one operation's usage (once, never per item) and fails the
// test when it crosses the token budget.
func (s *Session) account(what string, u *semantic.Usage) {
	s.t.Helper()
	if u == nil {
		return
	}
	n := u.InputTokens + u.OutputTokens
	total := s.sem.tokens.Add(int64(n))
	b := s.opts.tokenBudget
	if b == nil || total <= int64(*b) || !s.sem.budgetHit.CompareAndSwap(false, true) {
		return
	}
	s.t.Errorf("jevtest: token budget exceeded by %s: it used %d tokens (%d input + %d output); the session's semantic operations used %d > WithTokenBudget(%d)",
		what, n, u.InputTokens, u.OutputTokens, total, *b)
}

// Locate grounds description to one interactive element of the page and
// returns its target (real ref, evidence, confidence, usage). A
// description that cannot be grounded (no match, ambiguous, below the
// threshold) or any other error fails the test with t.Fatalf.
func (s *Session) Locate(description string, opts ...OpOption) locate.Target {
	s.t.Helper()
	ts, err := s.locateOp([]string{description}, opts)
	if err != nil {
		s.t.Fatalf("jevtest: Locate: %v", err)
		return locate.Target{}
	}
	return ts[0]
}

// LocateBatch grounds independent descriptions against one observation
// with one decision frontier. Any description that cannot be grounded
// fails the test with t.Fatalf listing every failure.
func (s *Session) LocateBatch(descriptions []string, opts ...OpOption) []locate.Target {
	s.t.Helper()
	ts, err := s.locateOp(descriptions, opts)
	if err != nil {
		s.t.Fatalf("jevtest: LocateBatch: %v", err)
		return nil
	}
	return ts
}

// TryLocate is Locate returning the error (a *locate.LocateError for a
// description that could not be grounded) instead of failing the test.
func (s *Session) TryLocate(description string, opts ...OpOption) (locate.Target, error) {
	s.t.Helper()
	ts, err := s.locateOp([]string{description}, opts)
	if err != nil {
		var le *locate.LocateError
		if errors.As(err, &le) {
			return locate.Target{}, le
		}
		return locate.Target{}, err
	}
	return ts[0], nil
}

func (s *Session) locateOp(descs []string, opts []OpOption) ([]locate.Target, error) {
	s.t.Helper()
	o := buildOpOptions(opts)
	if o.minSource != nil {
		return nil, fmt.Errorf("%w: WithOpMinSourceConfidence applies to Compare and Assert; Locate has one threshold (WithOpMinConfidence)", locate.ErrInvalidRequest)
	}
	var lopts []locate.Option
	if o.minConfidence != nil {
		lopts = append(lopts, locate.WithMinConfidence(*o.minConfidence))
	}
	defer s.begin()()
	ts, err := s.sem.locator.LocateBatch(context.Background(), descs, lopts...)
	for _, t := range ts {
		if t.Usage != nil {
			s.account("Locate", t.Usage)
			break
		}
	}
	s.traceLocate(ts, err)
	s.keepLocate(descs, ts, err)
	return ts, err
}

// Compare compares one actual with the expected meaning and returns the
// verdict (passed, failed or inconclusive, freshness "snapshot"). The
// verdict never fails the test; an error (bad input, a locator that does
// not resolve, a source that cannot be bound, a decider failure) does,
// with t.Fatalf.
func (s *Session) Compare(actual compare.Actual, expected string, opts ...OpOption) compare.Result {
	s.t.Helper()
	rs := s.CompareBatch([]compare.Request{{Actual: actual, Expected: expected}}, opts...)
	if len(rs) == 0 {
		return compare.Result{}
	}
	return rs[0]
}

// CompareBatch compares independent requests with one observation and at
// most two decision frontiers. opts set the thresholds of requests that set
// none. Errors fail the test with t.Fatalf; verdicts do not. Descriptions
// that cannot be bound are reported together, every one of them, in one
// t.Errorf before the test stops.
func (s *Session) CompareBatch(reqs []compare.Request, opts ...OpOption) []compare.Result {
	s.t.Helper()
	rs, err := s.compareOp(trace.OpCompare, reqs, opts)
	var be *compare.BatchError
	switch {
	case err == nil:
	case errors.As(err, &be):
		// Every unbound description in one failure, then stop.
		s.t.Errorf("jevtest: Compare: %v", err)
		s.t.FailNow()
		return rs
	default:
		s.t.Fatalf("jevtest: Compare: %v", err)
		return nil
	}
	return rs
}

// Assert is AssertBatch of one request.
func (s *Session) Assert(actual compare.Actual, expected string, opts ...OpOption) compare.Result {
	s.t.Helper()
	rs := s.AssertBatch([]compare.Request{{Actual: actual, Expected: expected}}, opts...)
	if len(rs) == 0 {
		return compare.Result{}
	}
	return rs[0]
}

// AssertBatch asserts independent requests: it compares them, re-reads
// every bound source before returning (freshness "verified" or "changed")
// and returns the results. Unless every item passed, it writes the
// evidence of each failed or inconclusive item in ResultsDir (a
// full-page screenshot with the evidence source outlined, and the result
// as JSON) and fails the test with t.Errorf: expected, actual evidence and
// its context, verdict, confidence against threshold, source confidence
// against source threshold, freshness, which link (SOURCE, COMPARISON or
// the evidence's freshness) was uncertain, and the evidence file paths.
// The test goes on, unless a description could not be bound: that item is
// reported with the others (its SOURCE error and the candidates weighed)
// and then the test stops. An error that leaves no verdict (bad input, a
// locator that does not resolve, a decider failure) fails the test with
// t.Fatalf.
func (s *Session) AssertBatch(reqs []compare.Request, opts ...OpOption) []compare.Result {
	s.t.Helper()
	rs, err := s.TryAssertBatch(reqs, opts...)
	s.noteDialogs("Assert")
	var ee *EvidenceError
	switch {
	case err == nil:
	case errors.As(err, &ee):
		// One failure listing every item that did not pass; a description
		// that could not be bound still stops the test, after the report.
		s.t.Errorf("jevtest: Assert: %v", err)
		for _, r := range rs {
			if r.SourceError != nil {
				s.t.FailNow()
				return rs
			}
		}
	default:
		s.t.Fatalf("jevtest: Assert: %v", err)
		return nil
	}
	return rs
}

// TryAssert is TryAssertBatch of one request.
func (s *Session) TryAssert(actual compare.Actual, expected string, opts ...OpOption) (compare.Result, error) {
	s.t.Helper()
	rs, err := s.TryAssertBatch([]compare.Request{{Actual: actual, Expected: expected}}, opts...)
	if len(rs) == 0 {
		return compare.Result{}, err
	}
	return rs[0], err
}

// TryAssertBatch is AssertBatch without failing the test: when an item did
// not pass it writes the same evidence and returns the results with an
// *EvidenceError wrapping the *compare.AssertionError (errors.Is
// compare.ErrAssertionFailed or compare.ErrAssertionInconclusive). Other
// errors are returned as compare returns them, with no results.
func (s *Session) TryAssertBatch(reqs []compare.Request, opts ...OpOption) ([]compare.Result, error) {
	s.t.Helper()
	reqs = withOpOptions(reqs, buildOpOptions(opts))
	rs, err := s.compareOp(trace.OpAssert, reqs, nil)
	var ae *compare.AssertionError
	if err == nil || !errors.As(err, &ae) {
		return rs, err
	}
	return rs, &EvidenceError{Err: ae, Evidence: s.takeEvidence()}
}

// withOpOptions copies reqs, filling the thresholds they leave unset.
func withOpOptions(reqs []compare.Request, o opOptions) []compare.Request {
	out := append([]compare.Request(nil), reqs...)
	for i := range out {
		if out[i].MinConfidence == nil && o.minConfidence != nil {
			out[i].MinConfidence = o.minConfidence
		}
		if out[i].MinSourceConfidence == nil && o.minSource != nil {
			out[i].MinSourceConfidence = o.minSource
		}
	}
	return out
}

// compareOp runs one compare or assert batch, accounts its usage once and
// records it.
func (s *Session) compareOp(op trace.Op, reqs []compare.Request, opts []OpOption) ([]compare.Result, error) {
	s.t.Helper()
	return s.compareWith(context.Background(), s.sem.comparer, op, withOpOptions(reqs, buildOpOptions(opts)))
}

// compareWith runs one compare or assert batch on comparer c (the
// session's, or its matchers' cached one), accounts its usage once and
// records it.
func (s *Session) compareWith(ctx context.Context, c *compare.Comparer, op trace.Op, reqs []compare.Request) ([]compare.Result, error) {
	s.t.Helper()
	defer s.begin()()
	var (
		rs  []compare.Result
		err error
	)
	if op == trace.OpAssert {
		rs, err = c.AssertBatch(ctx, reqs)
	} else {
		rs, err = c.CompareBatch(ctx, reqs)
	}
	if len(rs) > 0 {
		what := "Compare"
		if op == trace.OpAssert {
			what = "Assert"
		}
		s.account(what, rs[0].Usage)
		s.traceCompare(op, reqs, rs)
		s.setEvidence(s.keepResults(op, reqs, rs))
	} else if err != nil {
		s.traceOpError(op, reqs, err)
	}
	return rs, err
}
