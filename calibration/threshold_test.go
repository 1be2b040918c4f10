package calibration

import (
	"errors"
	"math"
	"strings"
	"testing"
)

// Reference values were computed independently with mpmath (30 digits) by
// bisection on the binomial CDF, P(X ≤ k | n, p) = δ, which is the defining
// equation of the one-sided Clopper–Pearson upper bound; they do not use the
// incomplete beta function at all.
func TestClopperPearsonUpper(t *testing.T) {
	tests := []struct {
		k, n  int
		delta float64
		want  float64
	}{
		{0, 10, 0.05, 0.258865550893},   // = 1 − 0.05^(1/10)
		{1, 100, 0.05, 0.0465598114535}, // often quoted as 0.0466 (0.0465 truncated)
		{0, 100, 0.05, 0.029513049607},
		{0, 59, 0.05, 0.0495076098882},
		{0, 58, 0.05, 0.0503393383304},
		{2, 20, 0.1, 0.244765317129},
		{5, 50, 0.05, 0.198833002516},
		{1, 4, 0.05, 0.75139537427},
		{10, 1000, 0.01, 0.0200426059009},
		{1, 81, 0.05, 0.0572299998233},
		{1, 60, 0.05, 0.0766399949345},
		{1, 360, 0.05, 0.01310907942},
	}
	for _, tc := range tests {
		if got := ClopperPearsonUpper(tc.k, tc.n, tc.delta); math.Abs(got-tc.want) > 1e-10 {
			t.Errorf("U(%d, %d, %v) = %.12f, want %.12f", tc.k, tc.n, tc.delta, got, tc.want)
		}
	}
	if ClopperPearsonUpper(3, 3, 0.05) != 1 || ClopperPearsonUpper(0, 0, 0.05) != 1 {
		t.Error("k = n must give 1")
	}
	if !math.IsNaN(ClopperPearsonUpper(4, 3, 0.05)) || !math.IsNaN(ClopperPearsonUpper(-1, 3, 0.05)) {
		t.Error("k outside [0, n] must give NaN")
	}
}

func TestRegIncBeta(t *testing.T) {
	// I_0.4(2, 3) = Σ_{j=2}^{4} C(4,j) 0.4^j 0.6^(4−j) = 0.3456 + 0.1536 + 0.0256 = 0.5248.
	// I_0.3(0.5, 0.5) = (2/π) asin(√0.3) = 0.369010119565545.
	for _, tc := range []struct{ x, a, b, want float64 }{
		{0.4, 2, 3, 0.5248}, {0.3, 0.5, 0.5, 0.369010119565545}, {0, 2, 3, 0}, {1, 2, 3, 1}, {0.9, 1, 1, 0.9},
	} {
		if got := RegIncBeta(tc.x, tc.a, tc.b); math.Abs(got-tc.want) > 1e-13 {
			t.Errorf("I_%v(%v,%v) = %.15f, want %v", tc.x, tc.a, tc.b, got, tc.want)
		}
	}
	if !math.IsNaN(RegIncBeta(0.5, 0, 1)) || !math.IsNaN(BetaQuantile(1.5, 1, 1)) {
		t.Error("bad arguments must give NaN")
	}
	if q := BetaQuantile(0.5248, 2, 3); math.Abs(q-0.4) > 1e-12 {
		t.Errorf("BetaQuantile = %v, want 0.4", q)
	}
}

func TestMinCasesToCertify(t *testing.T) {
	// (1−α)^n ≤ δ: α=δ=0.05 → n ≥ ln 0.05/ln 0.95 = 58.4 → 59;
	// α=0.1 → 28.4 → 29 (U(0,28)=0.1015, U(0,29)=0.0981).
	if n := MinCasesToCertify(0.05, 0.05); n != 59 {
		t.Errorf("got %d, want 59", n)
	}
	if n := MinCasesToCertify(0.1, 0.05); n != 29 {
		t.Errorf("got %d, want 29", n)
	}
}

// grid returns n scores with confidences 1/n … n/n, correct when ok(i).
func grid(n int, ok func(i int) bool) []Score {
	s := make([]Score, n)
	for i := range s {
		s[i] = Score{Confidence: float64(i+1) / float64(n), Correct: ok(i + 1)}
	}
	return s
}

func TestRecommendAllCorrect(t *testing.T) {
	// Confidences 0.01 … 1.00, all correct. Thresholds above 0.42 accept
	// fewer than 59 cases and are skipped; 0.42 accepts 59 (U = 0.0495) and
	// every lower threshold is certified too, down to 0.00 (100 cases).
	rec, err := RecommendThreshold(grid(100, func(int) bool { return true }), 100)
	if err != nil {
		t.Fatal(err)
	}
	if !rec.Certified || *rec.Threshold != 0 || rec.Accepted != 100 || rec.Errors != 0 || rec.Coverage != 1 || rec.MinCases != 59 {
		t.Fatalf("%+v", rec)
	}
	if len(rec.Steps) != 43 || rec.Steps[0].Threshold != 0.42 || rec.Steps[0].Accepted != 59 || !strings.Contains(rec.Reason, "every testable threshold") {
		t.Fatalf("steps %d first %+v reason %q", len(rec.Steps), rec.Steps[0], rec.Reason)
	}
	if math.Abs(rec.UpperBound-0.029513049607) > 1e-10 {
		t.Fatalf("upper %v", rec.UpperBound)
	}
}

func TestRecommendAllWrong(t *testing.T) {
	rec, err := RecommendThreshold(grid(100, func(int) bool { return false }), 100)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Certified || rec.Threshold != nil || len(rec.Steps) != 1 || rec.Steps[0].Threshold != 0.42 || rec.Steps[0].UpperBound != 1 ||
		!strings.Contains(rec.Reason, "nothing is certified") {
		t.Fatalf("%+v", rec)
	}
}

func TestRecommendTooFew(t *testing.T) {
	rec, err := RecommendThreshold(grid(20, func(int) bool { return true }), 25)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Certified || rec.Threshold != nil || len(rec.Steps) != 0 || rec.MinCases != 59 || rec.Scored != 20 || rec.Total != 25 ||
		math.Abs(rec.UpperBound-0.139108340668) > 1e-10 || !strings.Contains(rec.Reason, "n too small") || !strings.Contains(rec.Reason, "59") {
		t.Fatalf("%+v", rec)
	}
	rec, _ = RecommendThreshold(nil, 0)
	if rec.Certified || !strings.Contains(rec.Reason, "n too small") || rec.UpperBound != 1 {
		t.Fatalf("%+v", rec)
	}
}

func TestRecommendStopsAtFirstFailure(t *testing.T) {
	// 100 cases: 0.21 … 1.00 correct, 0.01 … 0.20 wrong. 0.21 accepts 80
	// with 0 errors (U = 0.0368); 0.20 accepts 81 with 1 (U = 0.0572 > 0.05):
	// stop, recommend 0.21 with coverage 80/120.
	rec, err := RecommendThreshold(grid(100, func(i int) bool { return i > 20 }), 120)
	if err != nil {
		t.Fatal(err)
	}
	if !rec.Certified || *rec.Threshold != 0.21 || rec.Accepted != 80 || rec.Errors != 0 || !near(rec.Coverage, 80.0/120) {
		t.Fatalf("%+v", rec)
	}
	last := rec.Steps[len(rec.Steps)-1]
	if last.Threshold != 0.2 || last.Certified || last.Errors != 1 || math.Abs(last.UpperBound-0.0572299998233) > 1e-10 {
		t.Fatalf("last step %+v", last)
	}
	// Fixed sequence: once 0.50 fails (1 error in 60, U = 0.0766), the
	// threshold 0.10 is not examined even though 1 error in 360 (U = 0.0131)
	// would pass on its own.
	var s []Score
	for range 59 {
		s = append(s, Score{0.9, true})
	}
	s = append(s, Score{0.5, false})
	for range 300 {
		s = append(s, Score{0.1, true})
	}
	rec, err = RecommendThreshold(s, len(s))
	if err != nil {
		t.Fatal(err)
	}
	if !rec.Certified || *rec.Threshold != 0.51 || rec.Accepted != 59 || rec.Steps[len(rec.Steps)-1].Threshold != 0.5 {
		t.Fatalf("%+v", rec)
	}
}

func TestRecommendOptions(t *testing.T) {
	// α = 0.1 needs 29 cases: with 30 correct ones at 0.9 the threshold 0.9
	// is testable (U(0,30) = 1 − 0.05^(1/30) = 0.0950) and certified, and
	// so is every lower grid point (still 30 cases) down to 0.
	var s []Score
	for range 30 {
		s = append(s, Score{0.9, true})
	}
	rec, err := RecommendThreshold(s, 30, WithAlpha(0.1), WithGridStep(0.1))
	if err != nil {
		t.Fatal(err)
	}
	if !rec.Certified || *rec.Threshold != 0 || len(rec.Steps) != 10 || rec.Steps[0].Threshold != 0.9 || rec.Alpha != 0.1 {
		t.Fatalf("%+v", rec)
	}
	for _, o := range []Option{WithAlpha(0), WithAlpha(1), WithAlpha(math.NaN()), WithDelta(0), WithDelta(1.2), WithGridStep(0.3), WithGridStep(0), WithBins(0), WithBootstrap(-1, 1)} {
		if _, err := RecommendThreshold(s, 30, o); !errors.Is(err, ErrInvalidOption) {
			t.Errorf("got %v, want ErrInvalidOption", err)
		}
	}
}
