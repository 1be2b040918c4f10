// Package jevtest is jev's test harness for go test and Ginkgo: one browser
// per test process, started lazily and shared, and one fresh BrowserContext
// and Page per test, all closed through t.Cleanup within bounded timeouts.
//
//	func TestCheckout(t *testing.T) {
//		t.Parallel()
//		s := jevtest.New(t)
//		s.Goto(srv.URL + "/checkout")
//		...
//	}
//
// In Ginkgo, pass GinkgoTB(): its Cleanup runs as DeferCleanup when the spec
// ends.
//
// A browser that cannot start fails the test with the underlying error and
// the fix (never a skip, never a hang). The stack installs itself on first
// use when it is missing, like `jev install`.
package jevtest

import (
	"fmt"
	"os"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/jevtest/jev/internal/redact"
	"github.com/jevtest/jev/internal/stack"
	"github.com/jevtest/jev/observe"
	"github.com/playwright-community/playwright-go"
)

// Session is one test's isolated browser state: its own BrowserContext
// (cookies, storage, cache) and Page on a browser shared by the process.
// Its methods fail the test on error; they are meant to be called from the
// test's own goroutine.
type Session struct {
	t       testing.TB
	browser *stack.Browser
	bctx    playwright.BrowserContext
	page    playwright.Page
	opts    options

	artifactOnce sync.Once
	artifactDir  string
	artifactErr  error

	sem          semState
	results      *resultsFolder
	evMu         sync.Mutex
	lastEvidence []Evidence
	trace        *tracer
	traceErrOnce atomic.Bool

	asserterOnce sync.Once
	asserter     *Asserter

	dialogs dialogLog
}

// validateOptions names the first option New cannot use.
func validateOptions(o options) error {
	if o.timeout <= 0 {
		return fmt.Errorf("WithTimeout(%s): the timeout must be positive", o.timeout)
	}
	if v := o.viewport; v != nil && (v.Width <= 0 || v.Height <= 0) {
		return fmt.Errorf("WithViewport(%d, %d): width and height must be positive", v.Width, v.Height)
	}
	return validateSemanticOptions(o)
}

// New gives the test t a fresh BrowserContext and Page on the process-wide
// shared browser (or the one given with WithBrowser) and registers their
// closing with t.Cleanup. It is safe for tests that call t.Parallel. If the
// browser cannot start, or the context or page cannot be created within the
// session timeout, New fails t with t.Fatalf, naming the fix, and returns
// nil only if t.Fatalf returns.
func New(t testing.TB, opts ...Option) *Session {
	t.Helper()
	o := buildOptions(opts)
	if err := validateOptions(o); err != nil {
		t.Fatalf("jevtest: %v", err)
		return nil
	}
	traceDir := os.Getenv(EnvTraceDir)
	if o.traceDir != nil {
		traceDir = *o.traceDir
	}
	b, err := browserFor(o)
	if err != nil {
		t.Fatalf("jevtest: %v", err)
		return nil
	}
	ctxOpts := o.contextOpt
	if o.viewport != nil {
		ctxOpts.Viewport = o.viewport
	}
	s := &Session{t: t, browser: b, opts: o}
	err = bounded(o.timeout, "new browser context", func() error {
		bctx, err := b.Browser.NewContext(ctxOpts)
		if err != nil {
			return err
		}
		s.bctx = bctx
		return nil
	})
	if err != nil {
		t.Fatalf("jevtest: %v", newSessionError(b, err))
		return nil
	}
	bctx := s.bctx
	t.Cleanup(func() {
		if err := bounded(CloseTimeout, "close browser context", func() error { return bctx.Close() }); err != nil {
			t.Errorf("jevtest: cleanup: %v", err)
		}
	})
	s.watchDialogs()
	t.Cleanup(func() { s.noteDialogs("end of test") })
	ms := float64(o.timeout.Milliseconds())
	bctx.SetDefaultTimeout(ms)
	bctx.SetDefaultNavigationTimeout(ms)
	// Every page of the context (this one and those it opens) has its
	// frames followed from its start, race-free (observe.TrackFrames).
	bctx.OnPage(observe.TrackFrames)
	err = bounded(o.timeout, "new page", func() error {
		page, err := bctx.NewPage()
		if err != nil {
			return err
		}
		s.page = page
		return nil
	})
	if err != nil {
		t.Fatalf("jevtest: %v", newSessionError(b, err))
		return nil
	}
	s.initSemantic()
	if s.results, err = resultsFolderFor(t, o); err != nil {
		t.Fatalf("jevtest: %v (from %s or WithResultsDir)", err, EnvResultsDir)
		return nil
	}
	t.Cleanup(s.finishResults) // registered first: runs after the trace is closed
	if traceDir != "" {
		tr, err := newTracer(traceDir, t.Name())
		if err != nil {
			t.Fatalf("jevtest: %v (from %s or WithTraceDir)", err, EnvTraceDir)
			return nil
		}
		s.trace = tr
		t.Cleanup(func() { s.traceFailed(tr.close(t.Failed(), s.allTraceDialogs())) })
	}
	return s
}

// newSessionError explains a context or page that could not be created on a
// browser that had started.
func newSessionError(b *stack.Browser, err error) error {
	where := "the local browser"
	if b.Remote != "" {
		where = "the remote browser at " + b.Remote
	}
	return fmt.Errorf("%w on %s: the browser may have crashed or disconnected (%s --check verifies the local stack)", err, where, stack.InstallCommand)
}

// Page is the session's page.
func (s *Session) Page() playwright.Page { return s.page }

// Context is the session's BrowserContext, closed when the test ends.
func (s *Session) Context() playwright.BrowserContext { return s.bctx }

// Browser is the browser the session runs on.
func (s *Session) Browser() *stack.Browser { return s.browser }

// Goto navigates the page to url and waits for its load event, within the
// session timeout. A navigation error (unreachable server, timeout, bad URL)
// fails the test; an HTTP error status does not, so tests can look at error
// pages. With trace recording on, it writes a "goto" action record (the
// first one's URL is the trace header's start).
func (s *Session) Goto(url string) {
	s.t.Helper()
	_, err := s.page.Goto(url, playwright.PageGotoOptions{WaitUntil: playwright.WaitUntilStateLoad})
	s.recordAction("goto", map[string]any{"url": url}, err, url)
	if err != nil {
		s.t.Fatalf("jevtest: Goto %s: %s", redact.URL(url), redact.Text(err.Error()))
	}
}
