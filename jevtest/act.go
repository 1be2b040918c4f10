package jevtest

import (
	"context"
	"fmt"
	"os"

	"github.com/jevtest/jev/locate"
	"github.com/jevtest/jev/trace"
	"github.com/playwright-community/playwright-go"
)

// ActOption configures one act on a located target (Fill, Type, Select,
// Press, ...): where its value comes from and how the trace records it.
type ActOption func(*actOptions)

type actOptions struct {
	env      string
	recorded bool
}

// WithValueFromEnv types the value of the environment variable name
// (read when the act runs; pass "" as the value). The trace records
// value_from_env: name and never the value; replay reads the variable
// again. An unset variable fails the test.
func WithValueFromEnv(name string) ActOption {
	return func(o *actOptions) { o.env = name }
}

// WithRecordedValue declares the typed value not secret: the trace records
// it verbatim, so that replay --execute can type it again. Without it (and
// without WithValueFromEnv) a typed value is recorded masked ("<N chars>",
// masked: true) and a replay refuses to retype it.
func WithRecordedValue() ActOption {
	return func(o *actOptions) { o.recorded = true }
}

// act is one act on a located target: what the trace records of it.
type act struct {
	typ    string   // click, dblclick, hover, fill, type, press, check, uncheck, select
	value  string   // typed text (fill, type) or the first selected value
	values []string // select: every value
	key    string   // press
	typed  bool     // value is typed text: masked unless recorded or from env
	opts   actOptions
}

// value resolves a typed value: the environment variable's with
// WithValueFromEnv.
func (s *Session) actValue(what, value string, opts []ActOption) (string, actOptions, bool) {
	s.t.Helper()
	var o actOptions
	for _, opt := range opts {
		if opt != nil {
			opt(&o)
		}
	}
	if o.env == "" {
		return value, o, true
	}
	if value != "" {
		s.t.Fatalf("jevtest: %s: WithValueFromEnv(%q) reads the value from the environment; pass \"\" as the value", what, o.env)
		return "", o, false
	}
	v, ok := os.LookupEnv(o.env)
	if !ok {
		s.t.Fatalf("jevtest: %s: environment variable %s (WithValueFromEnv) is not set", what, o.env)
		return "", o, false
	}
	return v, o, true
}

// actOn runs one act on a located target within the session timeout,
// records it as a step (the shortlist the target was chosen from, the
// chosen fingerprint and row, the action and its value as the act's
// options say) and fails the test on error. The target's ref is
// re-validated first: a detached, hidden or replaced node is refused
// (*observe.StaleRefError), never retargeted.
func (s *Session) actOn(t locate.Target, a act, fn func(ctx context.Context) error) {
	s.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), s.opts.timeout)
	defer cancel()
	err := fn(ctx)
	s.recordStep(t, a, err)
	if err != nil {
		s.t.Fatalf("jevtest: %s %s: %v", a.typ, describeTarget(t), err)
	}
}

func describeTarget(t locate.Target) string {
	return fmt.Sprintf("%s %q (%s, located as %q)", t.Role, t.Name, t.CID, t.Description)
}

// Click clicks the target's node.
func (s *Session) Click(t locate.Target) {
	s.t.Helper()
	s.actOn(t, act{typ: "click"}, func(ctx context.Context) error { return locate.Click(ctx, s.page, t) })
}

// DblClick double-clicks the target's node.
func (s *Session) DblClick(t locate.Target) {
	s.t.Helper()
	s.actOn(t, act{typ: "dblclick"}, func(ctx context.Context) error { return locate.DblClick(ctx, s.page, t) })
}

// Hover moves the mouse over the target's node.
func (s *Session) Hover(t locate.Target) {
	s.t.Helper()
	s.actOn(t, act{typ: "hover"}, func(ctx context.Context) error { return locate.Hover(ctx, s.page, t) })
}

// Press focuses the target's node and presses key ("Enter", "Escape",
// "Control+a": Playwright key names). The key is recorded in clear.
func (s *Session) Press(t locate.Target, key string) {
	s.t.Helper()
	s.actOn(t, act{typ: "press", key: key}, func(ctx context.Context) error { return locate.Press(ctx, s.page, t, key) })
}

// Fill replaces the content of the target's node (input, textarea or
// contenteditable) with value. The trace records the value masked unless
// WithRecordedValue or WithValueFromEnv says otherwise.
func (s *Session) Fill(t locate.Target, value string, opts ...ActOption) {
	s.t.Helper()
	v, o, ok := s.actValue("Fill", value, opts)
	if !ok {
		return
	}
	s.actOn(t, act{typ: "fill", value: v, typed: true, opts: o}, func(ctx context.Context) error {
		return locate.Fill(ctx, s.page, t, v)
	})
}

// Type types value into the target's node key by key (every key event
// fires; the current content is kept). Recorded like Fill.
func (s *Session) Type(t locate.Target, value string, opts ...ActOption) {
	s.t.Helper()
	v, o, ok := s.actValue("Type", value, opts)
	if !ok {
		return
	}
	s.actOn(t, act{typ: "type", value: v, typed: true, opts: o}, func(ctx context.Context) error {
		return locate.Type(ctx, s.page, t, v)
	})
}

// Check checks the target's checkbox or radio (native or ARIA).
func (s *Session) Check(t locate.Target) {
	s.t.Helper()
	s.actOn(t, act{typ: "check"}, func(ctx context.Context) error { return locate.Check(ctx, s.page, t) })
}

// Uncheck unchecks the target's checkbox.
func (s *Session) Uncheck(t locate.Target) {
	s.t.Helper()
	s.actOn(t, act{typ: "uncheck"}, func(ctx context.Context) error { return locate.Uncheck(ctx, s.page, t) })
}

// Select selects the options of the target's <select> whose value or label
// is one of values and returns the selected values. The values are the
// page's own options and are recorded in clear.
func (s *Session) Select(t locate.Target, values ...string) []string {
	s.t.Helper()
	var out []string
	a := act{typ: "select", values: append([]string(nil), values...)}
	if len(values) > 0 {
		a.value = values[0]
	}
	s.actOn(t, a, func(ctx context.Context) error {
		var err error
		out, err = locate.Select(ctx, s.page, t, values...)
		return err
	})
	return out
}

// TextOf returns the normalised visible text of the target's node after
// re-validating its ref. Reading is not recorded in the trace.
func (s *Session) TextOf(t locate.Target) string {
	s.t.Helper()
	return s.read(t, "TextOf", locate.Text)
}

// ValueOf returns the current value of the target's input, textarea or
// select after re-validating its ref. Reading is not recorded in the trace.
func (s *Session) ValueOf(t locate.Target) string {
	s.t.Helper()
	return s.read(t, "ValueOf", locate.Value)
}

// read runs one unrecorded read of the target within the session timeout;
// a failure fails the test, naming the method and the target.
func (s *Session) read(t locate.Target, method string, fn func(context.Context, playwright.Page, locate.Target) (string, error)) string {
	s.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), s.opts.timeout)
	defer cancel()
	v, err := fn(ctx, s.page, t)
	if err != nil {
		s.t.Fatalf("jevtest: %s %s: %v", method, describeTarget(t), err)
	}
	return v
}

// stepAction is the trace's view of an act: typed values masked unless
// recorded or read from the environment.
func stepAction(a act) *trace.StepAction {
	sa := &trace.StepAction{Type: a.typ, Key: a.key}
	switch {
	case a.opts.env != "":
		sa.ValueFromEnv = a.opts.env
	case a.typed && !a.opts.recorded:
		sa.Value, sa.Masked = trace.Mask(a.value), true
	default:
		sa.Value = a.value
	}
	if len(a.values) > 1 {
		sa.Extra = trace.Extra{}
		sa.Extra["values"] = mustJSON(a.values)
	}
	return sa
}
