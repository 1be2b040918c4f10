package observe

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/jevtest/jev/internal/await"
	"github.com/playwright-community/playwright-go"
)

// roundTripKey keys the counter that countRoundTrips puts in a context.
type roundTripKey struct{}

// countRoundTrips returns ctx with a counter of the driver calls made
// under it (each one round trip Go → driver → browser → page and back, see
// driverCall): tests and benchmarks read it to check the round trips of an
// operation.
func countRoundTrips(ctx context.Context) (context.Context, *atomic.Int64) {
	n := new(atomic.Int64)
	return context.WithValue(ctx, roundTripKey{}, n), n
}

// driverCall is await.Call for one driver round trip, counted when ctx
// carries a counter.
func driverCall[T any](ctx context.Context, fn func() (T, error), discard func(T)) (T, error) {
	if n, ok := ctx.Value(roundTripKey{}).(*atomic.Int64); ok {
		n.Add(1)
	}
	return await.Call(ctx, fn, discard)
}

// A link is a page's direct line to its main frame's installed runtime: a
// CDP session on which an operation is one Runtime.evaluate. Playwright's
// Evaluate costs the same round trip plus its own argument and result
// handling in the driver (about 0.5 ms a call on a loaded machine, a third
// of a bare round trip). Only operations without element handles (the
// re-read) use it, only in the main frame, and only once the session is
// attached: the attach starts in the background on the first Observe (or
// re-read) of a page, and until it has ended re-reads go through Evaluate,
// so no call ever waits on it.
// Whatever the link cannot answer plainly (no session, a browser without
// CDP, a document without the runtime, an exception, a result that is not
// a string, any error while the page is open) is done again through
// Evaluate, so every outcome — errors included — is exactly Evaluate's.
type link struct {
	ready  chan struct{} // closed once the attach has ended
	sess   playwright.CDPSession
	broken atomic.Bool // the session failed once: never used again
	// answered counts the calls the link answered (tests).
	answered atomic.Int64
}

var (
	linksMu sync.Mutex
	links   = map[playwright.Page]*link{}
)

// linkOf returns page's link when its session is attached and usable,
// else nil; the first call for a page starts the attach.
func linkOf(page playwright.Page) *link {
	linksMu.Lock()
	l, ok := links[page]
	if !ok {
		l = &link{ready: make(chan struct{})}
		links[page] = l
	}
	linksMu.Unlock()
	if !ok {
		forget := func(playwright.Page) {
			linksMu.Lock()
			delete(links, page)
			linksMu.Unlock()
		}
		page.OnClose(forget)
		if page.IsClosed() { // closed before the handler was registered
			forget(page)
		}
		go l.attach(page)
		return nil
	}
	select {
	case <-l.ready:
		if l.sess == nil || l.broken.Load() {
			return nil
		}
		return l
	default:
		return nil
	}
}

func (l *link) attach(page playwright.Page) {
	defer close(l.ready)
	if sess, err := page.Context().NewCDPSession(page); err == nil {
		l.sess = sess
	}
}

// What a link call came to.
type linkOutcome int

const (
	linkAnswered     linkOutcome = iota // the result is decoded
	linkNotInstalled                    // the document has no runtime (yet)
	linkFallback                        // the link could not answer plainly
)

// callJSON runs operation arg["op"] (no element handles) in the main frame
// through the link and decodes the JSON string it returns into out. Unless
// the outcome is linkAnswered nothing was decoded and the caller does the
// operation through Evaluate; an error is returned only when the bound
// ended (as Evaluate would have ended) or the result does not decode.
func (l *link) callJSON(ctx context.Context, arg map[string]any, out any) (linkOutcome, error) {
	x, err := pack(arg)
	if err != nil {
		return linkFallback, err
	}
	lit, err := json.Marshal(x["j"])
	if err != nil {
		return linkFallback, fmt.Errorf("%w: encoding the script argument: %v", ErrUnexpected, err)
	}
	expr := `(() => { const J = window[Symbol.for('` + runtimeKey + `')]; return J ? J.call(JSON.parse(` +
		string(lit) + `)) : '` + notInstalled + `'; })()`
	params := map[string]any{"expression": expr, "returnByValue": true, "silent": true}
	r, err := driverCall(ctx, func() (any, error) { return l.sess.Send("Runtime.evaluate", params) }, nil)
	if err != nil {
		if ctx.Err() != nil {
			return linkFallback, err
		}
		// A document between two navigations has no context for a moment;
		// anything else (a detached session) ends the link.
		if !errors.Is(classify(err, 0), ErrNavigationContext) {
			l.broken.Store(true)
		}
		return linkFallback, nil
	}
	s, ok := linkString(r)
	switch {
	case !ok:
		return linkFallback, nil
	case s == notInstalled:
		return linkNotInstalled, nil
	}
	l.answered.Add(1)
	return linkAnswered, decodeJSON(s, out)
}

// linkString is the string a Runtime.evaluate answered, ok false when it
// threw or answered anything else.
func linkString(r any) (string, bool) {
	m, _ := r.(map[string]any)
	if m == nil || m["exceptionDetails"] != nil {
		return "", false
	}
	res, _ := m["result"].(map[string]any)
	if res == nil || res["type"] != "string" {
		return "", false
	}
	s, ok := res["value"].(string)
	return s, ok
}

// decodeJSON decodes the JSON string a script returned into out.
func decodeJSON(s string, out any) error {
	if err := json.Unmarshal([]byte(s), out); err != nil {
		return fmt.Errorf("%w: decoding script result: %v", ErrUnexpected, err)
	}
	return nil
}

// installJSON installs the runtime in frame f's document and runs
// operation arg["op"] there (one round trip: for a document the link found
// without the runtime), decoding the JSON string it returns into out.
func installJSON(ctx context.Context, f playwright.Frame, arg map[string]any, out any) error {
	x, err := pack(arg)
	if err != nil {
		return err
	}
	v, err := driverCall(ctx, func() (any, error) { return f.Evaluate(installScript, x) }, nil)
	if err != nil {
		return err
	}
	s, ok := v.(string)
	if !ok {
		return fmt.Errorf("%w: script returned %T, not a JSON string", ErrUnexpected, v)
	}
	return decodeJSON(s, out)
}
