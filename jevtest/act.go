package jevtest

import (
	"context"
	"fmt"

	"github.com/jevtest/jev/locate"
)

// actOn runs one action on a located target within the session timeout,
// records it as an action record and fails the test on error. The target's
// ref is re-validated first: a detached, hidden or replaced node is refused
// (*observe.StaleRefError), never retargeted.
func (s *Session) actOn(tool string, t locate.Target, extra map[string]any, fn func(ctx context.Context) error) {
	s.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), s.opts.timeout)
	defer cancel()
	err := fn(ctx)
	req := targetRequest(t)
	for k, v := range extra {
		req[k] = v
	}
	s.recordAction(tool, req, err, "")
	if err != nil {
		s.t.Fatalf("jevtest: %s %s: %v", tool, describeTarget(t), err)
	}
}

func describeTarget(t locate.Target) string {
	return fmt.Sprintf("%s %q (%s, located as %q)", t.Role, t.Name, t.CID, t.Description)
}

// Click clicks the target's node.
func (s *Session) Click(t locate.Target) {
	s.t.Helper()
	s.actOn("click", t, nil, func(ctx context.Context) error { return locate.Click(ctx, s.page, t) })
}

// Fill types value into the target's node (input, textarea or
// contenteditable). The trace records the value masked ("<N chars>").
func (s *Session) Fill(t locate.Target, value string) {
	s.t.Helper()
	s.actOn("fill", t, map[string]any{"value": value}, func(ctx context.Context) error {
		return locate.Fill(ctx, s.page, t, value)
	})
}

// Check checks the target's checkbox or radio (native or ARIA).
func (s *Session) Check(t locate.Target) {
	s.t.Helper()
	s.actOn("check", t, nil, func(ctx context.Context) error { return locate.Check(ctx, s.page, t) })
}

// Uncheck unchecks the target's checkbox.
func (s *Session) Uncheck(t locate.Target) {
	s.t.Helper()
	s.actOn("uncheck", t, nil, func(ctx context.Context) error { return locate.Uncheck(ctx, s.page, t) })
}

// SelectOption selects the options of the target's <select> whose value or
// label is one of values and returns the selected values. The trace
// records the values masked.
func (s *Session) SelectOption(t locate.Target, values ...string) []string {
	s.t.Helper()
	var out []string
	s.actOn("select_option", t, map[string]any{"values": append([]string(nil), values...)}, func(ctx context.Context) error {
		var err error
		out, err = locate.SelectOption(ctx, s.page, t, values...)
		return err
	})
	return out
}

// TextOf returns the normalised visible text of the target's node after
// re-validating its ref. Reading is not recorded in the trace.
func (s *Session) TextOf(t locate.Target) string {
	s.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), s.opts.timeout)
	defer cancel()
	v, err := locate.Text(ctx, s.page, t)
	if err != nil {
		s.t.Fatalf("jevtest: TextOf %s: %v", describeTarget(t), err)
	}
	return v
}

// ValueOf returns the current value of the target's input, textarea or
// select after re-validating its ref. Reading is not recorded in the trace.
func (s *Session) ValueOf(t locate.Target) string {
	s.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), s.opts.timeout)
	defer cancel()
	v, err := locate.Value(ctx, s.page, t)
	if err != nil {
		s.t.Fatalf("jevtest: ValueOf %s: %v", describeTarget(t), err)
	}
	return v
}
