package lexical

import (
	"context"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/jevtest/jev/semantic"
)

// BenchmarkLexicalCompare measures one comparison question per Decide call.
// Target: at least 20,000 comparisons/s on one core (-cpu=1).
func BenchmarkLexicalCompare(b *testing.B) {
	e := New()
	req := semantic.Request{
		Version:   semantic.ProtocolVersion,
		Questions: []semantic.Question{semantic.NewComparisonQuestion("q", "Pro (yearly), renews Dec 1, 2026", "Subscription › Plan", "Professional annual subscription renewing on 2026-12-01")},
	}
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := cpuTime()
	for i := 0; i < b.N; i++ {
		if _, err := e.Decide(ctx, req); err != nil {
			b.Fatal(err)
		}
	}
	reportRates(b, cpu0)
}

// cpuTime is the process's user+system CPU time.
func cpuTime() time.Duration {
	var r syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &r)
	return time.Duration(r.Utime.Nano() + r.Stime.Nano())
}

// reportRates reports comparisons per wall-clock second and per CPU second:
// on a shared machine the second is the engine's own speed.
func reportRates(b *testing.B, cpu0 time.Duration) {
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "comparisons/s")
	if cpu := cpuTime() - cpu0; cpu > 0 {
		b.ReportMetric(float64(b.N)/cpu.Seconds(), "comparisons/cpu-s")
	}
}

// BenchmarkLexicalSources measures one source-selection question over 20
// sources.
func BenchmarkLexicalSources(b *testing.B) {
	e := New()
	var sources []semantic.Source
	var ids []string
	labels := []string{"Plan", "Renews on", "Billing status", "Seats", "Total", "Payment method", "Auto-renew", "Tax", "Discount", "Company"}
	values := []string{"Pro (yearly)", "Dec 1, 2026", "Payment received", "5 of 10 used", "$1,240.00", "Visa ending in 4242", "Yes", "$0.00", "20% off", "Acme Corp"}
	for i := 0; i < 20; i++ {
		id := "t0_" + string(rune('a'+i))
		ids = append(ids, id)
		sources = append(sources, semantic.Source{ID: id, Text: values[i%10], Context: labels[i%10]})
	}
	req := semantic.Request{Questions: []semantic.Question{semantic.NewSourceQuestion("q", "Current subscription plan", ids)}, State: semantic.State{Sources: sources}}
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := e.Decide(ctx, req); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "questions/s")
}

// BenchmarkLexicalStartup measures what a process pays once, on its first
// comparisons: building the relative-date parser (the WordNet table has its
// own benchmark, BenchmarkLoad in internal/wordnet). Target together: under
// 50 ms.
func BenchmarkLexicalStartup(b *testing.B) {
	for i := 0; i < b.N; i++ {
		relOnce = sync.Once{}
		relativeParser()
	}
}

// BenchmarkLexicalCompareMixed measures comparisons over the engine's
// development pairs (claims, values, WordNet look-ups, relative dates).
func BenchmarkLexicalCompareMixed(b *testing.B) {
	pairs := readJSONL[corpusPair](b, "testdata/engine_dev.jsonl")
	e := New(WithClock(devClock))
	ctx := context.Background()
	reqs := make([]semantic.Request, len(pairs))
	for i, p := range pairs {
		reqs[i] = semantic.Request{Version: semantic.ProtocolVersion, Questions: []semantic.Question{semantic.NewComparisonQuestion("q", p.Actual, p.Context, p.Expected)}}
	}
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := cpuTime()
	for i := 0; i < b.N; i++ {
		if _, err := e.Decide(ctx, reqs[i%len(reqs)]); err != nil {
			b.Fatal(err)
		}
	}
	reportRates(b, cpu0)
}
