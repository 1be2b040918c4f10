package replay

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/playwright-community/playwright-go"

	"github.com/jevtest/jev/observe"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/trace"
)

// execute re-runs the recorded action of s after a successful resolution:
// the gate must say auto, and exactly one current target in the recorded
// frame must carry the chosen fingerprint. A refusal or a failed action
// turns the step into an error; a gate that says review or blocked leaves
// the step's status alone and says why nothing ran.
func (rn *run) execute(ctx context.Context, sr *StepReplay, s *trace.Step, res Resolution, snap *observe.Snapshot) {
	role, name, frame := "", s.Decision.ChosenName, 0
	if c := res.Recorded; c != nil {
		role, frame = c.Role, c.Frame
		if name == "" {
			name = c.Name
		}
	} else if c := res.Current; c != nil {
		role, frame = c.Role, c.Frame
	}
	if s.Origin != trace.OriginTest {
		v := Evaluate(rn.gates, s.Intent, name, role, s.Decision.Confidence, s.Dropped, s.Decision.Choice, rn.r.cfg.minConfidence)
		sr.Gate = &v
		if !v.MayExecute() {
			sr.Reason += fmt.Sprintf("; not executed: gate %s (%s)", v.Verdict, v.Reason)
			return
		}
	}
	failed := func(err error) {
		sr.Status = StatusError
		sr.Reason += "; " + err.Error()
		if s.Result.Error != "" {
			sr.Status = StatusFailedAsRecorded
			sr.Reason += " (the recorded action failed too: " + s.Result.Error + ")"
		}
	}
	norm := rn.r.cfg.resolve.norm
	want := norm(res.FP)
	var matches []observe.Target
	for _, t := range snap.Targets {
		if t.Frame == frame && norm(semantic.Fingerprint(t.Role, t.Name)) == want && sameRow(res.Recorded, &trace.Candidate{Row: t.Row}) {
			matches = append(matches, t)
		}
	}
	if len(matches) != 1 {
		failed(fmt.Errorf("%w: fingerprint %q matches %d elements in frame %d (acting needs exactly one)", ErrRefused, res.FP, len(matches), frame))
		return
	}
	value, err := actionValue(s.Action)
	if err != nil {
		failed(err)
		return
	}
	el, err := snap.Element(ctx, rn.page, matches[0].Ref)
	if err != nil {
		failed(fmt.Errorf("act on %q: %w", res.FP, err))
		return
	}
	defer func() { go el.Dispose() }()
	if err := perform(ctx, el, s.Action, value, s.Origin == trace.OriginTest); err != nil {
		failed(fmt.Errorf("%s %q: %w", s.Action.Type, res.FP, err))
		return
	}
	sr.Executed = true
	sr.Reason += "; executed " + s.Action.Type
	if s.Result.Error != "" {
		sr.Status = StatusChanged
		sr.Reason += fmt.Sprintf("; the recorded action failed (%s) and now succeeds", s.Result.Error)
	}
}

// actionValue is the value an action types: the literal, or the
// environment variable named by value_from_env read now.
func actionValue(a *trace.StepAction) (string, error) {
	switch {
	case a.ValueFromEnv != "":
		v, ok := os.LookupEnv(a.ValueFromEnv)
		if !ok {
			return "", fmt.Errorf("%w: %s (the action's value_from_env)", ErrMissingEnv, a.ValueFromEnv)
		}
		return v, nil
	case a.Masked || (trace.IsMasked(a.Value) && needsValue(a.Type)):
		return "", fmt.Errorf("%w (%s): set value_from_env to retype it", ErrMaskedValue, a.Value)
	}
	return a.Value, nil
}

func needsValue(typ string) bool {
	switch strings.ToLower(typ) {
	case "fill", "type", "select", "select_option":
		return true
	}
	return false
}

// perform runs one action on el within ctx's deadline. keystrokes makes
// "type" press the keys one by one (the harness's Type); in flows (spec 0)
// "type" fills.
func perform(ctx context.Context, el playwright.ElementHandle, a *trace.StepAction, value string, keystrokes bool) error {
	timeout := float64(DefaultStepTimeout.Milliseconds())
	if dl, ok := ctx.Deadline(); ok {
		timeout = float64(max(time.Until(dl).Milliseconds(), 1))
	}
	var do func() error
	typ := strings.ToLower(a.Type)
	switch {
	case typ == "click":
		do = func() error { return el.Click(playwright.ElementHandleClickOptions{Timeout: &timeout}) }
	case typ == "dblclick":
		do = func() error { return el.Dblclick(playwright.ElementHandleDblclickOptions{Timeout: &timeout}) }
	case typ == "type" && keystrokes:
		do = func() error { return el.Type(value, playwright.ElementHandleTypeOptions{Timeout: &timeout}) }
	case typ == "fill" || typ == "type":
		do = func() error { return el.Fill(value, playwright.ElementHandleFillOptions{Timeout: &timeout}) }
	case typ == "select" || typ == "select_option":
		values := []string{value}
		if raw, ok := a.Extra["values"]; ok && json.Unmarshal(raw, &values) != nil {
			return fmt.Errorf("%w: select values %s are not a list of strings", ErrUnsupportedAction, raw)
		}
		do = func() error {
			_, err := el.SelectOption(playwright.SelectOptionValues{Values: &values}, playwright.ElementHandleSelectOptionOptions{Timeout: &timeout})
			if err != nil {
				_, err = el.SelectOption(playwright.SelectOptionValues{Labels: &values}, playwright.ElementHandleSelectOptionOptions{Timeout: &timeout})
			}
			return err
		}
	case typ == "check":
		do = func() error { return toggle(el, true, timeout) }
	case typ == "uncheck":
		do = func() error { return toggle(el, false, timeout) }
	case typ == "hover":
		do = func() error { return el.Hover(playwright.ElementHandleHoverOptions{Timeout: &timeout}) }
	case typ == "press":
		key := a.Key
		if key == "" {
			key = a.Value
		}
		do = func() error { return el.Press(key, playwright.ElementHandlePressOptions{Timeout: &timeout}) }
	default:
		return fmt.Errorf("%w: %q", ErrUnsupportedAction, a.Type)
	}
	done := make(chan error, 1)
	go func() { done <- do() }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		return ctx.Err()
	}
}

// verify checks a loop trace's success claim: the header's success
// selector, else the last step's verify.selector, must be visible. Nil when
// the trace names neither.
func (rn *run) verify(ctx context.Context) *VerifyResult {
	var v *VerifyResult
	if sel := rn.trace.Header.Success; sel != "" {
		v = &VerifyResult{Selector: sel, From: "header.success"}
	} else if steps := rn.trace.Steps(); len(steps) > 0 {
		last := steps[len(steps)-1]
		if last.Verify != nil && last.Verify.Selector != "" {
			v = &VerifyResult{Selector: last.Verify.Selector, From: fmt.Sprintf("step %d verify.selector", last.Step)}
		}
	}
	if v == nil {
		return nil
	}
	for _, s := range rn.res.Steps {
		if s.Fails() {
			v.Reason = fmt.Sprintf("not attempted: step %d is %s", s.Step, s.Status)
			return v
		}
	}
	timeout := float64(rn.r.cfg.verifyTimeout.Milliseconds())
	done := make(chan error, 1)
	go func() {
		done <- rn.page.Locator(v.Selector).First().WaitFor(playwright.LocatorWaitForOptions{
			State: playwright.WaitForSelectorStateVisible, Timeout: &timeout,
		})
	}()
	var err error
	select {
	case err = <-done:
	case <-ctx.Done():
		err = ctx.Err()
	}
	if err != nil {
		v.Reason = fmt.Sprintf("%s is not visible within %s", v.Selector, rn.r.cfg.verifyTimeout)
		return v
	}
	v.Verified = true
	v.Reason = v.Selector + " is visible"
	return v
}

// toggle clicks el once unless it already has the wanted checked state;
// if el is still attached afterwards it must have it. An app that
// re-renders the control on change detaches el: the click was on the
// right node and is not retried (as the harness acts).
func toggle(el playwright.ElementHandle, want bool, timeout float64) error {
	got, err := el.IsChecked()
	if err != nil || got == want {
		return err
	}
	if err := el.Click(playwright.ElementHandleClickOptions{Timeout: &timeout}); err != nil {
		return err
	}
	got, err = el.IsChecked()
	switch {
	case err != nil && strings.Contains(strings.ToLower(err.Error()), "not attached"):
		return nil
	case err != nil:
		return err
	case got != want:
		return fmt.Errorf("the control did not take checked=%v", want)
	}
	return nil
}
