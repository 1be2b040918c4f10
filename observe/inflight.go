package observe

import (
	"context"
	"sync"
	"time"

	"github.com/playwright-community/playwright-go"
)

// The settle rule for requests (docs/design.md).
const (
	// InflightGrace: requests that started more than this before the action
	// do not count as the action's.
	InflightGrace = 50 * time.Millisecond
	// DefaultInflightCap is the default longest Wait.
	DefaultInflightCap = 3 * time.Second
)

// ignoredResource are request types that never settle and never count:
// long-lived streams and fire-and-forget pings.
var ignoredResource = map[string]bool{"websocket": true, "eventsource": true, "ping": true, "beacon": true}

// InflightTracker counts the requests an action started and waits, with a
// cap, while they are in flight (the settle rule). Call Track(page) right before
// the action; requests that started more than 50 ms before that moment,
// WebSocket, EventSource and ping traffic do not count. The zero value is
// ready to use; it is safe for concurrent use. Close detaches it.
type InflightTracker struct {
	mu      sync.Mutex
	page    playwright.Page
	hub     *requestHub
	mark    time.Time
	changed chan struct{} // closed and replaced whenever a request ends
}

// Track attaches t to page (once; a different page re-attaches) and marks
// now as the start of the next action.
func (t *InflightTracker) Track(page playwright.Page) {
	now := time.Now()
	t.mu.Lock()
	same := t.page == page
	old := t.hub
	t.mu.Unlock()
	var hub *requestHub
	if !same {
		// Registering listeners takes the driver's event locks: never while
		// holding t.mu, which event handlers take to wake waiters.
		hub = hubFor(page)
		if old != nil {
			old.unsubscribe(t)
		}
		hub.subscribe(t)
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if hub != nil {
		t.page, t.hub = page, hub
	}
	t.mark = now
	if t.changed == nil {
		t.changed = make(chan struct{})
	}
}

// Pending is the number of the action's requests still in flight.
func (t *InflightTracker) Pending() int {
	t.mu.Lock()
	hub, mark := t.hub, t.mark
	t.mu.Unlock()
	if hub == nil {
		return 0
	}
	return hub.pendingSince(mark.Add(-InflightGrace))
}

// Wait waits while the action's requests are in flight, at most capD
// (DefaultInflightCap when capD <= 0) and never past ctx. It reports how
// long it waited, whether nothing remained in flight, and how many did.
func (t *InflightTracker) Wait(ctx context.Context, capD time.Duration) (settledMs int64, settled bool, pending int) {
	if capD <= 0 {
		capD = DefaultInflightCap
	}
	start := time.Now()
	timer := time.NewTimer(capD)
	defer timer.Stop()
	for {
		t.mu.Lock()
		ch := t.changed
		t.mu.Unlock()
		pending = t.Pending()
		if pending == 0 {
			return time.Since(start).Milliseconds(), true, 0
		}
		if ch == nil {
			ch = make(chan struct{}) // never tracked: nothing will signal
		}
		select {
		case <-ch:
		case <-timer.C:
			return time.Since(start).Milliseconds(), false, t.Pending()
		case <-ctx.Done():
			return time.Since(start).Milliseconds(), false, t.Pending()
		}
	}
}

// Close detaches t from its page.
func (t *InflightTracker) Close() {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.hub != nil {
		t.hub.unsubscribe(t)
	}
	t.hub, t.page = nil, nil
}

// notify wakes t's waiters.
func (t *InflightTracker) notify() {
	t.mu.Lock()
	if t.changed != nil {
		close(t.changed)
		t.changed = make(chan struct{})
	}
	t.mu.Unlock()
}

// requestHub listens to one page's request events once and serves every
// tracker of that page (playwright-go removes listeners by function
// pointer, so per-tracker listeners could not be removed safely).
type requestHub struct {
	mu       sync.Mutex
	inflight map[playwright.Request]time.Time // request → when it was seen starting
	subs     map[*InflightTracker]struct{}
}

var (
	hubsMu sync.Mutex
	hubs   = map[playwright.Page]*requestHub{}
)

func hubFor(page playwright.Page) *requestHub {
	hubsMu.Lock()
	defer hubsMu.Unlock()
	if h, ok := hubs[page]; ok {
		return h
	}
	h := &requestHub{inflight: map[playwright.Request]time.Time{}, subs: map[*InflightTracker]struct{}{}}
	hubs[page] = h
	page.OnRequest(func(r playwright.Request) {
		if ignoredResource[r.ResourceType()] {
			return
		}
		h.mu.Lock()
		h.inflight[r] = time.Now()
		h.mu.Unlock()
	})
	done := func(r playwright.Request) { h.end(r) }
	page.OnRequestFinished(done)
	page.OnRequestFailed(done)
	page.OnClose(func(playwright.Page) {
		h.mu.Lock()
		clear(h.inflight)
		h.mu.Unlock()
		h.broadcast()
		hubsMu.Lock()
		delete(hubs, page)
		hubsMu.Unlock()
	})
	return h
}

func (h *requestHub) end(r playwright.Request) {
	h.mu.Lock()
	_, ok := h.inflight[r]
	delete(h.inflight, r)
	h.mu.Unlock()
	if ok {
		h.broadcast()
	}
}

func (h *requestHub) broadcast() {
	h.mu.Lock()
	subs := make([]*InflightTracker, 0, len(h.subs))
	for t := range h.subs {
		subs = append(subs, t)
	}
	h.mu.Unlock()
	for _, t := range subs {
		t.notify()
	}
}

func (h *requestHub) pendingSince(since time.Time) int {
	h.mu.Lock()
	defer h.mu.Unlock()
	n := 0
	for _, seen := range h.inflight {
		if !seen.Before(since) {
			n++
		}
	}
	return n
}

func (h *requestHub) subscribe(t *InflightTracker) {
	h.mu.Lock()
	h.subs[t] = struct{}{}
	h.mu.Unlock()
}

func (h *requestHub) unsubscribe(t *InflightTracker) {
	h.mu.Lock()
	delete(h.subs, t)
	h.mu.Unlock()
}
