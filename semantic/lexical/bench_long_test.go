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

// BenchmarkLexicalLongText measures one comparison question whose actual
// text is a long order log (4, 16 and 64 KB): the cost must grow about
// linearly with the length.
func BenchmarkLexicalLongText(b *testing.B) {
	for _, kb := range []int{4, 16, 64} {
		actual := longText(kb << 10)
		req := semantic.Request{
			Version:   semantic.ProtocolVersion,
			Questions: []semantic.Question{semantic.NewComparisonQuestion("q", actual, "Orders", "Order #1003 was shipped on Apr 4")},
		}
		b.Run(fmt.Sprintf("%dKB", kb), func(b *testing.B) {
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
