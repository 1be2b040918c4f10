package jevtest

import (
	"context"
	"errors"
	"sync"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/trace"
)

// Asserter is the session's entry for assertions made by other packages
// (matchers.BindSession): every assertion runs with the session's decider
// and thresholds, is recorded in the session's trace like Session.Assert,
// counts against its token budget and writes evidence for items that did
// not pass. Its decisions are cached (same question on the same evidence →
// the first answer), so that polling (Gomega's Eventually) never samples
// the engine until it gives a favourable answer.
type Asserter struct {
	s        *Session
	once     sync.Once
	comparer *compare.Comparer
	cache    *semantic.Cache
}

// Asserter returns the session's Asserter (one per session).
func (s *Session) Asserter() *Asserter {
	s.asserterOnce.Do(func() { s.asserter = &Asserter{s: s, cache: semantic.NewCache()} })
	return s.asserter
}

func (a *Asserter) get() *compare.Comparer {
	a.once.Do(func() {
		o := a.s.opts
		// The cache inside the session's capture (not compare.WithCache,
		// outside it): answers from cache keep their sources in the trace.
		decider := func() (semantic.Decider, error) { return a.s.cachedDecider(a.cache) }
		opts := []compare.Option{compare.WithDeciderFunc(decider), compare.WithTimeout(o.timeout)}
		if o.minConfidence != nil {
			opts = append(opts, compare.WithMinConfidence(*o.minConfidence))
		}
		if o.minSource != nil {
			opts = append(opts, compare.WithMinSourceConfidence(*o.minSource))
		}
		a.comparer = compare.New(a.s.page, opts...)
	})
	return a.comparer
}

// Cache is the decision cache of the session's assertions made through a.
func (a *Asserter) Cache() *semantic.Cache { return a.cache }

// Session is the session a belongs to.
func (a *Asserter) Session() *Session { return a.s }

// Assert is AssertBatch of one request.
func (a *Asserter) Assert(ctx context.Context, req compare.Request) (compare.Result, error) {
	rs, err := a.AssertBatch(ctx, []compare.Request{req})
	if len(rs) == 0 {
		return compare.Result{}, err
	}
	return rs[0], err
}

// AssertBatch asserts reqs like Session.TryAssertBatch, bounded by ctx: the
// results, and for items that did not pass an *EvidenceError wrapping the
// *compare.AssertionError (errors.As works for both). It never fails the
// test by itself, except through the token budget and an unwritable trace.
func (a *Asserter) AssertBatch(ctx context.Context, reqs []compare.Request) ([]compare.Result, error) {
	s := a.s
	s.t.Helper()
	rs, err := s.compareWith(ctx, a.get(), trace.OpAssert, reqs)
	var ae *compare.AssertionError
	if err == nil || !errors.As(err, &ae) {
		return rs, err
	}
	return rs, &EvidenceError{Err: ae, Evidence: s.takeEvidence()}
}
