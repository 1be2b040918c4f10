package replay

import (
	"sync"

	"github.com/jevtest/jev/internal/redact"
	"github.com/jevtest/jev/trace"
	"github.com/playwright-community/playwright-go"
)

// dialogWatch records the JavaScript dialogs the pages of one replay's
// browser context open and answers each as Playwright does with no
// handler (dismissed; beforeunload accepted), so that a replayed page that
// asks or alerts is reported (TraceResult.Dialogs), never answered
// silently.
type dialogWatch struct {
	mu  sync.Mutex
	all []trace.Dialog
}

func watchDialogs(bc playwright.BrowserContext) *dialogWatch {
	w := &dialogWatch{}
	bc.OnDialog(func(d playwright.Dialog) {
		accept := d.Type() == "beforeunload"
		seen := trace.Dialog{Type: d.Type(), Message: redact.Text(d.Message()), Handled: "dismissed"}
		if accept {
			seen.Handled = "accepted"
		}
		w.mu.Lock()
		w.all = append(w.all, seen)
		w.mu.Unlock()
		go func() { // off the dispatcher goroutine, which delivers the answer
			if accept {
				_ = d.Accept()
			} else {
				_ = d.Dismiss()
			}
		}()
	})
	return w
}

// dialogs returns the dialogs seen so far, in order.
func (w *dialogWatch) dialogs() []trace.Dialog {
	w.mu.Lock()
	defer w.mu.Unlock()
	return append([]trace.Dialog(nil), w.all...)
}
