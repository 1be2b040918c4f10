package observe

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

func TestStillPagePaysNoTransitionWait(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	// An infinite animation (a spinner) never ends: it is not waited for.
	open(t, page, doc(`<style>@keyframes s { to { transform: rotate(360deg) } }</style>
	<div style="width:10px;height:10px;animation: s 1s infinite"></div><button>Still</button>`))
	s := observe(t, page)
	if s.TransitionMs != 0 {
		t.Fatalf("TransitionMs = %d on a page with nothing finite running", s.TransitionMs)
	}
}

func TestRunningTransitionIsAwaitedUpToTheCap(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	open(t, page, doc(`<style>#m { transition: opacity 1500ms linear; opacity: 0 } #m.open { opacity: 1 }
	@keyframes slow { to { transform: translateX(10px) } }</style>
	<div id=m><button>Menu item</button></div><div id=long style="width:10px;height:10px"></div>`))
	// A 1.5 s transition under a 5 s cap: awaited until it ends.
	if _, err := page.Evaluate(`() => { const m = document.getElementById('m'); m.getBoundingClientRect(); m.classList.add('open'); }`); err != nil {
		t.Fatal(err)
	}
	s := observe(t, page, WithTransitionCap(5*time.Second))
	if s.TransitionMs <= 0 || s.TransitionMs >= 5000 {
		t.Fatalf("TransitionMs = %d, want the rest of a 1.5 s transition", s.TransitionMs)
	}
	if n, _ := page.Evaluate(`document.getAnimations().length`); n != 0 {
		t.Fatalf("%v animations still running after the wait", n)
	}
	// A 10 s animation: the wait stops at the cap (default 400 ms, then
	// 150 ms), not at the animation's end. The upper bounds only say "far
	// before the 10 s end": the wait is wall time in a page that a loaded
	// machine may run late, and timing limits belong in benchmarks.
	if _, err := page.Evaluate(`document.getElementById('long').style.animation = 'slow 10s 1'`); err != nil {
		t.Fatal(err)
	}
	s = observe(t, page)
	if s.TransitionMs < 390 || s.TransitionMs > 5000 {
		t.Fatalf("TransitionMs = %d, want the 400 ms cap", s.TransitionMs)
	}
	s = observe(t, page, WithTransitionCap(150*time.Millisecond))
	if s.TransitionMs < 145 || s.TransitionMs > 5000 {
		t.Fatalf("TransitionMs = %d, want the 150 ms cap", s.TransitionMs)
	}
	// A cap above the default is honoured too (the animation has over 8 s
	// left).
	s = observe(t, page, WithTransitionCap(2*time.Second))
	if s.TransitionMs < 1990 || s.TransitionMs > 7000 {
		t.Fatalf("TransitionMs = %d, want the 2 s cap", s.TransitionMs)
	}
	if n, _ := page.Evaluate(`document.getAnimations().length`); n != 1 {
		t.Fatalf("%v animations running, want the 10 s one still running", n)
	}
	s = observe(t, page, WithTransitionCap(0))
	if s.TransitionMs != 0 {
		t.Fatalf("TransitionMs = %d with the wait disabled", s.TransitionMs)
	}
}

// gate is an HTTP handler whose /slow requests hang until released.
type gate struct {
	release chan struct{}
	arrived chan string
}

func newGate(t *testing.T) (*gate, *httptest.Server) {
	g := &gate{release: make(chan struct{}), arrived: make(chan string, 16)}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch {
		case strings.HasPrefix(r.URL.Path, "/slow"):
			g.arrived <- r.URL.Path
			select {
			case <-g.release:
			case <-r.Context().Done():
			}
			fmt.Fprint(w, "ok")
		case r.URL.Path == "/sse":
			w.Header().Set("Content-Type", "text/event-stream")
			fmt.Fprint(w, "data: hi\n\n")
			w.(http.Flusher).Flush()
			<-r.Context().Done()
		default:
			w.Header().Set("Content-Type", "text/html")
			fmt.Fprint(w, doc(`<button id=load onclick="fetch('/slow/'+Date.now())">Load</button>
			<button id=stream onclick="new EventSource('/sse')">Stream</button>`))
		}
	}))
	t.Cleanup(func() {
		select {
		case <-g.release:
		default:
			close(g.release)
		}
		srv.CloseClientConnections()
		srv.Close()
	})
	return g, srv
}

func TestInflightTrackerCountsAndAwaitsTheActionsRequests(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	g, srv := newGate(t)
	gotoURL(t, page, srv.URL+"/")
	var tr InflightTracker
	defer tr.Close()
	if n := tr.Pending(); n != 0 {
		t.Fatalf("untracked Pending = %d", n)
	}
	ctx := context.Background()
	tr.Track(page)
	resp, err := page.ExpectRequest("**/slow/**", func() error { return page.Locator("#load").Click() })
	if err != nil || resp == nil {
		t.Fatal(err)
	}
	<-g.arrived
	if n := tr.Pending(); n != 1 {
		t.Fatalf("Pending = %d, want 1", n)
	}
	ms, settled, pending := tr.Wait(ctx, 200*time.Millisecond)
	if settled || pending != 1 || ms < 200 || ms > 1000 {
		t.Fatalf("capped wait: %d ms settled %v pending %d", ms, settled, pending)
	}
	close(g.release)
	ms, settled, pending = tr.Wait(ctx, 5*time.Second)
	if !settled || pending != 0 || ms > 4000 {
		t.Fatalf("released wait: %d ms settled %v pending %d", ms, settled, pending)
	}
	if n := tr.Pending(); n != 0 {
		t.Fatalf("Pending after settle = %d", n)
	}
}

func TestInflightTrackerIgnoresOldRequestsAndStreams(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	g, srv := newGate(t)
	gotoURL(t, page, srv.URL+"/")
	var tr InflightTracker
	defer tr.Close()
	tr.Track(page)
	// An EventSource never settles and never counts.
	if _, err := page.ExpectRequest("**/sse", func() error { return page.Locator("#stream").Click() }); err != nil {
		t.Fatal(err)
	}
	if n := tr.Pending(); n != 0 {
		t.Fatalf("EventSource counted: Pending = %d", n)
	}
	// A request in flight before the action (by more than the 50 ms grace)
	// is not the action's: the hub saw it start before T; the next action
	// is marked at T+1s.
	before := time.Now()
	if _, err := page.ExpectRequest("**/slow/**", func() error { return page.Locator("#load").Click() }); err != nil {
		t.Fatal(err)
	}
	<-g.arrived
	if n := tr.Pending(); n != 1 {
		t.Fatalf("fresh request Pending = %d, want 1", n)
	}
	after := time.Now()
	tr.mu.Lock()
	tr.mark = after.Add(time.Second)
	tr.mu.Unlock()
	if n := tr.Pending(); n != 0 {
		t.Fatalf("old request counted: Pending = %d", n)
	}
	ms, settled, pending := tr.Wait(context.Background(), time.Second)
	if !settled || pending != 0 || ms > 100 {
		t.Fatalf("wait with only old requests: %d ms settled %v pending %d", ms, settled, pending)
	}
	// The closed page ends everything in flight.
	tr.mu.Lock()
	tr.mark = before
	tr.mu.Unlock()
	if n := tr.Pending(); n != 1 {
		t.Fatalf("Pending = %d, want 1", n)
	}
	if err := page.Close(); err != nil {
		t.Fatal(err)
	}
	if _, settled, pending := tr.Wait(context.Background(), 5*time.Second); !settled || pending != 0 {
		t.Fatalf("after close: settled %v pending %d", settled, pending)
	}
}
