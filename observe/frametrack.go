package observe

import (
	"slices"
	"sync"

	"github.com/playwright-community/playwright-go"
)

// A frameTracker follows one page's frames through the driver's
// frameattached and framedetached events, under its own lock.
//
// playwright-go v0.5200.1 keeps a page's frame list (page.Frames), each
// frame's child list and its detached flag in plain fields that its
// dispatcher goroutine writes while any other goroutine may read them: a
// data race (the race detector reports it inside the driver on a page
// that replaces its frames), and after a detach the list is rebuilt wrongly
// (see listedFrames). The events are emitted on the dispatcher goroutine
// after the driver has built the frame, so a frame taken from the tracker
// under its lock is one whose construction happened before the read: its
// name, address, parent and channel are then read race-free.
type frameTracker struct {
	mu     sync.Mutex
	main   playwright.Frame
	frames []playwright.Frame // attached child frames, in attach order
}

var (
	trackersMu sync.Mutex
	trackers   = map[playwright.Page]*frameTracker{}
)

// TrackFrames starts following page's frames through the driver's events
// (Observe does it on its first call for a page). Calling it as soon as
// the page is made (right after NewPage, or in the browser context's
// "page" handler for pages the page opens) makes every later frame read
// race-free; a page tracked first while frames attach reads the driver's
// frame list once, unsynchronised, and the events after that.
func TrackFrames(page playwright.Page) {
	if page != nil {
		trackerOf(page)
	}
}

// trackerOf returns page's tracker, starting it on the first call.
func trackerOf(page playwright.Page) *frameTracker {
	trackersMu.Lock()
	t, ok := trackers[page]
	if ok {
		trackersMu.Unlock()
		return t
	}
	t = &frameTracker{}
	trackers[page] = t
	// The lock is held until the first list is read: an event that comes
	// meanwhile waits for it (the handlers never call the driver, so the
	// dispatcher they block is not needed to read the list).
	t.mu.Lock()
	trackersMu.Unlock()
	defer t.mu.Unlock()
	page.OnFrameAttached(t.attach)
	page.OnFrameDetached(t.detach)
	page.OnClose(func(playwright.Page) {
		trackersMu.Lock()
		delete(trackers, page)
		trackersMu.Unlock()
	})
	t.main = page.MainFrame()
	for _, f := range listedFrames(page) {
		if f != t.main && !f.IsDetached() {
			t.frames = append(t.frames, f)
		}
	}
	return t
}

func (t *frameTracker) attach(f playwright.Frame) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if slices.Contains(t.frames, f) {
		return // listed when the tracker started
	}
	t.frames = append(t.frames, f)
}

func (t *frameTracker) detach(f playwright.Frame) {
	t.mu.Lock()
	defer t.mu.Unlock()
	for i, g := range t.frames {
		if g == f {
			t.frames = append(t.frames[:i:i], t.frames[i+1:]...)
			break
		}
	}
}

// list returns the main frame and the attached child frames, in attach
// order.
func (t *frameTracker) list() []playwright.Frame {
	t.mu.Lock()
	defer t.mu.Unlock()
	out := make([]playwright.Frame, 0, len(t.frames)+1)
	out = append(out, t.main)
	return append(out, t.frames...)
}

// gone reports that f has detached: every frame jev reads came from the
// tracker's list, and a child frame leaves it when it detaches.
func (t *frameTracker) gone(f playwright.Frame) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return f != t.main && !slices.Contains(t.frames, f)
}

// frameGone reports that page's frame f has detached (its iframe was
// removed, or its parent document replaced), from the page's tracker.
func frameGone(page playwright.Page, f playwright.Frame) bool {
	return trackerOf(page).gone(f)
}
