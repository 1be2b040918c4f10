package observe

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/playwright-community/playwright-go"
)

// BenchmarkObserveBreakdown splits one observation of the large page into
// its parts, each timed once per iteration in a rotating order: a bare Evaluate
// round trip through the runtime (ping-ms); the observe operation run in
// the page with only its answer's length returned (page-ms: the walk and
// the building of the answer, no transfer); that answer, kept in the page,
// returned by a bare Evaluate (transfer-ms: moving it, plus a round trip);
// the operation returning its answer through Evaluate (eval-ms); decoding
// that answer into a Snapshot in Go (decode-ms); the whole Observe
// (observe-ms); and Playwright's ariaSnapshot (aria-ms). It also reports
// the answer's size (answer-kB) and the phases the page timed in the last
// answer (js-*-ms, see js/observe.js).
func BenchmarkObserveBreakdown(b *testing.B) {
	page := newPage(b)
	open(b, page, largePage())
	ctx := context.Background()
	s, err := Observe(ctx, page)
	if err != nil {
		b.Fatal(err)
	}
	arg := map[string]any{
		"op": "observe", "snap": s.ID, "cap": MaxTargets, "text": true,
		"settleMs": 0, "readyMs": 0, "main": true, "vp": true,
	}
	x, err := pack(arg)
	if err != nil {
		b.Fatal(err)
	}
	var answer string
	parts := breakdownParts(ctx, b, page, arg, x, &answer)
	timed := func(fn func()) float64 {
		t0 := time.Now()
		fn()
		return float64(time.Since(t0).Microseconds()) / 1000
	}
	for _, p := range parts {
		p.fn()
	}
	b.ResetTimer()
	i := 0
	for b.Loop() {
		for k := range parts {
			p := &parts[(k+i)%len(parts)]
			if p.name == "decode-ms" && answer == "" {
				continue
			}
			p.ms = append(p.ms, timed(p.fn))
		}
		i++
	}
	reportBreakdown(b, parts, answer)
}

// breakdownPart is one timed part of BenchmarkObserveBreakdown.
type breakdownPart struct {
	name string
	fn   func()
	ms   []float64
}

// breakdownParts are the parts BenchmarkObserveBreakdown times; eval-ms
// keeps the last answer in *answer for decode-ms.
func breakdownParts(ctx context.Context, b *testing.B, page playwright.Page, arg map[string]any, x any, answer *string) []breakdownPart {
	f := page.MainFrame()
	lengthOnly := `(x) => { const J = window[Symbol.for('` + runtimeKey + `')]; ` +
		`return Promise.resolve(J.call(JSON.parse(x.j))).then((s) => { window.__jevAnswer = s; return s.length; }); }`
	opt := playwright.LocatorAriaSnapshotOptions{Timeout: playwright.Float(120_000)}
	return []breakdownPart{
		{name: "ping-ms", fn: func() {
			var v string
			if err := evalJSON(ctx, f, map[string]any{"op": "ping"}, &v); err != nil {
				b.Fatal(err)
			}
		}},
		{name: "page-ms", fn: func() {
			n, err := f.Evaluate(lengthOnly, x)
			if err != nil {
				b.Fatal(err)
			}
			if c, ok := n.(int); !ok || c < 1000 {
				b.Fatalf("answer length %v", n)
			}
		}},
		{name: "transfer-ms", fn: func() {
			v, err := f.Evaluate(`() => window.__jevAnswer`)
			if err != nil {
				b.Fatal(err)
			}
			if s, ok := v.(string); !ok || len(s) < 1000 {
				b.Fatalf("stashed answer %T", v)
			}
		}},
		{name: "eval-ms", fn: func() {
			v, err := evaluate(ctx, f, arg)
			if err != nil {
				b.Fatal(err)
			}
			*answer, _ = v.(string)
		}},
		{name: "decode-ms", fn: func() {
			o := newObservation(page, defaults())
			var res jsObservation
			if err := decodeObservation(*answer, &res); err != nil {
				b.Fatal(err)
			}
			if err := o.addFrame(0, &res); err != nil {
				b.Fatal(err)
			}
			o.finish(time.Now())
		}},
		{name: "observe-ms", fn: func() {
			if _, err := Observe(ctx, page); err != nil {
				b.Fatal(err)
			}
		}},
		{name: "aria-ms", fn: func() {
			if _, err := page.Locator("body").AriaSnapshot(opt); err != nil {
				b.Fatal(err)
			}
		}},
	}
}

// reportBreakdown reports each part's median, the answer's size and the
// phases the page timed in the last answer.
func reportBreakdown(b *testing.B, parts []breakdownPart, answer string) {
	for _, p := range parts {
		b.ReportMetric(median(p.ms), p.name)
	}
	b.ReportMetric(float64(len(answer))/1000, "answer-kB")
	var head struct {
		Phases map[string]float64 `json:"phases"`
	}
	if h, _, ok := strings.Cut(answer, "\n"); ok && json.Unmarshal([]byte(h), &head) == nil {
		for k, v := range head.Phases {
			b.ReportMetric(v, "js-"+k+"-ms")
		}
	}
}
