package observe

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/playwright-community/playwright-go"
)

func TestClassify(t *testing.T) {
	cases := []struct {
		err  error
		want string
		is   error
	}{
		{errors.New("Execution context was destroyed, most likely because of a navigation"), CategoryNavigationContext, ErrNavigationContext},
		{errors.New("Frame was detached"), CategoryNavigationContext, ErrNavigationContext},
		{fmt.Errorf("%w: Target page, context or browser has been closed", playwright.ErrTargetClosed), CategoryTargetClosed, ErrTargetClosed},
		{errors.New("Target page, context or browser has been closed"), CategoryTargetClosed, ErrTargetClosed},
		{fmt.Errorf("%w: Timeout 30000ms exceeded", playwright.ErrTimeout), CategoryTimeout, ErrTimeout},
		{context.DeadlineExceeded, CategoryTimeout, ErrTimeout},
		{context.Canceled, CategoryCancelled, context.Canceled},
		{errors.New("ReferenceError: x is not defined"), CategoryUnexpected, ErrUnexpected},
	}
	for _, c := range cases {
		err := classify(c.err, 2)
		var oe *ObserveError
		if !errors.As(err, &oe) || oe.Category != c.want || oe.Frame != 2 || !errors.Is(err, c.is) || !errors.Is(err, c.err) {
			t.Errorf("classify(%v) = %#v, want %s", c.err, err, c.want)
		}
	}
	if classify(nil, 0) != nil {
		t.Fatal("classify(nil) != nil")
	}
}

func TestClosedPageIsTargetClosed(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(`<button>x</button>`))
	s := observe(t, page)
	if err := page.Close(); err != nil {
		t.Fatal(err)
	}
	_, err := Observe(context.Background(), page)
	var oe *ObserveError
	if !errors.Is(err, ErrTargetClosed) || !errors.As(err, &oe) || oe.Category != CategoryTargetClosed {
		t.Fatalf("Observe on a closed page: %v", err)
	}
	if _, err := s.Reread(context.Background(), page, s.Targets[0].Ref); !errors.Is(err, ErrTargetClosed) {
		t.Fatalf("Reread on a closed page: %v", err)
	}
	if _, err := Observe(context.Background(), nil); !errors.Is(err, ErrTargetClosed) {
		t.Fatalf("Observe(nil page): %v", err)
	}
}

func TestBlankPageIsDocumentNotReady(t *testing.T) {
	t.Parallel()
	page := newPage(t) // never navigated: an empty about:blank
	start := time.Now()
	_, err := Observe(context.Background(), page, WithReadyTimeout(300*time.Millisecond))
	var oe *ObserveError
	if !errors.Is(err, ErrDocumentNotReady) || !errors.As(err, &oe) || oe.Category != CategoryDocumentNotReady || oe.Frame != 0 {
		t.Fatalf("err = %v", err)
	}
	if d := time.Since(start); d < 300*time.Millisecond {
		t.Fatalf("gave up after %v, before the bound", d)
	}
}

func TestBodylessDocumentIsDocumentNotReady(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	release := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		fmt.Fprint(w, "<!doctype html><html><head><title>Loading</title>")
		w.(http.Flusher).Flush()
		select { // the body never comes (until the test ends)
		case <-release:
		case <-r.Context().Done():
		}
	}))
	t.Cleanup(func() { close(release); srv.Close() })
	if _, err := page.Goto(srv.URL, playwright.PageGotoOptions{WaitUntil: playwright.WaitUntilStateCommit}); err != nil {
		t.Fatal(err)
	}
	_, err := Observe(context.Background(), page, WithReadyTimeout(300*time.Millisecond))
	if !errors.Is(err, ErrDocumentNotReady) {
		t.Fatalf("err = %v", err)
	}
}

func TestNavigationDuringReadIsNavigationContext(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	// The page reloads itself 100 ms after every load and keeps a finite
	// 10 s animation running, so every read is still waiting on the
	// animation (up to 400 ms) when the document goes away.
	open(t, page, doc(`<style>@keyframes spin { from { transform: rotate(0) } to { transform: rotate(360deg) } }
	#s { width: 20px; height: 20px; background: red; animation: spin 10s 1; }</style>
	<div id=s></div><button>Busy</button>
	<script>setTimeout(() => location.reload(), 100)</script>`))
	var err error
	for range 5 {
		if _, err = Observe(context.Background(), page); err != nil {
			break
		}
	}
	var oe *ObserveError
	if !errors.Is(err, ErrNavigationContext) || !errors.As(err, &oe) || oe.Category != CategoryNavigationContext || oe.Frame != 0 {
		t.Fatalf("err = %v, want navigation_context", err)
	}
}

func TestBusyPageIsTimeout(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(`<button>Busy</button>`))
	// Queue an 8 s busy task: the evaluate returns at once, and the page's
	// main thread is blocked before the next command reaches it.
	if _, err := page.Evaluate(`() => { setTimeout(() => { const end = Date.now() + 8000; while (Date.now() < end) {} }, 0); }`); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	_, err := Observe(context.Background(), page, WithTimeout(300*time.Millisecond))
	var oe *ObserveError
	if !errors.Is(err, ErrTimeout) || !errors.As(err, &oe) || oe.Category != CategoryTimeout || !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("err = %v, want timeout", err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Fatalf("timeout took %v", d)
	}
	// An already-expired context fails at once the same way.
	ctx, cancel := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel()
	if _, err := Observe(ctx, page); !errors.Is(err, ErrTimeout) {
		t.Fatalf("expired ctx: %v", err)
	}
	cctx, ccancel := context.WithCancel(context.Background())
	ccancel()
	if _, err := Observe(cctx, page); !errors.Is(err, context.Canceled) || errors.Is(err, ErrTimeout) {
		t.Fatalf("cancelled ctx: %v", err)
	}
}
