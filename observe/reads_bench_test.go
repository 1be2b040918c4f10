package observe

import (
	"encoding/json"
	"testing"
)

// BenchmarkPerElementReads times, in the large page, each native read the
// walk's rules make, over every element of the page: checkVisibility with
// no options, with visibilityProperty, with visibility and opacity,
// clientHeight, the computed overflow, the collapsed-clip test in either
// order (heightThenOverflow, overflowThenHeight) and getBoundingClientRect. Each is
// reported as the best of five loops, in nanoseconds per element (the
// *-ns metrics), so a change that trades one read for another can be
// judged before it is made.
func BenchmarkPerElementReads(b *testing.B) {
	page := newPage(b)
	open(b, page, largePage())
	const js = `() => {
  const els = Array.from(document.querySelectorAll('*'));
  const V = { visibilityProperty: true }, S = { visibilityProperty: true, opacityProperty: true };
  const out = {}; let c = 0;
  const time = (name, fn) => {
    let best = 1e9;
    for (let k = 0; k < 5; k++) { const t0 = performance.now(); fn(); best = Math.min(best, performance.now() - t0); }
    out[name] = best * 1e6 / els.length;
  };
  time('plain', () => { for (const e of els) if (e.checkVisibility()) c++; });
  time('vis', () => { for (const e of els) if (e.checkVisibility(V)) c++; });
  time('seen', () => { for (const e of els) if (e.checkVisibility(S)) c++; });
  time('clientHeight', () => { for (const e of els) if (e.clientHeight === 0) c++; });
  time('overflow', () => { for (const e of els) if (getComputedStyle(e).overflowY !== 'visible') c++; });
  const clips = (e) => { const cs = getComputedStyle(e); return cs.overflowY !== 'visible' || cs.overflowX !== 'visible'; };
  time('heightThenOverflow', () => { for (const e of els) if (e.clientHeight === 0 && clips(e)) c++; });
  time('overflowThenHeight', () => { for (const e of els) if (clips(e) && e.clientHeight === 0) c++; });
  time('rect', () => { for (const e of els) if (e.getBoundingClientRect().width > 0) c++; });
  out.count = c;
  return JSON.stringify(out);
}`
	sums := map[string][]float64{}
	for i := 0; i < b.N; i++ {
		v, err := page.Evaluate(js)
		if err != nil {
			b.Fatal(err)
		}
		s, ok := v.(string)
		if !ok {
			b.Fatalf("reads answer %T", v)
		}
		var m map[string]float64
		if err := json.Unmarshal([]byte(s), &m); err != nil {
			b.Fatal(err)
		}
		if m["count"] <= 0 {
			b.Fatalf("no element read: %v", m)
		}
		delete(m, "count")
		for k, x := range m {
			sums[k] = append(sums[k], x)
		}
	}
	for k, xs := range sums {
		b.ReportMetric(median(xs), k+"-ns")
	}
}
