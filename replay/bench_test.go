package replay

import (
	"bytes"
	"fmt"
	"testing"
)

// bigPage is a realistic 200-candidate shortlist over two frames.
func bigPage() []Candidate {
	out := make([]Candidate, 0, 200)
	for i := 0; i < 200; i++ {
		f := i % 2
		out = append(out, cand(fmt.Sprintf("f%d:c%d", f, i), "link", fmt.Sprintf("Story %d: a headline of ordinary length", i), f, i/2))
	}
	return out
}

func benchTrace(b *testing.B, steps int) []byte {
	var buf bytes.Buffer
	w, err := NewWriter(&buf, RunHeader{Flow: "bench"}, fixedClock)
	if err != nil {
		b.Fatal(err)
	}
	page := bigPage()
	for i := 0; i < steps; i++ {
		c := page[i%len(page)]
		if _, err := w.WriteStep(Step{Intent: "Open " + c.Name, URL: "http://127.0.0.1:8080/news", Candidates: page,
			TotalOnPage: 230, Dropped: 30, Decision: StepDecision{Choice: c.CID, ChosenFP: c.FP, Confidence: 0.95}}); err != nil {
			b.Fatal(err)
		}
	}
	return buf.Bytes()
}

// BenchmarkRead200Steps reads a 200-step trace with 200 candidates per step.
func BenchmarkRead200Steps(b *testing.B) {
	data := benchTrace(b, 200)
	b.SetBytes(int64(len(data)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Read(bytes.NewReader(data), "bench.jsonl"); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRead200StepsGeneralPath is BenchmarkRead200Steps with the
// one-pass decoders off: encoding/json for every record and candidate.
func BenchmarkRead200StepsGeneralPath(b *testing.B) {
	fastDecode = false
	defer func() { fastDecode = true }()
	BenchmarkRead200Steps(b)
}

// BenchmarkResolve resolves one step against a 200-candidate page.
func BenchmarkResolve(b *testing.B) {
	page := bigPage()
	step := &Step{Step: 1, Candidates: page, Decision: StepDecision{Choice: page[150].CID, Confidence: 0.95}}
	h := RunHeader{Kind: KindRun, Tool: "jev/0.1.0", OrderSpec: Int(1)}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if r := Resolve(h, step, page); r.Status != StatusOK {
			b.Fatal(r)
		}
	}
}

// BenchmarkWriteStep writes one 200-candidate step.
func BenchmarkWriteStep(b *testing.B) {
	var buf bytes.Buffer
	w, err := NewWriter(&buf, RunHeader{Flow: "bench"}, fixedClock)
	if err != nil {
		b.Fatal(err)
	}
	page := bigPage()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		buf.Reset()
		if _, err := w.WriteStep(Step{Intent: "Open", Candidates: page, Decision: StepDecision{Choice: page[3].CID, Confidence: 0.95}}); err != nil {
			b.Fatal(err)
		}
	}
}
