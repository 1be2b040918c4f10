package trace

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/jevtest/jev/semantic"
)

// bigPage is a realistic 200-candidate shortlist over two frames.
func bigPage() []Candidate {
	out := make([]Candidate, 0, 200)
	for i := 0; i < 200; i++ {
		f := i % 2
		name := fmt.Sprintf("Story %d: a headline of ordinary length", i)
		out = append(out, Candidate{CID: fmt.Sprintf("f%d:c%d", f, i), Role: "link", Name: name, FP: semantic.Fingerprint("link", name), Frame: f, Rank: i / 2, InViewport: true})
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
