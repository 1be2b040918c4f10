package locate

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"time"

	"github.com/jevtest/jev/internal/await"
	"github.com/playwright-community/playwright-go"
)

// maxGuardedFrames bounds how many frame elements an act guards (a
// target nested deeper acts unguarded above that depth).
const maxGuardedFrames = 8

// unguardTimeout bounds the undoing of one frame element's guard (it
// runs after the act, also when the act's own context has ended).
const unguardTimeout = 2 * time.Second

// guardScript marks frame element fe as the act's own and, in the
// document or shadow root that holds it, turns pointer events off for
// every other frame element until unguardScript runs. It uses a
// constructed style sheet (no element is added; style-src does not apply
// to it).
const guardScript = `(fe, tok) => {
  fe.setAttribute('data-jev-act', tok);
  const root = fe.getRootNode();
  if (!root || !('adoptedStyleSheets' in root)) return;
  const sheet = new (root.defaultView || root.ownerDocument.defaultView).CSSStyleSheet();
  sheet.replaceSync('iframe:not([data-jev-act="' + tok + '"]), frame:not([data-jev-act="' + tok + '"]) { pointer-events: none !important; }');
  sheet.jevAct = tok;
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}`

// unguardScript undoes guardScript on fe (fe may be out of its document
// by now: its root is then fe itself, and its old root is searched by
// the document it belonged to).
const unguardScript = `(fe, tok) => {
  if (fe.getAttribute('data-jev-act') === tok) fe.removeAttribute('data-jev-act');
  for (const root of [fe.getRootNode(), fe.ownerDocument]) {
    if (root && 'adoptedStyleSheets' in root) root.adoptedStyleSheets = root.adoptedStyleSheets.filter(s => s.jevAct !== tok);
  }
  return fe.isConnected;
}`

// guardFrames protects an act on el, a node in a child frame, from a
// frame that replaces el's under the act: a pointer event is dispatched
// at page coordinates, so a new frame shown in the old one's place (its
// own button where the located one was) would take the click. For every
// frame element from el's frame up to the page it marks the element and
// turns off pointer events for the other frame elements of its
// document, so a frame inserted meanwhile gets no pointer event. The
// returned release undoes it and reports whether every guarded frame
// element is still in its document (false: a frame on the way was
// removed or replaced during the act, or its document went away).
func guardFrames(ctx context.Context, el playwright.ElementHandle) func() bool {
	tok := make([]byte, 8)
	_, _ = rand.Read(tok)
	token := hex.EncodeToString(tok)
	var guarded []playwright.ElementHandle
	cur := el
	for range maxGuardedFrames {
		fr, err := await.Call(ctx, cur.OwnerFrame, nil)
		if err != nil || fr == nil {
			break
		}
		fe, err := await.Call(ctx, fr.FrameElement, nil)
		if err != nil || fe == nil {
			break // the top frame has no frame element
		}
		if _, err := await.Call(ctx, func() (any, error) { return fe.Evaluate(guardScript, token) }, nil); err != nil {
			fe.Dispose()
			break
		}
		guarded = append(guarded, fe)
		cur = fe
	}
	return func() bool {
		intact := true
		for _, fe := range guarded {
			uctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), unguardTimeout)
			v, err := await.Call(uctx, func() (any, error) { return fe.Evaluate(unguardScript, token) }, nil)
			cancel()
			if connected, _ := v.(bool); err != nil || !connected {
				intact = false
			}
			go fe.Dispose()
		}
		return intact
	}
}
