package compare

import (
	"context"
	"errors"
	"time"

	"github.com/playwright-community/playwright-go"
)

// ErrNoElement is returned by Result.Element for a result that has no
// bound source (a zero Result, or one decoded from JSON).
var ErrNoElement = errors.New("compare: result has no bound source element")

// elementTimeout bounds how long Element waits for a locator's element.
const elementTimeout = 5 * time.Second

// Element returns the node the result's evidence was read from, so that a
// caller can outline it or check where a description was grounded without
// observing the page again: the caller locator's one element, or the
// observed node of a semantic or ref source, revalidated first. A node
// that was detached, hidden or replaced since is refused with
// *observe.StaleRefError (errors.Is observe.ErrStaleRef); Element never
// retargets.
func (r Result) Element(ctx context.Context) (playwright.ElementHandle, error) {
	switch {
	case r.loc != nil:
		ms := float64(elementTimeout.Milliseconds())
		return r.loc.ElementHandle(playwright.LocatorElementHandleOptions{Timeout: &ms})
	case r.snap != nil && r.page != nil && !r.ref.IsZero():
		return r.snap.Element(ctx, r.page, r.ref)
	}
	return nil, ErrNoElement
}
