package matchers

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/jevtest"
	"github.com/jevtest/jev/semantic"
	"github.com/onsi/gomega"
	"github.com/onsi/gomega/format"
	"github.com/onsi/gomega/types"
	"github.com/playwright-community/playwright-go"
)

// SemanticallyMatch succeeds when the actual means expected, as a semantic
// assertion (compare.Comparer.Assert: evidence re-read before the answer).
// The actual is a locator actual (a playwright.Locator, read as its text,
// or compare.Text, Value, Checked, Attr); a description or a located
// target needs a bound page: use Bind(page).SemanticallyMatch.
//
// This unbound form asserts on the locator's own page with the engine
// every entry point picks (JEV_DECIDER when set, else the embedded
// engine); its matcher keeps a private decision cache, so the polls of one
// Eventually share it.
//
//	Expect(page.GetByTestId("plan")).To(matchers.SemanticallyMatch("Professional annual subscription"))
//
// See the package documentation for what Should, ShouldNot and Eventually
// make of each result.
func SemanticallyMatch(expected string, opts ...Option) types.GomegaMatcher {
	return newMatcher(nil, expected, opts)
}

// SemanticMatcher is the matcher SemanticallyMatch returns.
type SemanticMatcher struct {
	bound    *Matchers // nil: unbound, comparer built on the locator's page
	expected string
	cfg      config

	mu       sync.Mutex
	comparer *compare.Comparer // unbound only
	cache    *semantic.Cache   // unbound only
	page     playwright.Page   // unbound only: the page comparer is on
	last     *compare.Result
	lastEv   *jevtest.Evidence // what a session kept for last
	label    string
	seen     map[string]bool // evidence keys answered inconclusive
}

func newMatcher(m *Matchers, expected string, opts []Option) *SemanticMatcher {
	return &SemanticMatcher{bound: m, expected: expected, cfg: buildConfig(opts), seen: map[string]bool{}}
}

// Result returns the last result Match obtained, if any.
func (s *SemanticMatcher) Result() (compare.Result, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.last == nil {
		return compare.Result{}, false
	}
	return *s.last, true
}

// Match asserts that actual means the expected value. It returns
//
//   - (true, nil) for a passed result;
//   - (false, nil) only for a failed result: a confidently different
//     comparison on evidence re-read unchanged (freshness verified);
//   - an *InconclusiveError for an inconclusive result (insufficient
//     evidence, low source or comparison confidence, changed evidence),
//     wrapped in gomega.StopTrying when this matcher already saw the same
//     evidence inconclusive;
//   - any other error (bad actual, bad threshold, locator not found,
//     source not bound, engine failure) wrapped with the actual named.
func (s *SemanticMatcher) Match(actual any) (bool, error) {
	sub, err := resolve(actual)
	if err != nil {
		return false, s.fail(actual, sub, err)
	}
	c, err := s.comparerFor(sub)
	if err != nil {
		return false, s.fail(actual, sub, err)
	}
	ctx := s.cfg.ctx
	if ctx == nil {
		ctx = context.Background()
	}
	req := compare.Request{Actual: sub.actual, Expected: s.expected, MinConfidence: s.cfg.minConf, MinSourceConfidence: s.cfg.minSource}
	res, err := c.Assert(ctx, req)
	var ae *compare.AssertionError
	if err != nil && !errors.As(err, &ae) {
		return false, s.fail(actual, sub, err)
	}
	label := render(sub)
	ev := evidenceOf(err, 0)
	s.mu.Lock()
	s.last, s.lastEv, s.label = &res, ev, label
	s.mu.Unlock()
	switch {
	case res.Status == semantic.StatusPassed:
		s.record(Outcome{Actual: label, Expected: s.expected, Result: &res})
		return true, nil
	case res.Status == semantic.StatusFailed && res.Freshness == compare.FreshnessVerified && res.Choice == semantic.ChoiceDifferent:
		s.record(Outcome{Actual: label, Expected: s.expected, Result: &res})
		return false, nil
	}
	ie := &InconclusiveError{Actual: label, Result: res, Evidence: ev, err: err}
	if ae == nil { // cannot happen with compare's contract; fail closed anyway
		ie.err = compare.ErrAssertionInconclusive
	}
	var out error = ie
	if res.Freshness != compare.FreshnessChanged {
		key := evidenceKey(res)
		s.mu.Lock()
		again := s.seen[key]
		s.seen[key] = true
		s.mu.Unlock()
		if again {
			ie.Stopped = true
			out = gomega.StopTrying("SemanticallyMatch: unchanged evidence stays inconclusive").Wrap(ie)
		}
	}
	s.record(Outcome{Actual: label, Expected: s.expected, Result: &res, Err: ie.Error()})
	return false, out
}

// comparerFor returns the bound Comparer, or for an unbound matcher one on
// the locator's page (rebuilt if a later actual is on another page).
func (s *SemanticMatcher) comparerFor(sub subject) (Asserter, error) {
	if s.bound != nil {
		return s.bound.asserter, nil
	}
	if sub.kind != "locator" {
		return nil, fmt.Errorf("%w: a %s has no page of its own; use matchers.Bind(page).SemanticallyMatch", ErrUnbound, sub.kind)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.comparer == nil || s.page != sub.page {
		if s.cache == nil {
			s.cache = semantic.NewCache()
		}
		s.page, s.comparer = sub.page, compare.New(sub.page, compare.WithCache(s.cache))
	}
	return s.comparer, nil
}

// fail records and returns an error that is not a result.
func (s *SemanticMatcher) fail(actual any, sub subject, err error) error {
	label := labelOf(actual, sub)
	e := fmt.Errorf("SemanticallyMatch could not assert %s against %q: %w", label, s.expected, err)
	s.record(Outcome{Actual: label, Expected: s.expected, Err: e.Error()})
	return e
}

// labelOf renders an actual, resolved or not.
func labelOf(actual any, sub subject) string {
	if sub.kind != "" {
		return render(sub)
	}
	return fmt.Sprintf("<%T>", actual)
}

func (s *SemanticMatcher) record(o Outcome) { s.bound.record(o) }

// FailureMessage explains a Should that did not hold: the result was a
// confident, freshly verified "different".
func (s *SemanticMatcher) FailureMessage(actual any) string {
	return s.explain(actual, "to semantically match")
}

// NegatedFailureMessage explains a ShouldNot that did not hold: the result
// passed.
func (s *SemanticMatcher) NegatedFailureMessage(actual any) string {
	return s.explain(actual, "not to semantically match")
}

func (s *SemanticMatcher) explain(actual any, verb string) string {
	s.mu.Lock()
	last, ev, label := s.last, s.lastEv, s.label
	s.mu.Unlock()
	if last == nil {
		sub, _ := resolve(actual)
		return joinLines([]string{"Expected", format.Indent + labelOf(actual, sub), verb, format.Indent + "<string>: " + s.expected, "(no result yet)"})
	}
	return message(label, verb, *last, ev)
}

// MatchMayChangeInTheFuture tells Eventually and Consistently to keep
// polling a non-function actual: the page can change. Match itself stops
// them with StopTrying when unchanged evidence stays inconclusive.
func (s *SemanticMatcher) MatchMayChangeInTheFuture(actual any) bool { return true }

// render is the actual as shown in messages.
func render(sub subject) string {
	if sub.kind == "" {
		return ""
	}
	return "<" + sub.kind + ">: " + sub.label
}

// evidenceKey identifies the evidence a result is about and the question
// asked of it.
func evidenceKey(r compare.Result) string {
	ev := r.Evidence
	return fmt.Sprintf("%s\x00%s\x00%d\x00%s\x00%s\x00%s\x00%s\x00%g\x00%g", r.Source, ev.SourceID, ev.Frame, ev.Role, ev.Text, ev.Context, r.Expected, r.Threshold, r.SourceThreshold)
}
