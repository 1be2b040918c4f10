package demo

import (
	"context"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/semantic"
	"github.com/playwright-community/playwright-go"
)

// outlineJS outlines an element (or a text node's parent) in the verdict's
// colour and scrolls it into view, keeping the previous inline outline so
// that unoutlineJS can restore it. It changes the page's look only.
const outlineJS = `(el, color) => {
  const t = el && el.nodeType === 1 ? el : el && el.parentElement;
  if (!t) return false;
  t.__jevOutline = [t.style.getPropertyValue('outline'), t.style.getPropertyPriority('outline'),
                    t.style.getPropertyValue('outline-offset'), t.style.getPropertyPriority('outline-offset')];
  t.scrollIntoView({block: 'center', inline: 'nearest'});
  t.style.setProperty('outline', '3px solid ' + color, 'important');
  t.style.setProperty('outline-offset', '3px', 'important');
  return true;
}`

// unoutlineJS restores what outlineJS changed.
const unoutlineJS = `(el) => {
  const t = el && el.nodeType === 1 ? el : el && el.parentElement;
  if (!t || !t.__jevOutline) return false;
  const [o, op, off, offp] = t.__jevOutline;
  t.style.setProperty('outline', o, op);
  t.style.setProperty('outline-offset', off, offp);
  delete t.__jevOutline;
  return true;
}`

// verdictColor is the outline colour of a status.
func verdictColor(s semantic.Status) string {
	switch s {
	case semantic.StatusPassed:
		return "#16a34a"
	case semantic.StatusFailed:
		return "#dc2626"
	default:
		return "#d97706"
	}
}

// evaluator runs a function on the evidence element.
type evaluator func(js string, arg any) error

// evidenceShot outlines the evidence of r on page, returns a PNG of the
// viewport and removes the outline again (pages are shared by batched
// examples). The evidence element is the one the assertion bound
// (compare.Result.Element: the caller's locator, the located target or the
// observed source), never a new observation. A screenshot that
// cannot be taken is nil; an evidence that cannot be outlined (it went
// away) leaves the page as it is.
func evidenceShot(ctx context.Context, page playwright.Page, r compare.Result) []byte {
	var ev evaluator
	if el, err := r.Element(ctx); err == nil {
		defer func() { go el.Dispose() }()
		ev = handleEvaluator(el)
	}
	if ev != nil && ev(outlineJS, verdictColor(r.Status)) == nil {
		defer func() { _ = ev(unoutlineJS, nil) }()
	}
	png, err := page.Screenshot(playwright.PageScreenshotOptions{
		Animations: playwright.ScreenshotAnimationsDisabled,
		Timeout:    playwright.Float(10000),
	})
	if err != nil {
		return nil
	}
	return png
}

func handleEvaluator(el playwright.ElementHandle) evaluator {
	return func(js string, arg any) error {
		_, err := el.Evaluate(js, arg)
		return err
	}
}
