package matchers

import (
	"context"
	"sync"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/jevtest"
	"github.com/jevtest/jev/semantic"
	"github.com/onsi/gomega/types"
	"github.com/playwright-community/playwright-go"
)

// Matchers creates semantic matchers bound to one page and one decision
// engine. All the matchers it creates share one *compare.Comparer and one
// *semantic.Cache, so asking the same question about the same evidence
// again — in a later Expect, or in the next poll of Eventually — returns
// the first decision instead of sampling the engine again.
//
// A Matchers holds no global state: create one per test or spec, on that
// test's page (for example in a Ginkgo BeforeEach). That is what makes it
// safe under `ginkgo -p` and t.Parallel: parallel processes and parallel
// tests each bind their own page. It is safe for concurrent use.
type Matchers struct {
	page     playwright.Page
	comparer *compare.Comparer // nil when bound to a session
	asserter Asserter
	cache    *semantic.Cache

	mu      sync.Mutex
	history []Outcome
}

// Outcome is one assertion made through a Matchers: what was asserted and
// what came of it, for evidence files and reports.
type Outcome struct {
	// Actual is the actual as rendered in messages ("<locator>: ...").
	Actual   string `json:"actual"`
	Expected string `json:"expected"`
	// Result is the comparison result; zero when Err came before one.
	Result *compare.Result `json:"result,omitempty"`
	// Err is the error text when the assertion could not be made or did
	// not pass (an inconclusive one included).
	Err string `json:"error,omitempty"`
}

// Bind returns matchers on page. opts configure the shared Comparer
// (compare.WithDecider, WithDeciderFunc, WithMinConfidence,
// WithMinSourceConfidence, WithTimeout); the Matchers' own cache is always
// installed after them (a compare.WithCache among opts is overridden).
//
// Without compare.WithDecider the engine is engines.FromEnv() (an explicit
// option, else JEV_DECIDER, else the embedded engine), as everywhere.
func Bind(page playwright.Page, opts ...compare.Option) *Matchers {
	cache := semantic.NewCache()
	opts = append(append([]compare.Option(nil), opts...), compare.WithCache(cache))
	c := compare.New(page, opts...)
	return &Matchers{page: page, comparer: c, asserter: c, cache: cache}
}

// BindComparer returns matchers that assert with c on page (c's page):
// its decider, thresholds, timeout and cache.
func BindComparer(page playwright.Page, c *compare.Comparer) *Matchers {
	return &Matchers{page: page, comparer: c, asserter: c}
}

// BindSession returns matchers on the session's page that assert through
// the session (jevtest.Session.Asserter): its decider (WithDecider, else
// JEV_DECIDER, else the embedded engine) and thresholds, its trace (a
// semantic record per assertion, like Session.Assert), its token budget
// and its evidence files. Decisions are cached per session, so Eventually
// never re-samples the engine on unchanged evidence.
func BindSession(s *jevtest.Session) *Matchers {
	a := s.Asserter()
	return &Matchers{page: s.Page(), asserter: a, cache: a.Cache()}
}

// Asserter is what bound matchers assert with: *compare.Comparer or a
// jevtest session's *jevtest.Asserter.
type Asserter interface {
	Assert(ctx context.Context, req compare.Request) (compare.Result, error)
	AssertBatch(ctx context.Context, reqs []compare.Request) ([]compare.Result, error)
}

// Page is the bound page.
func (m *Matchers) Page() playwright.Page { return m.page }

// Comparer is the shared Comparer the matchers assert with; nil for
// matchers bound to a session (they assert through Asserter).
func (m *Matchers) Comparer() *compare.Comparer { return m.comparer }

// Asserter is what the matchers assert with.
func (m *Matchers) Asserter() Asserter { return m.asserter }

// Cache is the decision cache shared by every matcher of m.
func (m *Matchers) Cache() *semantic.Cache { return m.cache }

// SemanticallyMatch is the package-level SemanticallyMatch bound to m's
// page and engine. It also accepts a description and a located target.
func (m *Matchers) SemanticallyMatch(expected string, opts ...Option) types.GomegaMatcher {
	return newMatcher(m, expected, opts)
}

// History returns a copy of every assertion made through m so far, in
// order.
func (m *Matchers) History() []Outcome {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]Outcome(nil), m.history...)
}

func (m *Matchers) record(o Outcome) {
	if m == nil {
		return
	}
	m.mu.Lock()
	m.history = append(m.history, o)
	m.mu.Unlock()
}
