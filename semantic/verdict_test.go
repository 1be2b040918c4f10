package semantic

import (
	"math"
	"testing"
)

func TestVerdict(t *testing.T) {
	dec := func(choice string, p float64) Decision {
		return Decision{Choice: choice, Probabilities: map[string]float64{choice: p}}
	}
	for _, tc := range []struct {
		name string
		d    Decision
		min  float64
		want Status
	}{
		{"equivalent at threshold", dec("equivalent", 0.8), 0.8, StatusPassed},
		{"equivalent above", dec("equivalent", 0.95), 0.8, StatusPassed},
		{"equivalent below", dec("equivalent", 0.79), 0.8, StatusInconclusive},
		{"different at threshold", dec("different", 0.8), 0.8, StatusFailed},
		{"different below", dec("different", 0.5), 0.8, StatusInconclusive},
		{"insufficient confident", dec("insufficient_evidence", 1), 0.8, StatusInconclusive},
		{"none", dec("none", 1), 0.8, StatusInconclusive},
		{"threshold 0 equivalent", dec("equivalent", 0.34), 0, StatusPassed},
		{"threshold 1 not reached", dec("equivalent", 0.999), 1, StatusInconclusive},
		{"threshold 1 reached", dec("equivalent", 1), 1, StatusPassed},
		{"NaN confidence", dec("equivalent", math.NaN()), 0.8, StatusInconclusive},
		{"NaN threshold", dec("equivalent", 1), math.NaN(), StatusInconclusive},
	} {
		if got := Verdict(tc.d, tc.min); got != tc.want {
			t.Errorf("%s: Verdict = %q, want %q", tc.name, got, tc.want)
		}
	}
}
