package observe

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

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

// BenchmarkReread20Sources re-reads 20 bound text sources of a page of
// 1,000 units, as an assertion's freshness check does (one Evaluate).
func BenchmarkReread20Sources(b *testing.B) {
	page := newPage(b)
	var body strings.Builder
	for i := range 200 {
		fmt.Fprintf(&body, `<section class=card><h3>Item %d</h3><dl><dt>Price</dt><dd>$%d.00</dd><dt>Stock</dt><dd>%d left</dd></dl></section>`, i, i, i)
	}
	open(b, page, doc(body.String()))
	ctx := context.Background()
	s, err := Observe(ctx, page)
	if err != nil {
		b.Fatal(err)
	}
	var refs []Ref
	for i := 0; len(refs) < 20 && i < len(s.Sources); i += len(s.Sources) / 20 {
		refs = append(refs, s.Sources[i].Ref)
	}
	if len(refs) != 20 {
		b.Fatalf("%d refs of %d sources", len(refs), len(s.Sources))
	}
	// The round trip alone, for reading the figure on a loaded machine.
	t0 := time.Now()
	for range 10 {
		var v string
		if err := evalJSON(ctx, page.MainFrame(), map[string]any{"op": "ping"}, &v); err != nil {
			b.Fatal(err)
		}
	}
	roundtrip := float64(time.Since(t0).Microseconds()) / 10 / 1000
	b.ResetTimer()
	for b.Loop() {
		st, err := s.Reread(ctx, page, refs...)
		if err != nil {
			b.Fatal(err)
		}
		if st[0].Status != RefUnchanged {
			b.Fatalf("untouched page: %+v", st[0])
		}
	}
	b.ReportMetric(roundtrip, "roundtrip-ms")
}
