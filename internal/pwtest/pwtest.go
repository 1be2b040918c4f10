// Package pwtest is the browser plumbing shared by this module's own tests:
// one shared Chromium per test process (internal/stack), a fresh context
// and page per test, closed with the test, and loopback servers of the
// pages a test opens. A browser that cannot start fails the test; nothing
// here skips.
//
// Every package whose tests start a browser has the one-line
//
//	func TestMain(m *testing.M) { pwtest.Main(m) }
package pwtest

import (
	"context"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/jevtest/jev/internal/stack"
	"github.com/playwright-community/playwright-go"
)

// Viewport is the page size NewPage uses unless told otherwise.
var Viewport = playwright.Size{Width: 1000, Height: 700}

// closeTimeout bounds closing what Main closes after the tests.
const closeTimeout = 20 * time.Second

// Main runs the tests, then calls each closer (a browser or server of the
// package's own) and closes the shared browser, bounded by one timeout, and
// exits with the tests' code. A closer's error is printed, not fatal: the
// tests' verdict stands.
func Main(m *testing.M, closers ...func(context.Context) error) {
	code := m.Run()
	ctx, cancel := context.WithTimeout(context.Background(), closeTimeout)
	for _, c := range append(closers, stack.CloseShared) {
		if err := c(ctx); err != nil {
			fmt.Fprintln(os.Stderr, "pwtest: closing after the tests:", err)
		}
	}
	cancel()
	os.Exit(code)
}

// Option configures NewPage and Open.
type Option func(*config)

type config struct {
	viewport playwright.Size
	timeout  time.Duration
}

// WithViewport sets the page size (default Viewport).
func WithViewport(width, height int) Option {
	return func(c *config) { c.viewport = playwright.Size{Width: width, Height: height} }
}

// WithTimeout sets the context's default timeout for Playwright actions
// (default Playwright's own, 30s).
func WithTimeout(d time.Duration) Option { return func(c *config) { c.timeout = d } }

// Browser returns the shared browser, started on first use; a browser that
// cannot start fails the test.
func Browser(t testing.TB) *stack.Browser {
	t.Helper()
	b, err := stack.Shared(context.Background())
	if err != nil {
		t.Fatalf("browser: %v", err)
	}
	return b
}

// NewPage opens a fresh browser context and page on the shared browser,
// closed when the test ends.
func NewPage(t testing.TB, opts ...Option) playwright.Page {
	t.Helper()
	c := config{viewport: Viewport}
	for _, o := range opts {
		o(&c)
	}
	vp := c.viewport
	bc, err := Browser(t).Browser.NewContext(playwright.BrowserNewContextOptions{Viewport: &vp})
	if err != nil {
		t.Fatalf("new context: %v", err)
	}
	t.Cleanup(func() { bc.Close() })
	if c.timeout > 0 {
		bc.SetDefaultTimeout(float64(c.timeout.Milliseconds()))
	}
	page, err := bc.NewPage()
	if err != nil {
		t.Fatalf("new page: %v", err)
	}
	return page
}

// Goto navigates page to url and waits for the load event; an error fails
// the test.
func Goto(t testing.TB, page playwright.Page, url string) {
	t.Helper()
	if _, err := page.Goto(url, playwright.PageGotoOptions{WaitUntil: playwright.WaitUntilStateLoad}); err != nil {
		t.Fatalf("goto %s: %v", url, err)
	}
}

// Open serves Doc(body) at / on loopback and navigates a new page to it.
func Open(t testing.TB, body string, opts ...Option) playwright.Page {
	t.Helper()
	page := NewPage(t, opts...)
	Goto(t, page, Serve(t, Pages{"/": Doc(body)}).URL("/"))
	return page
}

// Eval runs a page script and returns its value; an error fails the test.
func Eval(t testing.TB, page playwright.Page, js string) any {
	t.Helper()
	v, err := page.Evaluate(js)
	if err != nil {
		t.Fatalf("evaluate %s: %v", js, err)
	}
	return v
}

// Context is a context for one test, cancelled when the test ends or after a
// minute, whichever comes first.
func Context(t testing.TB) context.Context {
	c, cancel := context.WithTimeout(context.Background(), time.Minute)
	t.Cleanup(cancel)
	return c
}
