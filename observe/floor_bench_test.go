package observe

import (
	"testing"
	"time"

	"github.com/playwright-community/playwright-go"
)

// readFloorScript makes, in one call and with no walk, only the native
// reads observation's rules require of the large page whatever the code
// around them: one checkVisibility per element (rendered, visibility,
// opacity), one getBoundingClientRect per target candidate (a target
// needs a box that is not zero-size, and its viewport flag) and per text
// unit with text (section, heading, paragraph, label: off-screen, clipped,
// covered), and the computed properties the seen rules read of each such
// unit (clip, clip-path, text-indent, colour, background colour; see
// unseenWhyNow). It returns how many reads it made.
const readFloorScript = `() => {
	let n = 0;
	for (const e of document.body.querySelectorAll('*')) { e.checkVisibility({ visibilityProperty: true, opacityProperty: true }); n++; }
	for (const e of document.body.querySelectorAll('a,button,input')) { e.getBoundingClientRect(); n++; }
	for (const e of document.body.querySelectorAll('section,h2,p,label')) {
		e.getBoundingClientRect();
		const s = getComputedStyle(e);
		s.clip; s.clipPath; s.textIndent; s.color; s.backgroundColor;
		n += 6;
	}
	return n;
}`

// BenchmarkReadFloorVsAriaSnapshot times readFloorScript (one Evaluate)
// and Playwright's ariaSnapshot of body on the large page, alternately in
// each iteration as BenchmarkObserveVsAriaSnapshot does, and reports the
// median per-iteration ratio (floor-ratio): no observation that makes
// every check of what a person sees for every unit can take less than
// this share of an ariaSnapshot, whatever its walk costs. Observe leaves
// the per-unit box and style checks to Snapshot.Perceive (made for the
// units a selection shortlists), so it may take less.
func BenchmarkReadFloorVsAriaSnapshot(b *testing.B) {
	page := newPage(b)
	open(b, page, largePage())
	opt := playwright.LocatorAriaSnapshotOptions{Timeout: playwright.Float(120_000)}
	timeFloor := func() time.Duration {
		t0 := time.Now()
		n, err := page.Evaluate(readFloorScript)
		if err != nil {
			b.Fatal(err)
		}
		if c, ok := n.(int); !ok || c != 68_000 { // 14,000 elements, 6,000 targets, 8,000 units
			b.Fatalf("floor reads: %v", n)
		}
		return time.Since(t0)
	}
	timeAria := func() time.Duration {
		t0 := time.Now()
		if _, err := page.Locator("body").AriaSnapshot(opt); err != nil {
			b.Fatal(err)
		}
		return time.Since(t0)
	}
	alternate(b, timeFloor, timeAria, "floor-ratio", "floor-ms")
}
