package observe

import (
	"context"
	"fmt"
	"sort"
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

// BenchmarkObserveVsAriaSnapshot times Observe and Playwright's
// ariaSnapshot of body on the same 10,000-node page, alternately in each
// iteration (which goes first alternates too), and reports the median of
// the per-iteration ratios: on a machine shared with other work both
// sides see the same load, so the ratio is the figure to read (the
// target is ratio ≤ 0.10).
func BenchmarkObserveVsAriaSnapshot(b *testing.B) {
	page := newPage(b)
	open(b, page, largePage())
	ctx := context.Background()
	opt := playwright.LocatorAriaSnapshotOptions{Timeout: playwright.Float(120_000)}
	timeObserve := func() time.Duration {
		t0 := time.Now()
		if _, err := Observe(ctx, page); err != nil {
			b.Fatal(err)
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
	alternate(b, timeObserve, timeAria, "ratio", "observe-ms")
}

// alternate times x and aria alternately, in turn first, each iteration
// (one warm-up of each first), and reports the median ratio x/aria as
// ratioName, x's median milliseconds as msName and aria's as "aria-ms".
func alternate(b *testing.B, x, aria func() time.Duration, ratioName, msName string) {
	b.Helper()
	x()
	aria()
	var ratios, xs, as []float64
	i := 0
	b.ResetTimer()
	for b.Loop() {
		var o, a time.Duration
		if i%2 == 0 {
			o, a = x(), aria()
		} else {
			a, o = aria(), x()
		}
		i++
		ratios = append(ratios, float64(o)/float64(a))
		xs = append(xs, float64(o.Microseconds())/1000)
		as = append(as, float64(a.Microseconds())/1000)
	}
	b.ReportMetric(median(ratios), ratioName)
	b.ReportMetric(median(xs), msName)
	b.ReportMetric(median(as), "aria-ms")
}

// median of xs (xs is reordered).
func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	sort.Float64s(xs)
	m := len(xs) / 2
	if len(xs)%2 == 1 {
		return xs[m]
	}
	return (xs[m-1] + xs[m]) / 2
}

// rereadPage is 200 cards, each a heading and a list of two terms and
// their values: 1,000 units.
func rereadPage() string {
	var body strings.Builder
	for i := range 200 {
		fmt.Fprintf(&body, `<section class=card><h3>Item %d</h3><dl><dt>Price</dt><dd>$%d.00</dd><dt>Stock</dt><dd>%d left</dd></dl></section>`, i, i, i)
	}
	return doc(body.String())
}

// BenchmarkReread20Sources re-reads 20 bound text sources of a page of
// 1,000 units, as an assertion's freshness check does. Metrics: the median
// re-read (median-ms), the round trips one re-read waits on (roundtrips),
// and, timed alternately with the re-reads for reading the figure on a
// loaded machine, a bare round trip through the runtime by Evaluate
// (roundtrip-ms) and by the page's link (link-roundtrip-ms), the path a
// re-read takes once the link is attached (see link), and the median
// per-iteration ratio of a re-read to the Evaluate round trip after it
// (x-roundtrip: both see the same load).
func BenchmarkReread20Sources(b *testing.B) {
	page := newPage(b)
	open(b, page, rereadPage())
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
	l := attachedLink(b, page) // attached since the observation
	if _, err := s.Reread(ctx, page, refs...); err != nil {
		b.Fatal(err)
	}
	ping := func(viaLink bool) float64 {
		t0 := time.Now()
		var v string
		var err error
		if viaLink {
			var o linkOutcome
			if o, err = l.callJSON(ctx, map[string]any{"op": "ping"}, &v); o != linkAnswered && err == nil {
				b.Fatal("the link did not answer a ping")
			}
		} else {
			err = evalJSON(ctx, page.MainFrame(), map[string]any{"op": "ping"}, &v)
		}
		if err != nil {
			b.Fatal(err)
		}
		return float64(time.Since(t0).Microseconds()) / 1000
	}
	var reads, pings, linkPings, ratios []float64
	var trips int64
	b.ResetTimer()
	for b.Loop() {
		cctx, n := countRoundTrips(ctx)
		t0 := time.Now()
		st, err := s.Reread(cctx, page, refs...)
		if err != nil {
			b.Fatal(err)
		}
		reads = append(reads, float64(time.Since(t0).Microseconds())/1000)
		trips += n.Load()
		if st[0].Status != RefUnchanged {
			b.Fatalf("untouched page: %+v", st[0])
		}
		b.StopTimer()
		pings = append(pings, ping(false))
		linkPings = append(linkPings, ping(true))
		ratios = append(ratios, reads[len(reads)-1]/pings[len(pings)-1])
		b.StartTimer()
	}
	b.ReportMetric(median(ratios), "x-roundtrip")
	b.ReportMetric(median(reads), "median-ms")
	b.ReportMetric(float64(trips)/float64(len(reads)), "roundtrips")
	b.ReportMetric(median(pings), "roundtrip-ms")
	b.ReportMetric(median(linkPings), "link-roundtrip-ms")
}
