package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/jevtest/jev/internal/dialogwatch"
	"github.com/jevtest/jev/trace"
	"github.com/playwright-community/playwright-go"
)

// dialogLog records the JavaScript dialogs (alert, confirm, prompt,
// beforeunload) the pages of one command open (internal/dialogwatch:
// dismissed, beforeunload accepted) and notes them on stderr when the
// command ends: a dialog the page opened is never invisible (the
// command's verdict may rest on a page that asked something, or that kept
// alerting).
type dialogLog struct{ log *dialogwatch.Log }

// maxDialogParts bounds the dialogs a note lists one by one.
const maxDialogParts = 5

// watchDialogs answers and records every dialog of bctx's pages.
func watchDialogs(bctx playwright.BrowserContext) *dialogLog {
	return &dialogLog{log: dialogwatch.Watch(bctx)}
}

// note writes one line naming the dialogs seen, when there were any: a
// dialog repeated in a row is counted once ("alert "tick" (dismissed) ×45").
func (l *dialogLog) note(w io.Writer) {
	if ds := l.log.All(); len(ds) > 0 {
		fmt.Fprintf(w, "jev: note: %s\n", describeDialogs(ds))
	}
}

// describeDialogs is "the page opened N dialogs: ..." for ds (not empty),
// at most maxDialogParts listed, repeats in a row counted once.
func describeDialogs(ds []trace.Dialog) string {
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
		part := fmt.Sprintf("%s %q (%s)", ds[i].Type, ds[i].Message, ds[i].Handled)
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

// dialogLogKey is the context key of the command's dialogLog
// (withBrowserContext puts it in the context it passes on).
type dialogLogKey struct{}

// dialogsOf returns the dialogLog of ctx's browser context, or nil.
func dialogsOf(ctx context.Context) *dialogLog {
	l, _ := ctx.Value(dialogLogKey{}).(*dialogLog)
	return l
}

// traced returns every dialog seen so far as trace records (flow.WithDialogs).
func (l *dialogLog) traced() []trace.Dialog { return l.log.All() }
