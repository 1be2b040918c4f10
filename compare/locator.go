package compare

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/jevtest/jev/observe"
	"github.com/jevtest/jev/semantic"
	"github.com/playwright-community/playwright-go"
)

// readScript checks, in one round trip, that a locator matches exactly one
// visible element and reads the requested property with the element's role
// and label. It runs with observation's runtime (jev, see
// observe.EvaluateLocator), so a locator is read by the rule text sources
// follow: visible means a person sees it (not transparent, off-screen,
// clipped, covered or the colour of its background, not aria-hidden), and
// text is the visible text observation reads (open shadow roots included).
// The checked state follows the control's rendering only, as a control's
// state unit does: custom checkboxes hide the native input and draw the
// state themselves. It is this package's own fixed function, never
// generated from caller input (the property and attribute name travel as
// data).
const readScript = `(els, a, jev) => {
  const n = els.length;
  if (n !== 1) return { n };
  const el = els[0];
  const box = el.getBoundingClientRect();
  if (!(box.width > 0 && box.height > 0) || getComputedStyle(el).visibility === 'hidden') return { n, hidden: true };
  if (a.prop !== 'checked' && !jev.evidenceVisible(el)) return { n, hidden: true };
  const root = el.getRootNode();
  const byId = (id) => (root.getElementById ? root.getElementById(id) : document.getElementById(id));
  let label = '';
  const ids = el.getAttribute('aria-labelledby');
  if (ids) label = ids.split(/\s+/).map((id) => { const x = byId(id); return x ? x.textContent : ''; }).join(' ').trim();
  if (!label) label = (el.getAttribute('aria-label') || '').trim();
  const own = (l) => { const c = l.cloneNode(true); c.querySelectorAll('input,select,textarea,button').forEach((x) => x.remove()); return c.textContent; };
  if (!label && el.labels && el.labels.length) label = Array.from(el.labels).map(own).join(' ').trim();
  const out = { n, role: el.getAttribute('role') || el.localName, ctx: label, top: window === window.top };
  const tag = el.localName;
  switch (a.prop) {
    case 'text': out.v = jev.visibleText(el); break;
    case 'value':
      if (tag === 'input' || tag === 'textarea') out.v = el.value;
      else if (tag === 'select' && !el.multiple) out.v = el.value;
      else out.err = tag === 'select' ? 'a multiple select has no single value' : '<' + tag + '> has no value (not an input, textarea or single select)';
      break;
    case 'checked':
      if (tag === 'input' && (el.type === 'checkbox' || el.type === 'radio')) out.v = el.indeterminate ? 'mixed' : String(el.checked);
      else if (el.hasAttribute('aria-checked')) out.v = el.getAttribute('aria-checked');
      else out.err = '<' + tag + '> has no checked state (native or aria-checked)';
      break;
    case 'attribute':
      if (el.hasAttribute(a.attr)) out.v = el.getAttribute(a.attr);
      else out.err = '<' + tag + '> has no attribute ' + JSON.stringify(a.attr);
      break;
  }
  return out;
}`

// locatorRead is one read of a locator actual.
type locatorRead struct {
	n      int
	hidden bool
	ev     Evidence
	err    string // the property is unavailable
}

// readOnce runs readScript once, bounded by ctx.
func readOnce(ctx context.Context, loc playwright.Locator, prop Property, attr string) (locatorRead, error) {
	v, err := observe.EvaluateLocator(ctx, loc, readScript, map[string]any{"prop": string(prop), "attr": attr})
	if err != nil {
		return locatorRead{}, err
	}
	m, ok := v.(map[string]any)
	if !ok {
		return locatorRead{}, fmt.Errorf("compare: locator read returned %T", v)
	}
	r := locatorRead{n: toInt(m["n"])}
	r.hidden, _ = m["hidden"].(bool)
	r.err, _ = m["err"].(string)
	s, _ := m["v"].(string)
	if prop == PropertyText {
		s = semantic.Normalize(s)
	}
	r.ev.Text = s
	r.ev.Role, _ = m["role"].(string)
	ctxLabel, _ := m["ctx"].(string)
	r.ev.Context = semantic.Normalize(ctxLabel)
	if top, _ := m["top"].(bool); !top {
		r.ev.Frame = -1
	}
	return r, nil
}

func toInt(v any) int {
	switch x := v.(type) {
	case int:
		return x
	case float64:
		return int(x)
	case int64:
		return int(x)
	}
	return 0
}

// readLocator reads a locator actual: it must match exactly one visible
// element. A missing or invisible element is waited for (through
// Playwright, visible state) within ctx's deadline; more than one match is
// ErrAmbiguousLocator at once.
func readLocator(ctx context.Context, idx int, loc playwright.Locator, prop Property, attr string) (Evidence, error) {
	r, err := readOnce(ctx, loc, prop, attr)
	if err != nil {
		return Evidence{}, err
	}
	if r.n == 0 || (r.n == 1 && r.hidden) {
		dl, _ := ctx.Deadline()
		ms := float64(time.Until(dl).Milliseconds())
		if ms >= 1 {
			werr := loc.WaitFor(playwright.LocatorWaitForOptions{State: playwright.WaitForSelectorStateVisible, Timeout: &ms})
			if werr != nil && isStrictViolation(werr) {
				return Evidence{}, &LocatorError{Index: idx, Property: prop, Err: ErrAmbiguousLocator, Cause: werr}
			}
			if werr == nil {
				if r, err = readOnce(ctx, loc, prop, attr); err != nil {
					return Evidence{}, err
				}
			}
		}
	}
	return locatorEvidence(idx, prop, r)
}

// locatorEvidence turns a read into evidence or a *LocatorError.
func locatorEvidence(idx int, prop Property, r locatorRead) (Evidence, error) {
	switch {
	case r.n == 0:
		return Evidence{}, &LocatorError{Index: idx, Property: prop, Err: ErrLocatorNotFound, Detail: "no element within the operation budget"}
	case r.n > 1:
		return Evidence{}, &LocatorError{Index: idx, Property: prop, Err: ErrAmbiguousLocator, Detail: fmt.Sprintf("%d elements", r.n)}
	case r.hidden:
		return Evidence{}, &LocatorError{Index: idx, Property: prop, Err: ErrLocatorHidden, Detail: "not visible within the operation budget"}
	case r.err != "":
		return Evidence{}, &LocatorError{Index: idx, Property: prop, Err: ErrPropertyUnavailable, Detail: r.err}
	}
	return r.ev, nil
}

func isStrictViolation(err error) bool {
	return strings.Contains(strings.ToLower(err.Error()), "strict mode violation")
}
