package lexical

import (
	"math"
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestCalibratedKeepsChoices: calibration moves mass only between the
// options not chosen: the choice and a decisive probability stay, and an
// undecided comparison stays inconclusive at 0.5.
func TestCalibratedKeepsChoices(t *testing.T) {
	cases := []comparison{
		{identical: true},
		{empty: true},
		{covE: 1, covA: 1, shared: 1},                             // a pass
		{covE: 1, covA: 0.9, shared: 1},                           // equivalent below 0.8
		{covE: 1, covA: 0.6, shared: 1},                           // undecided
		{covE: 0.2, covA: 0.1, shared: 0.2, missing: true},        // undecided, little shared
		{covE: 1, covA: 1, shared: 1, unsure: true},               // an unclear slot
		{covE: 1, covA: 1, shared: 1, conflict: sRole},            // a swap
		{covE: 0.4, covA: 0.5, shared: 0.4, conflict: sWeakValue}, // a weak conflict
		{covE: 0, covA: 0, conflict: sValue},
	}
	ids := []string{semantic.ChoiceInsufficientEvidence, semantic.ChoiceDifferent, semantic.ChoiceEquivalent}
	for _, r := range cases {
		eq, diff, insuf := r.evidence()
		before := makeDecision(ids, []float64{insuf, diff, eq})
		ceq, cdiff, cinsuf := r.calibrated(eq, diff, insuf)
		after := makeDecision(ids, []float64{cinsuf, cdiff, ceq})
		if math.Abs(ceq+cdiff+cinsuf-1) > 1e-9 || ceq < 0 || cinsuf < 0 {
			t.Errorf("%+v: calibrated %v %v %v is no distribution", r, ceq, cdiff, cinsuf)
		}
		if before.Choice != after.Choice {
			t.Errorf("%+v: choice %s became %s", r, before.Choice, after.Choice)
		}
		if c := before.Confidence(); before.Choice != semantic.ChoiceInsufficientEvidence && math.Abs(after.Confidence()-c) > 2e-4 {
			t.Errorf("%+v: confidence %v became %v", r, c, after.Confidence())
		}
		for _, th := range []float64{0.8, 0.5} {
			if semantic.Verdict(before, th) != semantic.Verdict(after, th) {
				t.Errorf("%+v at %.1f: verdict %s became %s", r, th, semantic.Verdict(before, th), semantic.Verdict(after, th))
			}
		}
	}
}

// TestCalibratedMass: an undecided comparison says how often such a
// comparison is in fact equivalent (near one half, below insufficient
// evidence), an unclear one less, and a conflict keeps most of what
// different leaves on equivalent: never the 0.01 the evidence gives.
func TestCalibratedMass(t *testing.T) {
	open := comparison{covE: 1, covA: 0.6, shared: 1}
	if eq, _, insuf := open.distribution(); eq < 0.45 || eq >= insuf || eq >= 0.5 {
		t.Errorf("undecided: P(eq) %.3f, P(insuf) %.3f; want in [0.45, 0.5) and below insufficient", eq, insuf)
	}
	unclear := comparison{covE: 1, covA: 1, shared: 1, unsure: true}
	if eq, _, _ := unclear.distribution(); math.Abs(eq-calUnsure) > 1e-9 {
		t.Errorf("unclear: P(eq) %.3f, want %.2f", eq, calUnsure)
	}
	swap := comparison{covE: 1, covA: 1, shared: 1, conflict: sRole}
	eq, diff, _ := swap.distribution()
	if math.Abs(eq-calConflictEq*(1-diff)) > 1e-9 || eq <= 0.01 {
		t.Errorf("swap: P(eq) %.4f with P(diff) %.4f, want %.2f of the rest", eq, diff, calConflictEq)
	}
}
