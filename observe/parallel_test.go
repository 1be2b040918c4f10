package observe

import (
	"context"
	"fmt"
	"testing"
)

// Sixteen tests at once on the one shared browser, each with its own
// context and page (run under -race).
func TestParallelObservationsOnOneBrowser(t *testing.T) {
	for i := range 16 {
		t.Run(fmt.Sprintf("page%02d", i), func(t *testing.T) {
			t.Parallel()
			page := newPage(t)
			open(t, page, doc(fmt.Sprintf(`<h1>Page %d</h1><label>Field %d <input value="v%d"></label><button>Go %d</button>`, i, i, i, i)))
			s := observe(t, page)
			if names(s) != fmt.Sprintf("Field %d|Go %d", i, i) {
				t.Fatalf("targets %q", names(s))
			}
			if texts(s) != fmt.Sprintf("Page %d|Field %d|v%d", i, i, i) {
				t.Fatalf("texts %q", texts(s))
			}
			st, err := s.Reread(context.Background(), page, s.Targets[0].Ref, s.Sources[0].Ref)
			if err != nil || st[0].Status != RefUnchanged || st[1].Status != RefUnchanged {
				t.Fatalf("reread %+v %v", st, err)
			}
			var tr InflightTracker
			tr.Track(page)
			if _, settled, pending := tr.Wait(context.Background(), 0); !settled || pending != 0 {
				t.Fatalf("idle page not settled: %d pending", pending)
			}
			tr.Close()
		})
	}
}
