package observe

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/playwright-community/playwright-go"
)

// Error categories carried by *ObserveError (the run rules' failure vocabulary).
const (
	CategoryNavigationContext = "navigation_context"
	CategoryDocumentNotReady  = "document_not_ready"
	CategoryTargetClosed      = "target_closed"
	CategoryTimeout           = "timeout"
	CategoryCancelled         = "cancelled"
	CategoryUnexpected        = "unexpected_error"
)

// Sentinels matched with errors.Is on the errors this package returns.
var (
	// ErrNavigationContext: the document changed while it was being read
	// (an execution context destroyed by a navigation, a detached frame).
	ErrNavigationContext = errors.New("observe: document changed while being read")
	// ErrDocumentNotReady: the page never produced a readable document
	// within the bound (no body, or an empty about:blank).
	ErrDocumentNotReady = errors.New("observe: document not ready")
	// ErrTargetClosed: the page, its context or the browser is closed.
	ErrTargetClosed = errors.New("observe: target closed")
	// ErrTimeout: a bounded wait elapsed.
	ErrTimeout = errors.New("observe: timeout")
	// ErrUnexpected: anything else the browser reported.
	ErrUnexpected = errors.New("observe: unexpected error")
	// ErrStaleRef: a ref's node is detached, hidden or replaced; nothing was
	// retargeted. Matched by every *StaleRefError.
	ErrStaleRef = errors.New("observe: stale ref")
	// ErrForeignRef: a ref that does not belong to the snapshot (another
	// snapshot's id, a frame or node index it never produced) or a page that
	// is not the one observed.
	ErrForeignRef = errors.New("observe: ref does not belong to this snapshot")
	// ErrBadRef: a ref string that does not parse.
	ErrBadRef = errors.New("observe: malformed ref")
)

// ObserveError is a classified failure to read a page. Category is one of
// the Category constants; Frame is the index of the frame being read (0 is
// the main frame; -1 for a read through a locator, whose frame is the
// locator's). errors.Is matches the category's sentinel and the cause.
type ObserveError struct {
	Category string
	Frame    int
	Err      error
}

func (e *ObserveError) Error() string {
	if e.Frame < 0 {
		return fmt.Sprintf("observe: %s (locator): %v", e.Category, e.Err)
	}
	return fmt.Sprintf("observe: %s (frame %d): %v", e.Category, e.Frame, e.Err)
}

// Unwrap returns the cause.
func (e *ObserveError) Unwrap() error { return e.Err }

// Is matches the sentinel of the error's category.
func (e *ObserveError) Is(target error) bool {
	switch e.Category {
	case CategoryNavigationContext:
		return target == ErrNavigationContext
	case CategoryDocumentNotReady:
		return target == ErrDocumentNotReady
	case CategoryTargetClosed:
		return target == ErrTargetClosed
	case CategoryTimeout:
		return target == ErrTimeout
	case CategoryUnexpected:
		return target == ErrUnexpected
	}
	return false
}

// StaleRefError reports a ref that may not be acted on: its node is
// detached, hidden or replaced.
type StaleRefError struct {
	Ref    Ref
	Status RefStatus
}

func (e *StaleRefError) Error() string {
	return fmt.Sprintf("observe: ref %s is %s; not acting on it", e.Ref, e.Status)
}

// Is matches ErrStaleRef.
func (e *StaleRefError) Is(target error) bool { return target == ErrStaleRef }

// navigationMarkers are the driver's words for a document that went away
// under a read.
var navigationMarkers = []string{
	"execution context was destroyed",
	"frame was detached",
	"frame got detached",
	"cannot find context with specified id",
	"inspected target navigated or closed",
	"navigating frame was detached",
	"execution context is not available",
	"most likely because of a navigation",
}

var closedMarkers = []string{
	"target page, context or browser has been closed",
	"target closed",
	"browser has been closed",
	"page has been closed",
	"browser has disconnected",
	"connection closed",
}

// classify turns an error from the driver (or the context) into an
// *ObserveError with a category.
func classify(err error, frame int) error {
	if err == nil {
		return nil
	}
	var oe *ObserveError
	if errors.As(err, &oe) {
		return err
	}
	cat := CategoryUnexpected
	msg := strings.ToLower(err.Error())
	switch {
	case errors.Is(err, context.DeadlineExceeded) || errors.Is(err, playwright.ErrTimeout):
		cat = CategoryTimeout
	case errors.Is(err, context.Canceled):
		cat = CategoryCancelled
	case errors.Is(err, playwright.ErrTargetClosed) || containsAny(msg, closedMarkers):
		cat = CategoryTargetClosed
	case containsAny(msg, navigationMarkers):
		cat = CategoryNavigationContext
	}
	return &ObserveError{Category: cat, Frame: frame, Err: err}
}

func containsAny(s string, subs []string) bool {
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}
