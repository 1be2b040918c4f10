package calibration

import (
	"fmt"
	"io"
	"math/rand/v2"
	"testing"

	"github.com/jevtest/jev/semantic"
)

func benchResults(n int) []CaseResult {
	rng := rand.New(rand.NewPCG(1, 2))
	rs := make([]CaseResult, n)
	for i := range rs {
		c := 0.5 + 0.5*rng.Float64()
		truth, choice := TruthEquivalent, "equivalent"
		if rng.Float64() > c {
			choice = "different"
		}
		st := semantic.StatusInconclusive
		if c >= 0.8 {
			st = semantic.Verdict(semantic.Decision{Choice: choice, Probabilities: map[string]float64{choice: c}}, 0.8)
		}
		rs[i] = CaseResult{ID: fmt.Sprintf("c%05d", i), File: "f.yaml", Truth: truth, Choice: choice, Status: st, Confidence: c, Threshold: 0.8, SourceThreshold: 0.8}
	}
	return rs
}

// BenchmarkNewReport1000 builds a report over 1000 cases with the default
// 1000 bootstrap resamples for each ECE interval.
func BenchmarkNewReport1000(b *testing.B) {
	rs := benchResults(1000)
	for b.Loop() {
		if _, err := NewReport(rs); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkWriteHTML1000 renders the HTML report (three gonum/plot SVGs).
func BenchmarkWriteHTML1000(b *testing.B) {
	rep, err := NewReport(benchResults(1000))
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if err := rep.WriteHTML(io.Discard); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkClopperPearsonUpper times one bound with k = 10 of n = 1000.
func BenchmarkClopperPearsonUpper(b *testing.B) {
	for b.Loop() {
		ClopperPearsonUpper(10, 1000, 0.05)
	}
}
