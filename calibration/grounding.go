package calibration

import (
	"context"
	"fmt"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/internal/await"
	"github.com/playwright-community/playwright-go"
)

// groundScript runs in the main frame on the evidence node (or the iframe
// element whose frame holds it) and says whether that node and an element
// matching the source selector are the same or one contains the other.
// Containment is shadow-including: a shadow root's parent is its host, so a
// shadow host contains its shadow tree. The selector travels as data.
const groundScript = `(node, sel) => {
  let els;
  try { els = Array.from(document.querySelectorAll(sel)); } catch (e) { return { err: 'invalid selector' }; }
  const up = (x) => x.parentNode || (x instanceof ShadowRoot ? x.host : null);
  const within = (outer, inner) => { for (let x = inner; x; x = up(x)) { if (x === outer) return true; } return false; };
  return { n: els.length, ok: els.some((el) => within(el, node) || within(node, el)) };
}`

// grounding is the outcome of one source-correctness check.
type grounding struct {
	ok   bool
	note string // why the check could not confirm the grounding, if it could not
}

// checkGrounding takes the evidence node the comparison bound
// (compare.Result.Element, revalidated, no second observation) and
// compares it with the main-frame elements matching sel. A node in a child
// frame is lifted to its iframe element, frame by frame, up to the main
// frame (an iframe element contains its frame).
func checkGrounding(ctx context.Context, out compare.Result, sel string) grounding {
	el, err := await.Call(ctx, func() (playwright.ElementHandle, error) { return out.Element(ctx) }, nil)
	if err != nil {
		return grounding{note: "grounding check: evidence node: " + err.Error()}
	}
	var handles []playwright.ElementHandle
	defer func() {
		for _, h := range handles {
			go h.Dispose()
		}
	}()
	handles = append(handles, el)
	for depth := 0; ; depth++ {
		if depth > 32 {
			return grounding{note: "grounding check: frames nested too deeply"}
		}
		fr, err := await.Call(ctx, el.OwnerFrame, nil)
		if err != nil || fr == nil {
			return grounding{note: fmt.Sprintf("grounding check: owner frame: %v", err)}
		}
		if fr.ParentFrame() == nil {
			break
		}
		fe, err := await.Call(ctx, fr.FrameElement, nil)
		if err != nil {
			return grounding{note: fmt.Sprintf("grounding check: iframe element: %v", err)}
		}
		handles = append(handles, fe)
		el = fe
	}
	v, err := await.Call(ctx, func() (any, error) { return el.Evaluate(groundScript, sel) }, nil)
	if err != nil {
		return grounding{note: fmt.Sprintf("grounding check: %v", err)}
	}
	m, _ := v.(map[string]any)
	if e, _ := m["err"].(string); e != "" {
		return grounding{note: fmt.Sprintf("source %q: %s", sel, e)}
	}
	if number(m["n"]) == 0 {
		return grounding{note: fmt.Sprintf("source %q matches no element in the main frame", sel)}
	}
	ok, _ := m["ok"].(bool)
	return grounding{ok: ok}
}

// number reads a JSON number as playwright-go returns it (int or float64).
func number(v any) float64 {
	switch n := v.(type) {
	case int:
		return float64(n)
	case int64:
		return float64(n)
	case float64:
		return n
	}
	return 0
}
