package replay

import (
	"fmt"
	"testing"

	"github.com/jevtest/jev/trace"
)

// BenchmarkResolve resolves one step against a 200-candidate page.
func BenchmarkResolve(b *testing.B) {
	page := make([]trace.Candidate, 200)
	for i := range page {
		page[i] = cand(fmt.Sprintf("f%d:c%d", i%2, i), "link", fmt.Sprintf("Story %d", i), i%2, i/2)
	}
	step := &trace.Step{Step: 1, Candidates: page, Decision: trace.StepDecision{Choice: page[150].CID, Confidence: 0.95}}
	h := trace.RunHeader{Kind: trace.KindRun, Tool: "jev/0.1.0", OrderSpec: trace.Int(1)}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if r := Resolve(h, step, page); r.Status != StatusOK {
			b.Fatal(r)
		}
	}
}
