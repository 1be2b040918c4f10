package observe

import (
	"fmt"
	"strings"
	"testing"
)

// countingScript wraps Element.prototype.checkVisibility in the page so
// that every call the observation makes is counted in window.__jevCalls.
const countingScript = `() => {
	window.__jevCalls = 0;
	const f = Element.prototype.checkVisibility;
	Element.prototype.checkVisibility = function (o) { window.__jevCalls++; return f.call(this, o); };
}`

// visibilityCalls observes body and returns how many checkVisibility calls
// the observation made.
func visibilityCalls(t *testing.T, body string) (int, *Snapshot) {
	t.Helper()
	page := newPage(t)
	open(t, page, doc(body))
	if _, err := page.Evaluate(countingScript); err != nil {
		t.Fatal(err)
	}
	s := observe(t, page)
	n, err := page.Evaluate(`() => window.__jevCalls`)
	if err != nil {
		t.Fatal(err)
	}
	c, ok := n.(int)
	if !ok {
		t.Fatalf("call count %T %v", n, n)
	}
	return c, s
}

// Text a person does not see makes the walk run twice (its writes undone);
// the second walk reuses the first walk's visibility reads: the page with
// one screen-reader-only span costs one check per added element, not a
// second check of every element.
func TestSecondWalkRepeatsNoVisibilityRead(t *testing.T) {
	t.Parallel()
	var b strings.Builder
	for i := range 50 {
		fmt.Fprintf(&b, `<section><h2>Section %d</h2><p>Item %d</p><button>Save %d</button></section>`, i, i, i)
	}
	plain := b.String()
	hidden := `<p>Total <span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)">was</span> 3</p>` + plain
	n0, _ := visibilityCalls(t, plain)
	n1, s := visibilityCalls(t, hidden)
	if hasSourceText(s, "was") || !hasSourceText(s, "Total 3") {
		t.Fatalf("the screen-reader-only span is not what makes the second walk:%s", dumpSources(s))
	}
	if n0 < 200 || n1-n0 != 2 {
		t.Fatalf("checkVisibility calls: %d plain, %d with one hidden span (want %d: one per added element)", n0, n1, n0+2)
	}
}
