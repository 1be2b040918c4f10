package demo

import (
	"bytes"
	"image/png"
	"testing"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/internal/pwtest"
	"github.com/jevtest/jev/locate"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/semantictest"
)

// outlinedPixels counts the pixels of the passed outline colour (#16a34a)
// in a PNG.
func outlinedPixels(t *testing.T, shot []byte) int {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		t.Fatalf("the evidence screenshot is not a PNG: %v", err)
	}
	n := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			if r>>8 == 0x16 && g>>8 == 0xa3 && bl>>8 == 0x4a {
				n++
			}
		}
	}
	return n
}

// The screenshot outlines the element the assertion bound — through
// compare.Result.Element, for a locator, a located target and a
// description's source alike — and leaves the page as it was.
func TestEvidenceShotOutlinesTheBoundElement(t *testing.T) {
	page := pwtest.Open(t, `<main><h1>Account</h1><dl><dt>Plan</dt><dd id="plan">Pro (yearly)</dd></dl><button>Manage plan</button></main>`)
	ctx := pwtest.Context(t)
	d := semantictest.New().
		OnKind(semantic.KindSourceSelection, semantictest.ChooseSource(func(s semantic.Source) bool { return s.Text == "Pro (yearly)" }, 0.95)).
		OnKind(semantic.KindTargetSelection, semantictest.ChooseTarget(func(t semantic.Target) bool { return t.Name == "Manage plan" }, 0.95)).
		Always(semantictest.Choose(semantic.ChoiceEquivalent, 0.97))
	cmp := compare.New(page, compare.WithDecider(d))
	target, err := locate.New(page, locate.WithDecider(d)).Locate(ctx, "the manage plan button")
	if err != nil {
		t.Fatal(err)
	}
	for name, actual := range map[string]compare.Actual{
		"locator":     compare.Text(page.Locator("#plan")),
		"target":      compare.Ref(target),
		"description": compare.Describe("the plan"),
	} {
		r, err := cmp.Assert(ctx, compare.Request{Actual: actual, Expected: "professional annual"})
		if err != nil || r.Status != semantic.StatusPassed {
			t.Fatalf("%s: %s %v", name, r.Status, err)
		}
		if n := outlinedPixels(t, evidenceShot(ctx, page, r)); n < 100 {
			t.Errorf("%s: %d outline pixels in the evidence screenshot, want the bound element outlined", name, n)
		}
		if got := pwtest.Eval(t, page, `[...document.querySelectorAll('*')].filter(e => e.style.outline).length`); got != 0 {
			t.Errorf("%s: %v elements keep an outline after the screenshot", name, got)
		}
	}
}
