package main

import (
	"context"
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/jevtest/jev/internal/redact"
	"github.com/jevtest/jev/trace"
	"github.com/playwright-community/playwright-go"
)

// dialogLog records the JavaScript dialogs (alert, confirm, prompt,
// beforeunload) the pages of one command open. Each is answered as
// Playwright would with no handler (dismissed; beforeunload accepted) and
// noted on stderr when the command ends: a dialog the page opened is never
// invisible (the command's verdict may rest on a page that asked
// something, or that kept alerting).
type dialogLog struct {
	mu  sync.Mutex
	all []dialogSeen
}

type dialogSeen struct{ kind, message, handled string }

// maxDialogParts bounds the dialogs a note lists one by one.
const maxDialogParts = 5

// watchDialogs answers and records every dialog of bctx's pages.
func watchDialogs(bctx playwright.BrowserContext) *dialogLog {
	l := &dialogLog{}
	bctx.OnDialog(func(d playwright.Dialog) {
		accept := d.Type() == "beforeunload"
		seen := dialogSeen{kind: d.Type(), message: redact.Text(d.Message()), handled: "dismissed"}
		if accept {
			seen.handled = "accepted"
		}
		l.mu.Lock()
		l.all = append(l.all, seen)
		l.mu.Unlock()
		go func() { // answered off the dispatcher goroutine, which delivers the answer
			if accept {
				_ = d.Accept()
			} else {
				_ = d.Dismiss()
			}
		}()
	})
	return l
}

// note writes one line naming the dialogs seen, when there were any: a
// dialog repeated in a row is counted once ("alert "tick" (dismissed) ×45").
func (l *dialogLog) note(w io.Writer) {
	l.mu.Lock()
	ds := append([]dialogSeen(nil), l.all...)
	l.mu.Unlock()
	if len(ds) > 0 {
		fmt.Fprintf(w, "jev: note: %s\n", describeDialogs(ds))
	}
}

// describeDialogs is "the page opened N dialogs: ..." for ds (not empty),
// at most maxDialogParts listed, repeats in a row counted once.
func describeDialogs(ds []dialogSeen) string {
	var parts []string
	for i := 0; i < len(ds); {
		j := i + 1
		for j < len(ds) && ds[j] == ds[i] {
			j++
		}
		if len(parts) == maxDialogParts {
			parts = append(parts, fmt.Sprintf("and %d more", len(ds)-i))
			break
		}
		part := fmt.Sprintf("%s %q (%s)", ds[i].kind, ds[i].message, ds[i].handled)
		if j-i > 1 {
			part += fmt.Sprintf(" ×%d", j-i)
		}
		parts = append(parts, part)
		i = j
	}
	n := "a dialog"
	if len(ds) > 1 {
		n = fmt.Sprintf("%d dialogs", len(ds))
	}
	return fmt.Sprintf("the page opened %s: %s", n, strings.Join(parts, ", "))
}

// describeTraceDialogs is describeDialogs of recorded dialogs.
func describeTraceDialogs(ds []trace.Dialog) string {
	seen := make([]dialogSeen, len(ds))
	for i, d := range ds {
		seen[i] = dialogSeen{kind: d.Type, message: d.Message, handled: d.Handled}
	}
	return describeDialogs(seen)
}

// dialogLogKey is the context key of the command's dialogLog
// (withBrowserContext puts it in the context it passes on).
type dialogLogKey struct{}

// dialogsOf returns the dialogLog of ctx's browser context, or nil.
func dialogsOf(ctx context.Context) *dialogLog {
	l, _ := ctx.Value(dialogLogKey{}).(*dialogLog)
	return l
}

// traced returns every dialog seen so far as trace records (flow.WithDialogs).
func (l *dialogLog) traced() []trace.Dialog {
	l.mu.Lock()
	defer l.mu.Unlock()
	out := make([]trace.Dialog, len(l.all))
	for i, d := range l.all {
		out[i] = trace.Dialog{Type: d.kind, Message: d.message, Handled: d.handled}
	}
	return out
}
