package matchers_test

import (
	"context"
	"math"
	"net/http"
	"net/http/httptest"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/jevtest/jev/demoapp"
	"github.com/jevtest/jev/internal/stack"
	"github.com/jevtest/jev/semantic"
	"github.com/onsi/gomega"
	"github.com/playwright-community/playwright-go"
)

func TestMain(m *testing.M) {
	// Every assertion of these tests runs inside InterceptGomegaFailure(s),
	// which replaces this handler; one that escapes is a bug of the test.
	gomega.RegisterFailHandler(func(message string, _ ...int) {
		panic("gomega assertion outside InterceptGomegaFailure: " + message)
	})
	code := m.Run()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	if err := closeExampleBrowser(ctx); err != nil {
		os.Stderr.WriteString("closing the examples' browser: " + err.Error() + "\n")
	}
	if err := stack.CloseShared(ctx); err != nil {
		os.Stderr.WriteString("closing the shared browser: " + err.Error() + "\n")
	}
	cancel()
	os.Exit(code)
}

// newPage opens a fresh context and page on the shared browser, closed with
// the test. A browser that cannot start fails the test.
func newPage(t testing.TB) playwright.Page {
	t.Helper()
	b, err := stack.Shared(context.Background())
	if err != nil {
		t.Fatalf("browser: %v", err)
	}
	bc, err := b.Browser.NewContext(playwright.BrowserNewContextOptions{Viewport: &playwright.Size{Width: 1280, Height: 900}})
	if err != nil {
		t.Fatalf("new context: %v", err)
	}
	t.Cleanup(func() { bc.Close() })
	bc.SetDefaultTimeout(10000)
	page, err := bc.NewPage()
	if err != nil {
		t.Fatalf("new page: %v", err)
	}
	return page
}

var (
	demoOnce sync.Once
	demo     *demoapp.Server
	demoErr  error
)

// demoApp is the demo app on loopback, shared by the package's tests.
func demoApp(t testing.TB) *demoapp.Server {
	t.Helper()
	demoOnce.Do(func() {
		demo, demoErr = demoapp.Start(context.Background(), demoapp.WithUsageDelay(300*time.Millisecond))
	})
	if demoErr != nil {
		t.Fatalf("demo app: %v", demoErr)
	}
	return demo
}

// openDemo opens the overview page of the demo app in scenario sc.
func openDemo(t testing.TB, path string, sc demoapp.Scenario) playwright.Page {
	t.Helper()
	page := newPage(t)
	gotoURL(t, page, demoApp(t).PageURL(path, sc))
	return page
}

// openHTML serves body at / and opens it.
func openHTML(t testing.TB, body string) playwright.Page {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte("<!doctype html><html><head><meta charset=utf-8><title>T</title></head><body>" + body + "</body></html>"))
	}))
	t.Cleanup(srv.Close)
	page := newPage(t)
	gotoURL(t, page, srv.URL+"/")
	return page
}

func gotoURL(t testing.TB, page playwright.Page, url string) {
	t.Helper()
	if _, err := page.Goto(url, playwright.PageGotoOptions{WaitUntil: playwright.WaitUntilStateLoad}); err != nil {
		t.Fatalf("goto %s: %v", url, err)
	}
}

// countingDecider wraps a decider and counts the requests and questions it
// is sent.
type countingDecider struct {
	inner semantic.Decider

	mu        sync.Mutex
	requests  int
	questions int
}

func (c *countingDecider) Name() string { return c.inner.Name() }

func (c *countingDecider) Decide(ctx context.Context, req semantic.Request) (semantic.Answer, error) {
	c.mu.Lock()
	c.requests++
	c.questions += len(req.Questions)
	c.mu.Unlock()
	return c.inner.Decide(ctx, req)
}

func (c *countingDecider) counts() (requests, questions int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.requests, c.questions
}

func nan() float64 { return math.NaN() }
