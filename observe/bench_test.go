package observe

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/playwright-community/playwright-go"
)

// largePage is 2,000 repeated sections, each a heading, a paragraph, a
// link, a button and a labelled input: 10,000 interactive and text nodes.
func largePage() string {
	var b strings.Builder
	for i := range 2000 {
		fmt.Fprintf(&b, `<section><h2>Section %d</h2><p>Paragraph %d explains the details of item %d.</p>`+
			`<a href="/item/%d">Open item %d</a> <button type=button>Save %d</button> `+
			`<label for="in%d">Field %d</label><input id="in%d" value="v%d"></section>`, i, i, i, i, i, i, i, i, i, i)
	}
	return doc(b.String())
}

func BenchmarkObserveLargePage(b *testing.B) {
	page := newPage(b)
	open(b, page, largePage())
	ctx := context.Background()
	s, err := Observe(ctx, page)
	if err != nil {
		b.Fatal(err)
	}
	if s.TotalOnPage != 6000 || len(s.Targets) != MaxTargets || len(s.Sources) < 8000 {
		b.Fatalf("total %d targets %d sources %d", s.TotalOnPage, len(s.Targets), len(s.Sources))
	}
	b.ResetTimer()
	for b.Loop() {
		if _, err := Observe(ctx, page); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkAriaSnapshotLargePage(b *testing.B) {
	page := newPage(b)
	open(b, page, largePage())
	// A generous bound: on a loaded machine Playwright's snapshot of this
	// page takes seconds.
	opt := playwright.LocatorAriaSnapshotOptions{Timeout: playwright.Float(120_000)}
	if _, err := page.Locator("body").AriaSnapshot(opt); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for b.Loop() {
		if _, err := page.Locator("body").AriaSnapshot(opt); err != nil {
			b.Fatal(err)
		}
	}
}
