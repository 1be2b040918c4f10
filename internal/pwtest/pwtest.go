// Package pwtest is the browser plumbing shared by this module's own tests:
// one shared Chromium per test process (internal/stack), a fresh context
// and page per test, closed with the test. A browser that cannot start
// fails the test; nothing here skips.
package pwtest

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/jevtest/jev/internal/stack"
	"github.com/playwright-community/playwright-go"
)

// Viewport is the page size NewPage uses unless told otherwise.
var Viewport = playwright.Size{Width: 1000, Height: 700}

// Main runs the tests and then closes the shared browser (bounded).
func Main(m *testing.M) {
	code := m.Run()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	stack.CloseShared(ctx)
	cancel()
	os.Exit(code)
}

// NewPage opens a fresh browser context (Viewport sized) and page on the
// shared browser, closed when the test ends.
func NewPage(t testing.TB) playwright.Page {
	t.Helper()
	b, err := stack.Shared(context.Background())
	if err != nil {
		t.Fatalf("browser: %v", err)
	}
	vp := Viewport
	bc, err := b.Browser.NewContext(playwright.BrowserNewContextOptions{Viewport: &vp})
	if err != nil {
		t.Fatalf("new context: %v", err)
	}
	t.Cleanup(func() { bc.Close() })
	page, err := bc.NewPage()
	if err != nil {
		t.Fatalf("new page: %v", err)
	}
	return page
}
