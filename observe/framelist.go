package observe

import (
	"errors"

	"github.com/playwright-community/playwright-go"
)

// listedFrames is page.Frames() with the frames the driver lost put back.
// playwright-go v0.5200.1 rebuilds its frame list wrongly when a frame
// detaches (page.onFrameDetached keeps a copy of the detached frame for
// every other one), so after a page removes one iframe the others are no
// longer listed. The frame tree (MainFrame().ChildFrames(), which only
// grows; detached frames are marked) still holds them: an attached frame
// of the tree that the list lacks is appended, in tree order. When the
// list is whole, it is returned as is (the order frames are numbered in
// does not change).
func listedFrames(page playwright.Page) []playwright.Frame {
	listed := append([]playwright.Frame(nil), page.Frames()...)
	seen := make(map[playwright.Frame]bool, len(listed))
	for _, f := range listed {
		seen[f] = true
	}
	var walk func(f playwright.Frame, depth int)
	walk = func(f playwright.Frame, depth int) {
		if depth > 64 {
			return
		}
		for _, c := range f.ChildFrames() {
			if c.IsDetached() {
				continue
			}
			if !seen[c] {
				seen[c] = true
				listed = append(listed, c)
			}
			walk(c, depth+1)
		}
	}
	if main := page.MainFrame(); main != nil {
		walk(main, 0)
	}
	return listed
}

// unreadNavigated is the Frame.Unread reason of a child frame that
// navigated (its document was replaced, so the read's execution context
// was destroyed) while it was read.
const unreadNavigated = "the frame navigated while it was read"

// navigated reports that err is a child frame's read failing because the
// frame's document went away under it (a navigation, an execution context
// destroyed) while the page stays open; detached is checked first.
func navigated(page playwright.Page, err error) bool {
	var oe *ObserveError
	if e := classify(err, 0); !errors.As(e, &oe) || oe.Category != CategoryNavigationContext {
		return false
	}
	return !page.IsClosed()
}
