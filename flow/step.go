package flow

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/playwright-community/playwright-go"

	"github.com/jevtest/jev/internal/redact"
	"github.com/jevtest/jev/locate"
	"github.com/jevtest/jev/observe"
	"github.com/jevtest/jev/replay"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/lexical"
	"github.com/jevtest/jev/trace"
)

func defaultDecider() semantic.Decider { return lexical.New() }

func joinDir(file, rel string) string { return filepath.Join(filepath.Dir(file), rel) }

type runner struct {
	*prepared
	page     playwright.Page
	capture  *capturing
	traceErr error
	// tracedDialogs counts the dialogs written to the trace (WithDialogs).
	tracedDialogs int
}

// open navigates to the start page and records it as an action record.
func (rn *runner) open(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, rn.cfg.timeout)
	defer cancel()
	timeout := float64(rn.cfg.timeout.Milliseconds())
	done := make(chan error, 1)
	go func() {
		_, err := rn.page.Goto(rn.start, playwright.PageGotoOptions{WaitUntil: playwright.WaitUntilStateLoad, Timeout: &timeout})
		done <- err
	}()
	var err error
	select {
	case err = <-done:
	case <-ctx.Done():
		err = ctx.Err()
	}
	result := map[string]any{"ok": true}
	if err != nil {
		result = map[string]any{"error": "Error: " + redact.Text(err.Error())}
	}
	rn.record(func(w *trace.Writer) error {
		return w.WriteAction(trace.ActionRecord{Tool: "goto", Request: map[string]any{"url": rn.start}, Result: result})
	})
	if err != nil {
		return fmt.Errorf("open %s: %w", redact.URL(rn.start), redact.Error(err))
	}
	return nil
}

func (rn *runner) record(fn func(w *trace.Writer) error) {
	if rn.writer == nil || rn.traceErr != nil {
		return
	}
	if err := fn(rn.writer); err != nil {
		rn.traceErr = fmt.Errorf("flow: trace: %w", err)
	}
}

// step runs one step: locate → gate → act, then its assertions.
func (rn *runner) step(ctx context.Context, n int, s *Step) StepResult {
	sr := StepResult{Step: n, Line: s.Line, Intent: s.Intent, Action: s.Action}
	if s.Action != "" {
		rn.act(ctx, n, s, &sr)
		if sr.Status != "" && sr.Status != StatusPassed {
			return sr
		}
		if err := settle(ctx, rn.page, rn.cfg.timeout); err != nil {
			sr.Status, sr.Reason = StatusError, "after the action: "+err.Error()
			return sr
		}
	}
	for _, e := range s.ExpectSemantic {
		a := rn.assert(ctx, n, e)
		sr.Assertions = append(sr.Assertions, a)
		if a.Status != semantic.StatusPassed {
			sr.Status, sr.Reason = assertionStatus(a), assertionReason(a)
			return sr
		}
	}
	sr.Status = StatusPassed
	return sr
}

func assertionStatus(a Assertion) Status {
	switch a.Status {
	case semantic.StatusFailed:
		return StatusFailed
	case semantic.StatusInconclusive:
		return StatusInconclusive
	}
	return StatusError
}

func assertionReason(a Assertion) string {
	what := a.Description
	if what == "" {
		what = a.Selector
	}
	msg := fmt.Sprintf("expect_semantic %q means %q: %s", what, a.Expected, a.Status)
	if a.Reason != "" {
		msg += ": " + a.Reason
	}
	return msg
}

// settle waits for the page to finish loading after an action (a click may
// navigate); observation itself waits for transitions.
func settle(ctx context.Context, page playwright.Page, timeout interface{ Milliseconds() int64 }) error {
	ms := float64(timeout.Milliseconds())
	done := make(chan error, 1)
	go func() {
		done <- page.WaitForLoadState(playwright.PageWaitForLoadStateOptions{State: playwright.LoadStateLoad, Timeout: &ms})
	}()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		return ctx.Err()
	}
}

// act locates the step's intent, gates the decision and acts on the ref.
func (rn *runner) act(ctx context.Context, n int, s *Step, sr *StepResult) {
	ctx, cancel := context.WithTimeout(ctx, rn.cfg.timeout)
	defer cancel()
	l := locate.New(rn.page, locate.WithDecider(rn.capture), locate.WithMinConfidence(0), locate.WithTimeout(rn.cfg.timeout))
	t, err := l.Locate(ctx, s.Intent)
	if documentChanged(err) {
		if err = settle(ctx, rn.page, rn.cfg.timeout); err == nil {
			rn.capture.take()
			t, err = l.Locate(ctx, s.Intent)
		}
	}
	if err != nil {
		rn.unlocated(ctx, n, s, sr, err)
		return
	}
	sr.CID, sr.FP, sr.Confidence = t.CID, t.FP, t.Confidence
	rec, err := replay.StepFromSnapshot(t.Snapshot, s.Intent, t.CID, rn.stepAction(s), t.Confidence)
	if err != nil {
		sr.Status, sr.Reason = StatusError, err.Error()
		return
	}
	rec.Step, rec.Decision.Model = n, t.Decision.Model
	v := replay.Evaluate(rn.gates, s.Intent, t.Name, t.Role, t.Confidence, t.Snapshot.Dropped, t.CID, rn.cfg.minConf)
	sr.Gate = &v
	rec.Gate = trace.Gate{Verdict: v.Verdict, Reason: v.Reason}
	defer func() { rn.record(func(w *trace.Writer) error { _, err := w.WriteStep(rec); return err }) }()
	if s.Expect != "" {
		ok := expectHolds(s.Expect, t.FP)
		rec.ExpectedCID = expectedCID(t.Snapshot, s.Expect)
		rec.Result.Correct = &ok
		if !ok {
			sr.Status = StatusFailed
			sr.Reason = fmt.Sprintf("expect %q, but the intent resolved to %q (%s, confidence %.2f); nothing was done", s.Expect, t.FP, t.CID, t.Confidence)
			return
		}
	}
	if !v.MayExecute() {
		sr.Status = StatusReview
		if v.Verdict == trace.VerdictBlocked {
			sr.Status = StatusBlocked
		}
		sr.Reason = fmt.Sprintf("gate %s: %s; %s %q was not done", v.Verdict, v.Reason, s.Action, t.FP)
		return
	}
	var inflight observe.InflightTracker
	inflight.Track(rn.page)
	defer inflight.Close()
	selected, err := rn.perform(ctx, s, t)
	if err == nil {
		// A click may start a navigation or a fetch: wait (capped) for the
		// requests it started, so the next observation reads the new page.
		inflight.Wait(ctx, 0)
	}
	if err != nil {
		rec.Result.Error = rn.maskValue(s, err.Error())
		sr.Status, sr.Reason = StatusFailed, fmt.Sprintf("%s %q: %s", s.Action, t.FP, rec.Result.Error)
		return
	}
	if s.Action == ActionSelect && s.ValueFromEnv == "" && !s.Secret && len(selected) == 1 {
		// The option's value, which replay selects by first; the flow may
		// have named the option by its label.
		rec.Action.Value = selected[0]
	}
	rec.Result.Executed, sr.Executed = true, true
}

// unlocated records and reports a step whose intent resolved to nothing:
// blocked (none or ambiguous) unless the flow expected none, error
// otherwise.
func (rn *runner) unlocated(ctx context.Context, n int, s *Step, sr *StepResult, err error) {
	var le *locate.LocateError
	switch {
	case !errors.As(err, &le):
		sr.Status, sr.Reason = StatusError, err.Error()
		return
	}
	snap, oerr := observe.Observe(ctx, rn.page, observe.WithTimeout(rn.cfg.timeout))
	if oerr != nil {
		sr.Status, sr.Reason = StatusError, le.Error()+"; observing for the trace: "+oerr.Error()
		return
	}
	choice, note := semantic.ChoiceNone, ""
	if errors.Is(err, locate.ErrAmbiguous) {
		choice, note = "", "ambiguous: several elements match equally"
	}
	rec, rerr := replay.StepFromSnapshot(snap, s.Intent, choice, rn.stepAction(s), le.Confidence)
	if rerr != nil {
		sr.Status, sr.Reason = StatusError, rerr.Error()
		return
	}
	rec.Step, rec.Decision.Error = n, note
	v := replay.Evaluate(rn.gates, s.Intent, "", "", le.Confidence, snap.Dropped, choice, rn.cfg.minConf)
	sr.Gate = &v
	rec.Gate = trace.Gate{Verdict: v.Verdict, Reason: v.Reason}
	if s.Expect != "" {
		ok := strings.EqualFold(strings.TrimSpace(s.Expect), ExpectNone) && errors.Is(err, locate.ErrNoMatch) && !errors.Is(err, observe.ErrFramesUnread)
		rec.ExpectedCID, rec.Result.Correct = expectedCID(snap, s.Expect), &ok
		if ok {
			sr.Status, sr.Reason = StatusPassed, "no element matches, as expected"
			rn.record(func(w *trace.Writer) error { _, err := w.WriteStep(rec); return err })
			return
		}
	}
	rn.record(func(w *trace.Writer) error { _, err := w.WriteStep(rec); return err })
	sr.Status, sr.Reason = StatusBlocked, le.Error()+"; nothing was done"
}

// expectHolds compares a step's expect with the chosen fingerprint.
func expectHolds(expect, fp string) bool {
	e := strings.TrimSpace(expect)
	if strings.EqualFold(e, ExpectNone) {
		return false
	}
	role, name, ok := strings.Cut(e, "|")
	if !ok {
		return false
	}
	return semantic.Fingerprint(strings.TrimSpace(role), strings.TrimSpace(name)) == fp
}

// expectedCID is the cid of the candidate the expect names ("none" for
// none, "" when no candidate has that fingerprint).
func expectedCID(snap *observe.Snapshot, expect string) string {
	if strings.EqualFold(strings.TrimSpace(expect), ExpectNone) {
		return ExpectNone
	}
	for _, t := range snap.Targets {
		if expectHolds(expect, semantic.Fingerprint(t.Role, t.Name)) {
			return t.CID
		}
	}
	return ""
}

// stepAction is the action as the trace records it: the literal from the
// flow (masked when secret), the variable name for value_from_env, the key.
func (rn *runner) stepAction(s *Step) *trace.StepAction {
	a := &trace.StepAction{Type: s.Action, Value: s.Value, ValueFromEnv: s.ValueFromEnv, Key: s.Key}
	if s.Secret && a.Value != "" {
		a.Value, a.Masked = trace.Mask(a.Value), true
	}
	return a
}

// value is what the step types or selects.
func (rn *runner) value(s *Step) string {
	if s.ValueFromEnv != "" {
		return rn.env[s.ValueFromEnv]
	}
	return s.Value
}

// maskValue removes the step's value from a message.
func (rn *runner) maskValue(s *Step, msg string) string {
	if v := rn.value(s); v != "" {
		msg = strings.ReplaceAll(msg, v, trace.Mask(v))
	}
	return msg
}

// perform runs the action on the located ref (re-validated, never
// retargeted). A select returns the selected option values.
func (rn *runner) perform(ctx context.Context, s *Step, t locate.Target) ([]string, error) {
	switch s.Action {
	case ActionClick:
		return nil, locate.Click(ctx, rn.page, t)
	case ActionFill:
		return nil, locate.Fill(ctx, rn.page, t, rn.value(s))
	case ActionSelect:
		return locate.Select(ctx, rn.page, t, rn.value(s))
	case ActionCheck:
		return nil, locate.Check(ctx, rn.page, t)
	case ActionUncheck:
		return nil, locate.Uncheck(ctx, rn.page, t)
	}
	el, err := t.Snapshot.Element(ctx, rn.page, t.Ref)
	if err != nil {
		return nil, err
	}
	defer el.Dispose()
	ms := float64(rn.cfg.timeout.Milliseconds())
	if s.Action == ActionPress {
		return nil, el.Press(s.Key, playwright.ElementHandlePressOptions{Timeout: &ms})
	}
	return nil, el.Hover(playwright.ElementHandleHoverOptions{Timeout: &ms})
}
