package calibration

import (
	"math"
	"reflect"
	"testing"

	"github.com/jevtest/jev/semantic"
)

const eps = 1e-12

func near(a, b float64) bool { return math.Abs(a-b) <= eps }

// fourScores: confidences 0.9 ✓, 0.8 ✗, 0.6 ✓, 0.3 ✗.
var fourScores = []Score{{0.9, true}, {0.8, false}, {0.6, true}, {0.3, false}}

func TestEqualWidthHand(t *testing.T) {
	// Ten bins; each score alone in its bin:
	//   bin 9 [0.9,1.0]: acc 1, conf 0.9, gap 0.1
	//   bin 8 [0.8,0.9): acc 0, conf 0.8, gap 0.8
	//   bin 6 [0.6,0.7): acc 1, conf 0.6, gap 0.4
	//   bin 3 [0.3,0.4): acc 0, conf 0.3, gap 0.3
	// ECE = (0.1+0.8+0.4+0.3)/4 = 1.6/4 = 0.4; MCE = 0.8.
	// Brier = (0.1² + 0.8² + 0.4² + 0.3²)/4 = (0.01+0.64+0.16+0.09)/4 = 0.225.
	bins := EqualWidthBins(fourScores, 10)
	if len(bins) != 10 || NonEmpty(bins) != 4 {
		t.Fatalf("bins %d, non-empty %d", len(bins), NonEmpty(bins))
	}
	wantGap := map[int]float64{9: 0.1, 8: 0.8, 6: 0.4, 3: 0.3}
	for k, b := range bins {
		if !near(b.Lower, float64(k)/10) || !near(b.Upper, float64(k+1)/10) {
			t.Fatalf("bin %d edges %v %v", k, b.Lower, b.Upper)
		}
		g, ok := wantGap[k]
		if (b.Count == 1) != ok || !near(b.Gap, g) {
			t.Fatalf("bin %d = %+v, want gap %v", k, b, g)
		}
	}
	if e := ECE(bins); !near(e, 0.4) {
		t.Fatalf("ECE = %v, want 0.4", e)
	}
	if m := MCE(bins); !near(m, 0.8) {
		t.Fatalf("MCE = %v, want 0.8", m)
	}
	if b := Brier(fourScores); !near(b, 0.225) {
		t.Fatalf("Brier = %v, want 0.225", b)
	}
	if a := Accuracy(fourScores); a != 0.5 {
		t.Fatalf("Accuracy = %v", a)
	}
}

func TestEqualWidthSharedBin(t *testing.T) {
	// 0.91 ✓, 0.95 ✗, 1.0 ✓ all in bin 9 (the last bin is closed):
	// acc 2/3, conf (0.91+0.95+1)/3 = 2.86/3, gap |2/3 − 2.86/3| = 0.86/3.
	// 0.0 ✓ in bin 0: acc 1, conf 0, gap 1.
	// ECE = (3·0.86/3 + 1·1)/4 = 1.86/4 = 0.465; MCE = 1.
	s := []Score{{0.91, true}, {0.95, false}, {1, true}, {0, true}}
	bins := EqualWidthBins(s, 10)
	if bins[9].Count != 3 || bins[9].Correct != 2 || !near(bins[9].MeanConfidence, 2.86/3) || bins[0].Count != 1 {
		t.Fatalf("bins %+v", bins)
	}
	if e := ECE(bins); math.Abs(e-0.465) > 1e-12 {
		t.Fatalf("ECE = %v, want 0.465", e)
	}
	if m := MCE(bins); m != 1 {
		t.Fatalf("MCE = %v", m)
	}
}

func TestEqualMassHand(t *testing.T) {
	// Two bins of two: sorted 0.3 ✗, 0.6 ✓ | 0.8 ✗, 0.9 ✓.
	//   bin 1: acc 0.5, conf 0.45, gap 0.05; bin 2: acc 0.5, conf 0.85, gap 0.35.
	// ECE = (2·0.05 + 2·0.35)/4 = 0.8/4 = 0.2.
	bins := EqualMassBins(fourScores, 2)
	if len(bins) != 2 || bins[0].Lower != 0.3 || bins[0].Upper != 0.6 || bins[1].Lower != 0.8 || bins[1].Upper != 0.9 {
		t.Fatalf("bins %+v", bins)
	}
	if e := ECE(bins); !near(e, 0.2) {
		t.Fatalf("ECE = %v, want 0.2", e)
	}
	// Ten bins over four scores: cuts at round(k·4/10) give four singleton
	// bins, so the ECE equals the equal-width one, 0.4.
	bins = EqualMassBins(fourScores, 10)
	if len(bins) != 4 || !near(ECE(bins), 0.4) {
		t.Fatalf("bins %+v ECE %v", bins, ECE(bins))
	}
}

func TestEqualMassKeepsTies(t *testing.T) {
	// 0.5 ✓, 0.5 ✗, 0.5 ✓, 0.9 ✓ in two bins: the cut at 2 falls inside the
	// tie and moves to 3. Bin 1: acc 2/3, conf 0.5, gap 1/6; bin 2: acc 1,
	// conf 0.9, gap 0.1. ECE = (3·(1/6) + 1·0.1)/4 = 0.6/4 = 0.15.
	s := []Score{{0.5, true}, {0.9, true}, {0.5, false}, {0.5, true}}
	bins := EqualMassBins(s, 2)
	if len(bins) != 2 || bins[0].Count != 3 || bins[1].Count != 1 {
		t.Fatalf("bins %+v", bins)
	}
	if e := ECE(bins); !near(e, 0.15) {
		t.Fatalf("ECE = %v, want 0.15", e)
	}
	// All tied: one bin whatever n.
	if b := EqualMassBins([]Score{{1, true}, {1, true}, {1, false}}, 10); len(b) != 1 || b[0].Count != 3 {
		t.Fatalf("bins %+v", b)
	}
}

func TestMetricsEmpty(t *testing.T) {
	if !math.IsNaN(ECE(EqualWidthBins(nil, 10))) || !math.IsNaN(MCE(EqualWidthBins(nil, 10))) || !math.IsNaN(Brier(nil)) || !math.IsNaN(Accuracy(nil)) {
		t.Fatal("empty metrics must be NaN")
	}
	if b := EqualMassBins(nil, 10); len(b) != 0 {
		t.Fatalf("bins %+v", b)
	}
	if pts, aurc := RiskCoverage(nil, 5); pts != nil || !math.IsNaN(aurc) {
		t.Fatalf("rc %v %v", pts, aurc)
	}
}

func TestWidthIndexEdges(t *testing.T) {
	for c, want := range map[float64]int{0: 0, 0.1: 1, 0.3: 3, 0.7: 7, 0.29999999999999993: 2, 0.9999: 9, 1: 9} {
		if got := widthIndex(c, 10); got != want {
			t.Errorf("widthIndex(%v) = %d, want %d", c, got, want)
		}
	}
}

func TestRiskCoverageHand(t *testing.T) {
	// Sorted by confidence: 0.9 ✓, 0.8 ✗, 0.6 ✓, 0.3 ✗, one more undecided
	// case (total 5):
	//   t=0.9: 1 accepted, 0 wrong, coverage 0.2, risk 0
	//   t=0.8: 2, 1, 0.4, 1/2
	//   t=0.6: 3, 1, 0.6, 1/3
	//   t=0.3: 4, 2, 0.8, 1/2
	// AURC = 0.2·(0 + 1/2 + 1/3 + 1/2) = 0.2·4/3 = 4/15.
	pts, aurc := RiskCoverage(fourScores, 5)
	want := []RCPoint{{0.9, 1, 0, 0.2, 0}, {0.8, 2, 1, 0.4, 0.5}, {0.6, 3, 1, 0.6, 1.0 / 3}, {0.3, 4, 2, 0.8, 0.5}}
	if !reflect.DeepEqual(pts, want) {
		t.Fatalf("points %+v", pts)
	}
	if !near(aurc, 4.0/15) {
		t.Fatalf("AURC = %v, want 4/15", aurc)
	}
	// Ties form one point: 0.9 ✓, 0.9 ✗, 0.5 ✓ (total 3):
	//   t=0.9: 2 accepted, 1 wrong, coverage 2/3, risk 1/2
	//   t=0.5: 3, 1, 1, 1/3;  AURC = 1/2·2/3 + 1/3·1/3 = 4/9.
	pts, aurc = RiskCoverage([]Score{{0.5, true}, {0.9, true}, {0.9, false}}, 0)
	if len(pts) != 2 || pts[0].Accepted != 2 || pts[0].Errors != 1 || !near(aurc, 4.0/9) {
		t.Fatalf("points %+v AURC %v", pts, aurc)
	}
}

func TestBootstrapECE(t *testing.T) {
	// Every resample of perfectly calibrated, all-correct score-1 cases has
	// ECE 0, so the interval is [0, 0].
	perfect := []Score{{1, true}, {1, true}, {1, true}}
	iv := BootstrapECE(perfect, EqualWidthBins, 10, 200, 0.95, 7)
	if iv.Low != 0 || iv.High != 0 || iv.Resamples != 200 || iv.Seed != 7 || iv.Level != 0.95 {
		t.Fatalf("interval %+v", iv)
	}
	a := BootstrapECE(fourScores, EqualWidthBins, 10, 500, 0.95, 1)
	b := BootstrapECE(fourScores, EqualWidthBins, 10, 500, 0.95, 1)
	if a != b {
		t.Fatalf("same seed, different intervals: %+v %+v", a, b)
	}
	// The ECE of a resample of these four scores is a weighted mean of bin
	// gaps, each at most 0.9 (|0 − 0.9| when bin 9 holds only wrong cases),
	// so the interval lies in [0, 0.9] and is ordered.
	if !(0 <= a.Low && a.Low <= a.High && a.High <= 0.9) {
		t.Fatalf("interval %+v", a)
	}
	if c := BootstrapECE(fourScores, EqualWidthBins, 10, 500, 0.95, 2); c == a {
		t.Fatalf("different seeds gave the same interval %+v", c)
	}
	if iv := BootstrapECE(nil, EqualWidthBins, 10, 10, 0.95, 1); !math.IsNaN(iv.Low) || !math.IsNaN(iv.High) {
		t.Fatalf("empty interval %+v", iv)
	}
}

func TestQuantile7(t *testing.T) {
	// Type 7: h = (n−1)p. For [1 2 3 4]: p=0.25 → h=0.75 → 1.75;
	// p=0.5 → 2.5; p=1 → 4; p=0 → 1.
	d := []float64{1, 2, 3, 4}
	for p, want := range map[float64]float64{0.25: 1.75, 0.5: 2.5, 1: 4, 0: 1} {
		if got := quantile7(d, p); got != want {
			t.Errorf("quantile7(%v) = %v, want %v", p, got, want)
		}
	}
}

func TestScoresAndOutcomes(t *testing.T) {
	src := func(v float64) *float64 { return &v }
	results := []CaseResult{
		{ID: "a", Truth: TruthEquivalent, Status: semantic.StatusPassed, Choice: "equivalent", Confidence: 0.95, Threshold: 0.8, SourceThreshold: 0.8},
		{ID: "b", Truth: TruthDifferent, Status: semantic.StatusPassed, Choice: "equivalent", Confidence: 0.85, Threshold: 0.8, SourceThreshold: 0.8}, // false pass
		{ID: "c", Truth: TruthEquivalent, Status: semantic.StatusFailed, Choice: "different", Confidence: 0.81, Threshold: 0.8, SourceThreshold: 0.8}, // false fail
		{ID: "d", Truth: TruthDifferent, Status: semantic.StatusInconclusive, Choice: "different", Confidence: 0.5, Threshold: 0.8, SourceThreshold: 0.8},
		{ID: "e", Truth: TruthDifferent, Status: semantic.StatusInconclusive, Choice: "insufficient_evidence", Confidence: 0.9, Threshold: 0.8, SourceThreshold: 0.8},
		{ID: "f", Truth: TruthEquivalent, Status: semantic.StatusInconclusive, SourceConfidence: src(0.3), Threshold: 0.8, SourceThreshold: 0.8},
		{ID: "g", Truth: TruthEquivalent, Status: semantic.StatusInconclusive, Error: "provider timeout", Threshold: 0.8, SourceThreshold: 0.8},
		{ID: "h", Truth: TruthEquivalent, Status: semantic.StatusInconclusive, Choice: "equivalent", Confidence: 0.99, SourceConfidence: src(0.5), Threshold: 0.8, SourceThreshold: 0.8},
	}
	// Scored: a, b, c, d (decided, source gate clear). e is insufficient
	// evidence, f and g have no choice, h failed its source gate.
	want := []Score{{0.95, true}, {0.85, false}, {0.81, false}, {0.5, true}}
	if got := Scores(results); !reflect.DeepEqual(got, want) {
		t.Fatalf("Scores = %+v", got)
	}
	wantOutcome := []ThresholdOutcome{OutcomeAccepted, OutcomeAccepted, OutcomeAccepted, OutcomeBelowThreshold, OutcomeNoDecision, OutcomeBelowSourceThreshold, OutcomeNoDecision, OutcomeBelowSourceThreshold}
	for i, r := range results {
		if got := r.DeriveThresholdOutcome(); got != wantOutcome[i] {
			t.Errorf("%s: outcome %q, want %q", r.ID, got, wantOutcome[i])
		}
	}
	rows := Outcomes(results, 10)
	if len(rows) != 11 || rows[10].Range != NoComparison || rows[9].Range != "[0.90, 1.00]" || rows[8].Range != "[0.80, 0.90)" {
		t.Fatalf("rows %+v", rows)
	}
	// [0.9,1]: a passed, e inconclusive, h inconclusive.
	if r := rows[9]; r.Cases != 3 || r.Passed != 1 || r.Inconclusive != 2 || r.FalsePass != 0 {
		t.Fatalf("row 9 %+v", r)
	}
	// [0.8,0.9): b false pass, c false fail.
	if r := rows[8]; r.Cases != 2 || r.Passed != 1 || r.Failed != 1 || r.FalsePass != 1 || r.FalseFail != 1 {
		t.Fatalf("row 8 %+v", r)
	}
	if r := rows[5]; r.Cases != 1 || r.Inconclusive != 1 {
		t.Fatalf("row 5 %+v", r)
	}
	if r := rows[10]; r.Cases != 2 || r.Inconclusive != 2 {
		t.Fatalf("no-comparison row %+v", r)
	}
	if rows := Outcomes(results[:4], 10); len(rows) != 10 {
		t.Fatalf("no-comparison row must be dropped when empty: %d rows", len(rows))
	}
}

func TestNewOrderVariants(t *testing.T) {
	ov := NewOrderVariants("equivalent", 0.9, []OrderVariant{{Choice: "equivalent", Confidence: 0.7}, {Choice: "different", Confidence: 0.95}})
	if !near(ov.Spread, 0.25) || ov.Flips != 1 || len(ov.Variants) != 2 {
		t.Fatalf("%+v", ov)
	}
}
