package matchers_test

import (
	"context"
	"math"
	"sync"
	"testing"
	"time"

	"github.com/jevtest/jev/demoapp"
	"github.com/jevtest/jev/internal/pwtest"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/lexical"
	"github.com/jevtest/jev/semantic/semantictest"
	"github.com/onsi/gomega"
	"github.com/playwright-community/playwright-go"
)

func TestMain(m *testing.M) { pwtest.Main(m, closeExampleBrowser) }

// Every assertion of these tests runs inside InterceptGomegaFailure(s),
// which replaces this handler; one that escapes is a bug of the test.
func init() {
	gomega.RegisterFailHandler(func(message string, _ ...int) {
		panic("gomega assertion outside InterceptGomegaFailure: " + message)
	})
}

// newPage opens a fresh context and page on the shared browser, closed with
// the test. A browser that cannot start fails the test.
func newPage(t testing.TB) playwright.Page {
	return pwtest.NewPage(t, pwtest.WithViewport(1280, 900), pwtest.WithTimeout(10*time.Second))
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
	return pwtest.Open(t, body, pwtest.WithViewport(1280, 900), pwtest.WithTimeout(10*time.Second))
}

var gotoURL = pwtest.Goto

// counts is how many requests and questions rec passed on.
func counts(rec *semantictest.Recorder) (requests, questions int) {
	return len(rec.Calls()), len(rec.Questions())
}

// mutating is the embedded engine with mutate run before each request, so
// that the assertion's re-read finds other evidence.
func mutating(mutate func()) semantic.Decider {
	return semantictest.New(semantictest.WithName(lexical.New().Name()), semantictest.WithModel(lexical.ModelID),
		semantictest.WithFallback(lexical.New()),
		semantictest.WithBefore(func(context.Context, semantic.Request) error { mutate(); return nil }))
}

func nan() float64 { return math.NaN() }
