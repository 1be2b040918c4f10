// Package dialogwatch answers and records the JavaScript dialogs (alert,
// confirm, prompt, beforeunload) of a browser context whose pages have no
// handler of their own: the jev commands and replays. Each dialog is
// answered as Playwright does with no handler (dismissed; beforeunload
// accepted) and recorded with its message's credentials masked, so that
// a dialog is never answered silently.
package dialogwatch

import (
	"sync"

	"github.com/jevtest/jev/internal/redact"
	"github.com/jevtest/jev/trace"
	"github.com/playwright-community/playwright-go"
)

// Log is the record of the dialogs a watched context's pages opened.
type Log struct {
	mu  sync.Mutex
	all []trace.Dialog
}

// Watch answers and records every dialog of bc's pages.
func Watch(bc playwright.BrowserContext) *Log {
	l := &Log{}
	bc.OnDialog(func(d playwright.Dialog) {
		accept := d.Type() == "beforeunload"
		seen := trace.Dialog{Type: d.Type(), Message: redact.Text(d.Message()), Handled: "dismissed"}
		if accept {
			seen.Handled = "accepted"
		}
		l.mu.Lock()
		l.all = append(l.all, seen)
		l.mu.Unlock()
		go func() { // off the dispatcher goroutine, which delivers the answer
			if accept {
				_ = d.Accept()
			} else {
				_ = d.Dismiss()
			}
		}()
	})
	return l
}

// All returns the dialogs seen so far, in order.
func (l *Log) All() []trace.Dialog {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]trace.Dialog(nil), l.all...)
}
