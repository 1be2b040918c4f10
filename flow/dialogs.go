package flow

import "github.com/jevtest/jev/trace"

// WithDialogs gives Run the JavaScript dialogs (alert, confirm, prompt,
// beforeunload) the run's pages opened: seen returns every one so far, in
// order (the caller answers them: Run registers no handler). A recorded
// trace lists them as jevtest's do (docs/trace-format.md §3.2): each
// semantic record carries those opened since the record before it, the
// end record every one of the run.
func WithDialogs(seen func() []trace.Dialog) Option {
	return func(c *config) { c.dialogs = seen }
}

// freshDialogs returns the dialogs not yet written to the trace and marks
// them written.
func (rn *runner) freshDialogs() []trace.Dialog {
	if rn.cfg.dialogs == nil {
		return nil
	}
	all := rn.cfg.dialogs()
	if rn.tracedDialogs >= len(all) {
		return nil
	}
	fresh := append([]trace.Dialog(nil), all[rn.tracedDialogs:]...)
	rn.tracedDialogs = len(all)
	return fresh
}

// allDialogs is every dialog of the run, for the end record.
func (p *prepared) allDialogs() []trace.Dialog {
	if p.cfg.dialogs == nil {
		return nil
	}
	return append([]trace.Dialog(nil), p.cfg.dialogs()...)
}
