package calibration

import (
	"strings"
	"testing"
)

// Scores whose confidences cluster: 90 correct at 0.97, 34 more (one
// wrong) at 0.71, like the lexical engine's. Every grid threshold from 0
// to 0.71 accepts the same 124 cases; the recommendation is shown as 0.71,
// never 0.00, with its guarantee in plain words.
func TestAdviceUsesTheTopOfTheOperatingPoint(t *testing.T) {
	var scores []Score
	for i := 0; i < 90; i++ {
		scores = append(scores, Score{Confidence: 0.97, Correct: true})
	}
	for i := 0; i < 34; i++ {
		scores = append(scores, Score{Confidence: 0.71, Correct: i != 0})
	}
	rec, err := RecommendThreshold(scores, 286)
	if err != nil {
		t.Fatal(err)
	}
	pts := rec.OperatingPoints()
	if len(rec.Steps) != 98 || len(pts) != 2 {
		t.Fatalf("%d steps, %d operating points %+v; want 98 and 2", len(rec.Steps), len(pts), pts)
	}
	if pts[0].Range() != "0.72–0.97" || pts[0].Accepted != 90 || pts[1].Range() != "0.00–0.71" || pts[1].Accepted != 124 || pts[1].Errors != 1 || !pts[1].Certified {
		t.Errorf("operating points = %+v", pts)
	}
	want := "Use a comparison threshold of 0.71. With 95 % confidence, at most 5 % of the comparisons it accepts are wrong (false accepts), " +
		"for cases like these fixtures judged by the same decider and model with the same source threshold. " +
		"Here it accepted 124 of 286 cases (43.4 %), 1 of them wrongly (upper bound 3.8 %). " +
		"Every threshold from 0.00 to 0.71 accepts exactly these cases; no case scored lower, so nothing is known about lower scores."
	if got := rec.Advice(); got != want {
		t.Errorf("Advice:\n%s\nwant:\n%s", got, want)
	}
	if got := rec.headlineThreshold(); got != "0.71 (≤ 5 % false accepts at 95 % confidence)" {
		t.Errorf("headline = %q", got)
	}
}

// When nothing is certified no threshold is shown at all.
func TestAdviceWithoutACertificateShowsNoThreshold(t *testing.T) {
	var scores []Score
	for i := 0; i < 81; i++ {
		scores = append(scores, Score{Confidence: 0.9, Correct: i%10 != 0})
	}
	rec, err := RecommendThreshold(scores, 81)
	if err != nil {
		t.Fatal(err)
	}
	want := "No threshold is recommended: no threshold certifies a false-accept rate ≤ 5 % at 95 % confidence with these 81 scored cases: " +
		"already the strictest testable threshold, 0.90, accepts 81 cases of which 9 wrongly (bound 18.6 %)."
	if got := rec.Advice(); got != want {
		t.Errorf("Advice:\n%s\nwant:\n%s", got, want)
	}
	if rec.Recommended() != nil || rec.headlineThreshold() != "none certified" || strings.Contains(rec.Advice(), "Use a") {
		t.Errorf("a threshold is shown without a certificate: %+v", rec.Recommended())
	}
}
