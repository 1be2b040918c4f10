package semantic

import (
	"context"
	"testing"
)

func BenchmarkValidateAnswer64(b *testing.B) {
	qs := comparisonQs(64)
	req := Request{Version: ProtocolVersion, Questions: qs}
	a := firstChoice(req, "m")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ValidateAnswer(req, a); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkRunFrontier200Sources(b *testing.B) {
	qs, st := sourceWave(200, 200)
	r := &funcDecider{name: "first", fn: func(_ context.Context, req Request) (Answer, error) { return firstChoice(req, "m"), nil }}
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := RunFrontier(context.Background(), r, qs, st); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkCachedHit(b *testing.B) {
	d := Cached(&funcDecider{name: "first", fn: func(_ context.Context, req Request) (Answer, error) { return firstChoice(req, "m"), nil }})
	req := Request{Version: ProtocolVersion, Questions: comparisonQs(1)}
	if _, err := d.Decide(context.Background(), req); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := d.Decide(context.Background(), req); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDecodeAnswer(b *testing.B) {
	data := []byte(validAnswer)
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := DecodeAnswer(data); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkNormalize(b *testing.B) {
	s := "  Pro\u00a0(yearly)\n\t plan — renews on Dec 3, 2026  "
	b.SetBytes(int64(len(s)))
	for b.Loop() {
		Normalize(s)
	}
}

func BenchmarkEstimateTokens(b *testing.B) {
	s := ComparisonInstruction
	b.SetBytes(int64(len(s)))
	for b.Loop() {
		EstimateTokens(s)
	}
}
