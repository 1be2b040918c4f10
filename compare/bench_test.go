package compare

import (
	"context"
	"fmt"
	"testing"
)

// BenchmarkCompareBatch times N independent description comparisons with
// the embedded engine, end to end on real Chromium: one observation, one
// source frontier, one comparison frontier.
func BenchmarkCompareBatch(b *testing.B) {
	page := open(b, batchPage)
	for _, n := range []int{1, 10, 100, 500} {
		b.Run(fmt.Sprintf("N=%d", n), func(b *testing.B) {
			reqs := make([]Request, n)
			for i := range reqs {
				reqs[i] = Request{Actual: Describe("Current plan"), Expected: fmt.Sprintf("Professional annual %d", i)}
			}
			c := New(page)
			var depth, requests int
			for b.Loop() {
				rs, err := c.CompareBatch(context.Background(), reqs)
				if err != nil {
					b.Fatal(err)
				}
				depth, requests = rs[0].Usage.SerialDecisionDepth, rs[0].Usage.Requests
			}
			if want := 2 * ((n + 63) / 64); depth != 2 || requests != want {
				b.Fatalf("depth %d requests %d, want 2 and %d", depth, requests, want)
			}
			b.ReportMetric(float64(depth), "depth")
			b.ReportMetric(float64(requests), "requests")
		})
	}
}

// BenchmarkAssertExactLocator asserts a locator's text that equals the
// expected value: one round trip, no engine.
func BenchmarkAssertExactLocator(b *testing.B) {
	page := open(b, `<div data-testid=plan>Pro annual</div>`)
	loc := page.GetByTestId("plan")
	c := New(page)
	req := Request{Actual: Text(loc), Expected: "Pro annual"}
	for b.Loop() {
		if _, err := c.Assert(context.Background(), req); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPlaywrightInnerText reads the same element with Playwright alone:
// the baseline of BenchmarkAssertExactLocator.
func BenchmarkPlaywrightInnerText(b *testing.B) {
	page := open(b, `<div data-testid=plan>Pro annual</div>`)
	loc := page.GetByTestId("plan")
	for b.Loop() {
		s, err := loc.InnerText()
		if err != nil || s != "Pro annual" {
			b.Fatal(s, err)
		}
	}
}
