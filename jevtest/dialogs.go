package jevtest

import (
	"fmt"
	"strings"
	"sync"

	"github.com/jevtest/jev/internal/redact"
	"github.com/jevtest/jev/trace"
	"github.com/playwright-community/playwright-go"
)

// Dialog is a JavaScript dialog (alert, confirm, prompt, beforeunload) a
// page of the session opened. Without a handler of the test's own, jev
// answers it the way Playwright does — dismissed, a beforeunload accepted
// — and records it, so that a dialog is never handled silently.
type Dialog struct {
	// Type is alert, confirm, prompt or beforeunload.
	Type string
	// Message is the dialog's text, with any credential in an address
	// masked.
	Message string
	// Handled is how jev answered it: "dismissed", "accepted", or
	// "test's handler" when the test registered its own OnDialog.
	Handled string
}

// dialogLog is the session's record of dialogs; next is the first one
// not yet reported.
type dialogLog struct {
	mu     sync.Mutex
	all    []Dialog
	next   int
	traced int // the first one not yet written to the trace
}

// watchDialogs records every dialog of the context's pages and answers
// those no handler of the test's own answers. The emitter holds its lock
// while its handlers run, so the listeners are counted, and the dialog
// answered, once they have returned.
func (s *Session) watchDialogs() {
	bctx := s.bctx
	bctx.OnDialog(func(d playwright.Dialog) {
		s.dialogs.mu.Lock()
		i := len(s.dialogs.all)
		s.dialogs.all = append(s.dialogs.all, Dialog{Type: d.Type(), Message: redact.Text(d.Message()), Handled: "test's handler"})
		s.dialogs.mu.Unlock()
		go func() {
			others := bctx.ListenerCount("dialog") - 1
			if p := d.Page(); p != nil {
				others += p.ListenerCount("dialog")
			}
			if others > 0 {
				return
			}
			// Recorded before answering: the page goes on once answered.
			accept := d.Type() == "beforeunload"
			s.dialogs.mu.Lock()
			s.dialogs.all[i].Handled = map[bool]string{true: "accepted", false: "dismissed"}[accept]
			s.dialogs.mu.Unlock()
			if accept {
				_ = d.Accept()
			} else {
				_ = d.Dismiss()
			}
		}()
	})
}

// Dialogs lists the dialogs the session's pages opened so far, in order.
func (s *Session) Dialogs() []Dialog {
	s.dialogs.mu.Lock()
	defer s.dialogs.mu.Unlock()
	return append([]Dialog(nil), s.dialogs.all...)
}

// noteDialogs logs the dialogs opened since the last note, naming the
// operation that ran after them (from the test's goroutine only).
func (s *Session) noteDialogs(op string) {
	s.dialogs.mu.Lock()
	fresh := append([]Dialog(nil), s.dialogs.all[s.dialogs.next:]...) // a copy: the answering goroutine writes Handled
	s.dialogs.next = len(s.dialogs.all)
	s.dialogs.mu.Unlock()
	if len(fresh) == 0 {
		return
	}
	s.t.Helper()
	s.t.Logf("jevtest: %s: %s", op, describeDialogs(fresh))
}

// describeDialogs is the one-line account of dialogs.
func describeDialogs(ds []Dialog) string {
	var parts []string
	for i := 0; i < len(ds); {
		j := i + 1
		for j < len(ds) && ds[j] == ds[i] {
			j++
		}
		part := fmt.Sprintf("%s %q (%s)", ds[i].Type, ds[i].Message, ds[i].Handled)
		if j-i > 1 { // a page that opens the same dialog in a loop
			part += fmt.Sprintf(" ×%d", j-i)
		}
		parts = append(parts, part)
		i = j
	}
	n := "a dialog"
	if len(ds) > 1 {
		n = fmt.Sprintf("%d dialogs", len(ds))
	}
	return "the page opened " + n + " before this: " + strings.Join(parts, ", ") + "; Session.Dialogs lists them"
}

// untracedDialogs returns the dialogs not yet written to the trace and
// counts them written.
func (s *Session) untracedDialogs() []trace.Dialog {
	s.dialogs.mu.Lock()
	defer s.dialogs.mu.Unlock()
	fresh := traceDialogs(s.dialogs.all[s.dialogs.traced:])
	s.dialogs.traced = len(s.dialogs.all)
	return fresh
}

// allTraceDialogs is every dialog of the session, for the end record.
func (s *Session) allTraceDialogs() []trace.Dialog {
	s.dialogs.mu.Lock()
	defer s.dialogs.mu.Unlock()
	return traceDialogs(s.dialogs.all)
}

func traceDialogs(ds []Dialog) []trace.Dialog {
	if len(ds) == 0 {
		return nil
	}
	out := make([]trace.Dialog, len(ds))
	for i, d := range ds {
		out[i] = trace.Dialog{Type: d.Type, Message: d.Message, Handled: d.Handled}
	}
	return out
}
