package lexical

import "testing"

// TestCalibratedOpenLean: an undecided comparison with nothing shared
// forecasts P(equivalent) near the undecided rate, taking the mass from
// its lean towards different, and stays undecided (below 0.5 and below
// insufficient_evidence).
func TestCalibratedOpenLean(t *testing.T) {
	r := comparison{covE: 0, covA: 0}
	eq, diff, insuf := r.distribution()
	if eq < calOpen-0.001 || eq >= insuf || eq >= 0.5 || diff >= insuf {
		t.Errorf("distribution = %.3f / %.3f / %.3f, want P(equivalent) ≈ %.2f below insufficient_evidence", eq, diff, insuf, calOpen)
	}
	if s := eq + diff + insuf; s < 0.999 || s > 1.001 {
		t.Errorf("sum %.4f", s)
	}
}
