package lexical

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/jevtest/jev/semantic"
)

// longText is about size bytes of realistic, varied UI lines (an order
// log), one line per order.
func longText(size int) string {
	months := []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}
	verbs := []string{"shipped", "delivered", "cancelled", "refunded", "placed"}
	var b strings.Builder
	for i := 0; b.Len() < size; i++ {
		fmt.Fprintf(&b, "Order #%d %s on %s %d · %d items\n", 1000+i, verbs[i%len(verbs)], months[i%12], 1+i%28, 1+i%7)
	}
	return b.String()
}

// longProse is about size bytes of terms-of-service sentences mixed with
// log lines, their numbers varied.
func longProse(size int) string {
	lines := []string{
		"By using the service you agree to these terms.",
		"We may suspend your account if you violate the acceptable use policy.",
		"Fees are billed monthly and are non-refundable except as required by law.",
		"You can cancel at any time from the billing page; cancellation takes effect at the end of the period.",
		"We keep backups for %d days after deletion.",
		"Support responds within 2 business days.",
		"Log 2026-11-30 12:04:11 INFO worker 3 started job %d (retry 1 of 5)",
		"ERROR payment gateway timeout after %d s, request id a81f-22",
	}
	var b strings.Builder
	for i := 0; b.Len() < size; i++ {
		l := lines[i%len(lines)]
		if strings.Contains(l, "%d") {
			l = fmt.Sprintf(l, 30+i%17)
		}
		b.WriteString(l + " ")
	}
	return b.String()
}

// BenchmarkLexicalLongText measures one comparison question whose actual
// text is a long order log or long prose (4, 16 and 64 KB): the cost must grow about
// linearly with the length.
func BenchmarkLexicalLongText(b *testing.B) {
	shapes := []struct {
		name string
		text func(int) string
	}{{"orders", longText}, {"prose", longProse}}
	for _, sh := range shapes {
		for _, kb := range []int{4, 16, 64} {
			req := semantic.Request{
				Version:   semantic.ProtocolVersion,
				Questions: []semantic.Question{semantic.NewComparisonQuestion("q", sh.text(kb<<10), "Orders", "Order #1003 was shipped on Apr 4")},
			}
			b.Run(fmt.Sprintf("%s/%dKB", sh.name, kb), func(b *testing.B) {
				e := New()
				ctx := context.Background()
				b.ReportAllocs()
				for i := 0; i < b.N; i++ {
					if _, err := e.Decide(ctx, req); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
