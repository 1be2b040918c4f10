package lexical

import (
	"context"
	"testing"

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
	for i := 0; i < b.N; i++ {
		if _, err := e.Decide(ctx, req); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "comparisons/s")
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
