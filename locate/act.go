package locate

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/jevtest/jev/internal/await"
	"github.com/jevtest/jev/observe"
	"github.com/jevtest/jev/semantic"
	"github.com/playwright-community/playwright-go"
)

// DefaultActTimeout bounds an action when ctx carries no deadline.
const DefaultActTimeout = 10 * time.Second

// element re-validates t's ref and returns a handle on its exact node.
func element(ctx context.Context, page playwright.Page, t Target) (playwright.ElementHandle, error) {
	if t.Snapshot == nil || t.Ref.IsZero() {
		return nil, fmt.Errorf("%w: target has no snapshot ref (was it returned by Locate?)", ErrInvalidRequest)
	}
	return t.Snapshot.Element(ctx, page, t.Ref)
}

// act runs fn on t's re-validated node within ctx's deadline (or
// DefaultActTimeout). fn gets the remaining budget in milliseconds for the
// driver's own timeout option. A node that went away during the action is a
// *observe.StaleRefError: nothing is retargeted.
func act(ctx context.Context, page playwright.Page, t Target, fn func(el playwright.ElementHandle, timeoutMs float64) error) error {
	if _, ok := ctx.Deadline(); !ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, DefaultActTimeout)
		defer cancel()
	}
	el, err := element(ctx, page, t)
	if err != nil {
		return err
	}
	defer func() { go el.Dispose() }()
	dl, _ := ctx.Deadline()
	ms := float64(time.Until(dl).Milliseconds())
	if ms < 1 {
		return context.DeadlineExceeded
	}
	// A tenth of the budget (at most 500 ms) is kept to say why a timed
	// out action could not be done.
	reserve := min(ms/10, 500)
	release := func() bool { return true }
	if t.Ref.Frame != 0 {
		release = guardFrames(ctx, el)
	}
	err = fn(el, ms-reserve)
	if !release() && err == nil {
		return fmt.Errorf("%w (ref %s)", ErrFrameReplaced, t.Ref)
	}
	if err != nil && isDetached(err) {
		return &observe.StaleRefError{Ref: t.Ref, Status: observe.RefDetached}
	}
	if err != nil && errors.Is(err, playwright.ErrTimeout) {
		if by := coveredBy(ctx, el); by != "" {
			return fmt.Errorf("%w: %s covers its centre: %w", ErrCovered, by, err)
		}
	}
	return err
}

// coverScript names the element at el's centre when it is neither el nor
// inside or around it, else "".
const coverScript = `el => {
  const r = el.getBoundingClientRect();
  const top = el.ownerDocument.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  if (!top || top === el || el.contains(top) || top.contains(el)) return '';
  const text = (top.innerText || top.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 40);
  return top.tagName.toLowerCase() + (top.id ? '#' + top.id : '') + (text ? ' "' + text + '"' : '');
}`

// coveredBy runs coverScript on el within ctx.
func coveredBy(ctx context.Context, el playwright.ElementHandle) string {
	v, err := await.Call(ctx, func() (any, error) { return el.Evaluate(coverScript) }, nil)
	s, _ := v.(string)
	if err != nil {
		return ""
	}
	return s
}

func isDetached(err error) bool {
	msg := strings.ToLower(err.Error())
	return strings.Contains(msg, "not attached to the dom") || strings.Contains(msg, "element is detached")
}

// Click clicks t's node after re-validating its ref. A detached, hidden or
// replaced node is refused with *observe.StaleRefError.
func Click(ctx context.Context, page playwright.Page, t Target) error {
	return act(ctx, page, t, func(el playwright.ElementHandle, ms float64) error {
		return el.Click(playwright.ElementHandleClickOptions{Timeout: &ms})
	})
}

// Fill types value into t's node (an input, textarea or contenteditable)
// after re-validating its ref.
func Fill(ctx context.Context, page playwright.Page, t Target, value string) error {
	return act(ctx, page, t, func(el playwright.ElementHandle, ms float64) error {
		return el.Fill(value, playwright.ElementHandleFillOptions{Timeout: &ms})
	})
}

// Check checks t's node (a checkbox or radio, native or ARIA) after
// re-validating its ref; an already checked node is left as is. The node
// is clicked once; if it is still attached afterwards it must be checked
// (ErrNotToggled otherwise). An app that re-renders the control on change
// replaces the node: the click happened on the right element and is not
// retried.
func Check(ctx context.Context, page playwright.Page, t Target) error {
	return toggle(ctx, page, t, true)
}

// Uncheck unchecks t's node after re-validating its ref, like Check.
func Uncheck(ctx context.Context, page playwright.Page, t Target) error {
	return toggle(ctx, page, t, false)
}

// ErrNotToggled: the control was clicked but does not show the wanted
// checked state.
var ErrNotToggled = errors.New("locate: the control did not take the checked state")

func toggle(ctx context.Context, page playwright.Page, t Target, want bool) error {
	return act(ctx, page, t, func(el playwright.ElementHandle, ms float64) error {
		got, err := el.IsChecked()
		if err != nil {
			return err
		}
		if got == want {
			return nil
		}
		if err := el.Click(playwright.ElementHandleClickOptions{Timeout: &ms}); err != nil {
			return err
		}
		got, err = el.IsChecked()
		switch {
		case err != nil && isDetached(err):
			return nil // re-rendered on change: the click was on the right node
		case err != nil:
			return err
		case got != want:
			return fmt.Errorf("%w (%s %q is checked=%v)", ErrNotToggled, t.Role, t.Name, got)
		}
		return nil
	})
}

// DblClick double-clicks t's node after re-validating its ref.
func DblClick(ctx context.Context, page playwright.Page, t Target) error {
	return act(ctx, page, t, func(el playwright.ElementHandle, ms float64) error {
		return el.Dblclick(playwright.ElementHandleDblclickOptions{Timeout: &ms})
	})
}

// Hover moves the mouse over t's node after re-validating its ref.
func Hover(ctx context.Context, page playwright.Page, t Target) error {
	return act(ctx, page, t, func(el playwright.ElementHandle, ms float64) error {
		return el.Hover(playwright.ElementHandleHoverOptions{Timeout: &ms})
	})
}

// Press focuses t's node and presses key (a Playwright key name such as
// "Enter", "Escape" or "Control+a") after re-validating its ref.
func Press(ctx context.Context, page playwright.Page, t Target, key string) error {
	if key == "" {
		return fmt.Errorf("%w: Press needs a key", ErrInvalidRequest)
	}
	return act(ctx, page, t, func(el playwright.ElementHandle, ms float64) error {
		return el.Press(key, playwright.ElementHandlePressOptions{Timeout: &ms})
	})
}

// Type focuses t's node and types text key by key (keydown, keypress,
// input, keyup for each character), after re-validating its ref. Unlike
// Fill it keeps the field's current content and fires every key event.
func Type(ctx context.Context, page playwright.Page, t Target, text string) error {
	return act(ctx, page, t, func(el playwright.ElementHandle, ms float64) error {
		return el.Type(text, playwright.ElementHandleTypeOptions{Timeout: &ms})
	})
}

// Select selects the options of t's <select> whose value or label is one
// of values, after re-validating its ref, and returns the selected values.
func Select(ctx context.Context, page playwright.Page, t Target, values ...string) ([]string, error) {
	var out []string
	err := act(ctx, page, t, func(el playwright.ElementHandle, ms float64) error {
		var err error
		out, err = el.SelectOption(playwright.SelectOptionValues{ValuesOrLabels: &values}, playwright.ElementHandleSelectOptionOptions{Timeout: &ms})
		return err
	})
	return out, err
}

// Text returns the normalised visible text (innerText) of t's node after
// re-validating its ref. Form fields have no inner text: use Value.
func Text(ctx context.Context, page playwright.Page, t Target) (string, error) {
	var out string
	err := act(ctx, page, t, func(el playwright.ElementHandle, ms float64) error {
		s, err := el.InnerText()
		out = semantic.Normalize(s)
		return err
	})
	return out, err
}

// Value returns the current value of t's input, textarea or select after
// re-validating its ref.
func Value(ctx context.Context, page playwright.Page, t Target) (string, error) {
	var out string
	err := act(ctx, page, t, func(el playwright.ElementHandle, ms float64) error {
		s, err := el.InputValue(playwright.ElementHandleInputValueOptions{Timeout: &ms})
		out = s
		return err
	})
	return out, err
}
