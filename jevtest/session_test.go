package jevtest_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jevtest/jev/internal/stack"
	"github.com/jevtest/jev/jevtest"
	"github.com/playwright-community/playwright-go"
)

func sharedBrowser(t *testing.T) *stack.Browser {
	t.Helper()
	b, err := stack.Shared(t.Context())
	if err != nil {
		t.Fatalf("shared browser: %v", err)
	}
	return b
}

// Sixteen parallel tests share one browser, each in its own context and
// page, each seeing only its own page; every context is closed when its
// test ends.
func TestParallelSessionsShareOneBrowserAndCleanUp(t *testing.T) {
	srv := newSite()
	t.Cleanup(srv.Close)
	b := sharedBrowser(t)
	before := len(b.Browser.Contexts())

	const n = 16
	var mu sync.Mutex
	pages := make([]playwright.Page, 0, n)
	browsers := map[*stack.Browser]bool{}
	t.Run("group", func(t *testing.T) {
		for i := range n {
			t.Run(fmt.Sprintf("page%02d", i), func(t *testing.T) {
				t.Parallel()
				s := jevtest.New(t)
				s.Goto(fmt.Sprintf("%s/page/%d", srv.URL, i))
				if got, want := h1(t, s), fmt.Sprintf("page %d", i); got != want {
					t.Errorf("h1 = %q, want %q", got, want)
				}
				if got := len(s.Context().Pages()); got != 1 {
					t.Errorf("context has %d pages, want 1", got)
				}
				mu.Lock()
				pages = append(pages, s.Page())
				browsers[s.Browser()] = true
				mu.Unlock()
			})
		}
	})
	if len(pages) != n {
		t.Fatalf("%d sessions ran, want %d", len(pages), n)
	}
	if len(browsers) != 1 || !browsers[b] {
		t.Errorf("sessions ran on %d browsers, want the one shared browser", len(browsers))
	}
	if after := len(b.Browser.Contexts()); after != before {
		t.Errorf("browser has %d contexts after the subtests, want %d (each session's closed)", after, before)
	}
	for i, p := range pages {
		if !p.IsClosed() {
			t.Errorf("page %d still open after its test ended", i)
		}
	}
}

func TestSessionsAreIsolated(t *testing.T) {
	srv := newSite()
	t.Cleanup(srv.Close)
	a, b := jevtest.New(t), jevtest.New(t)
	a.Goto(srv.URL + "/page/a")
	if err := a.Context().AddCookies([]playwright.OptionalCookie{{Name: "who", Value: "a", URL: playwright.String(srv.URL)}}); err != nil {
		t.Fatal(err)
	}
	if a.Context() == b.Context() {
		t.Fatal("two sessions share a BrowserContext")
	}
	cookies, err := b.Context().Cookies()
	if err != nil {
		t.Fatal(err)
	}
	if len(cookies) != 0 {
		t.Errorf("second session sees cookies %v, want none", cookies)
	}
}

func TestWithViewportSetsTheWindowSize(t *testing.T) {
	srv := newSite()
	t.Cleanup(srv.Close)
	s := jevtest.New(t,
		jevtest.WithContextOptions(playwright.BrowserNewContextOptions{Viewport: &playwright.Size{Width: 800, Height: 600}}),
		jevtest.WithViewport(412, 915))
	s.Goto(srv.URL + "/viewport")
	if got := h1(t, s); got != "412x915" {
		t.Errorf("viewport = %q, want 412x915 (WithViewport overrides the context options)", got)
	}
}

func TestWithContextOptionsReachTheContext(t *testing.T) {
	srv := newSite()
	t.Cleanup(srv.Close)
	s := jevtest.New(t, jevtest.WithContextOptions(playwright.BrowserNewContextOptions{Locale: playwright.String("de-CH")}))
	s.Goto(srv.URL + "/locale")
	if got := h1(t, s); got != "de-CH" {
		t.Errorf("navigator.language = %q, want de-CH", got)
	}
}

func TestWithBrowserUsesThatBrowser(t *testing.T) {
	srv := newSite()
	t.Cleanup(srv.Close)
	own, err := jevtest.StartBrowser(t.Context(), jevtest.BrowserConfig{})
	if err != nil {
		t.Fatalf("start: %v", err)
	}
	t.Cleanup(func() { own.Close(context.Background()) })
	var s *jevtest.Session
	t.Run("session", func(t *testing.T) {
		s = jevtest.New(t, jevtest.WithBrowser(own))
		s.Goto(srv.URL + "/page/own")
		if got := h1(t, s); got != "page own" {
			t.Errorf("h1 = %q", got)
		}
		if s.Browser() != own || len(own.Browser.Contexts()) != 1 {
			t.Errorf("session is not on the given browser (contexts %d)", len(own.Browser.Contexts()))
		}
	})
	if got := len(own.Browser.Contexts()); got != 0 {
		t.Errorf("given browser has %d contexts after the test, want 0", got)
	}
	if !own.Browser.IsConnected() {
		t.Error("the session closed the caller's browser; it must only close its context")
	}
}

// Bad options and failed navigation fail the test with a message naming the
// problem; they never panic or hang.
func TestBadInputFailsTheTest(t *testing.T) {
	srv := newSite()
	t.Cleanup(srv.Close)
	dead := newSite()
	deadURL := dead.URL
	dead.Close()
	cases := []struct {
		name string
		run  func(tb testing.TB)
		want string
	}{
		{"zero viewport", func(tb testing.TB) { jevtest.New(tb, jevtest.WithViewport(0, 600)) },
			"jevtest: WithViewport(0, 600): width and height must be positive"},
		{"negative timeout", func(tb testing.TB) { jevtest.New(tb, jevtest.WithTimeout(-time.Second)) },
			"jevtest: WithTimeout(-1s): the timeout must be positive"},
		{"empty browser", func(tb testing.TB) { jevtest.New(tb, jevtest.WithBrowser(&stack.Browser{})) },
			"jevtest: WithBrowser: the *stack.Browser has no browser (use the value StartBrowser returned)"},
		{"unreachable server", func(tb testing.TB) { jevtest.New(tb).Goto(deadURL) },
			"jevtest: Goto " + deadURL + ": "},
		{"bad url", func(tb testing.TB) { jevtest.New(tb).Goto("no-scheme") },
			"jevtest: Goto no-scheme: "},
		{"empty screenshot name", func(tb testing.TB) { jevtest.New(tb).Screenshot(" .png") },
			`jevtest: Screenshot: empty name " .png"; give the file a name such as "after-login"`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tb := &recordingTB{TB: t, name: t.Name()}
			tb.call(func() {
				c.run(tb)
				tb.Errorf("returned without failing")
			})
			tb.runCleanups()
			fatals := tb.fatalMessages()
			if len(fatals) != 1 || !strings.HasPrefix(fatals[0], c.want) {
				t.Fatalf("fatals = %q, want one starting with %q", fatals, c.want)
			}
			if errs := tb.errorMessages(); len(errs) != 0 {
				t.Errorf("errors = %q, want none", errs)
			}
		})
	}
}

// A navigation that exceeds WithTimeout fails within that bound.
func TestGotoIsBoundedByTheSessionTimeout(t *testing.T) {
	hang := make(chan struct{})
	srv := newSite()
	srv.Config.Handler = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { <-hang })
	t.Cleanup(srv.Close)
	t.Cleanup(func() { close(hang) })
	tb := &recordingTB{TB: t, name: t.Name()}
	// 10s rather than less: creating the context and page is bounded by the
	// same timeout and must not hit it on a loaded machine.
	tb.call(func() { jevtest.New(tb, jevtest.WithTimeout(10*time.Second)).Goto(srv.URL) })
	tb.runCleanups()
	fatals := tb.fatalMessages()
	if len(fatals) != 1 || !strings.Contains(fatals[0], "Timeout 10000ms exceeded") {
		t.Fatalf("fatals = %q, want a 10000ms navigation timeout", fatals)
	}
}
