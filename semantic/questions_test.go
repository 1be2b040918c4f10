package semantic

import (
	"math"
	"reflect"
	"testing"
)

func TestNewComparisonQuestion(t *testing.T) {
	q := NewComparisonQuestion("c1", "Pro (yearly)", "Plan", "Professional annual")
	if q.ID != "c1" || q.Kind != KindComparison || q.Instruction != ComparisonInstruction {
		t.Fatalf("header = %q %q %q", q.ID, q.Kind, q.Instruction)
	}
	wantCrit := []Criterion{
		{ID: "equivalent", Label: LabelEquivalent},
		{ID: "different", Label: LabelDifferent},
		{ID: "insufficient_evidence", Label: LabelInsufficientEvidence},
	}
	if !reflect.DeepEqual(q.Criteria, wantCrit) {
		t.Fatalf("criteria = %#v", q.Criteria)
	}
	wantData := map[string]string{"actual": "Pro (yearly)", "context": "Plan", "expected": "Professional annual"}
	if !reflect.DeepEqual(q.Data, wantData) {
		t.Fatalf("data = %#v", q.Data)
	}
	if q.Refs != nil {
		t.Fatalf("refs = %#v, want nil", q.Refs)
	}
	if err := ValidateQuestion(q); err != nil {
		t.Fatal(err)
	}
}

func TestNewSourceAndTargetQuestion(t *testing.T) {
	ids := []string{"t0_1", "t0_2"}
	for _, tc := range []struct {
		q    Question
		kind Kind
		inst string
	}{
		{NewSourceQuestion("s", "billing status", ids), KindSourceSelection, SourceInstruction},
		{NewTargetQuestion("s", "billing status", ids), KindTargetSelection, TargetInstruction},
	} {
		q := tc.q
		if q.Kind != tc.kind || q.Instruction != tc.inst {
			t.Fatalf("kind/instruction = %q %q", q.Kind, q.Instruction)
		}
		want := []Criterion{{ID: "t0_1"}, {ID: "t0_2"}, {ID: "none", Label: LabelNone}, {ID: "ambiguous", Label: LabelAmbiguous}}
		if !reflect.DeepEqual(q.Criteria, want) {
			t.Fatalf("criteria = %#v", q.Criteria)
		}
		if !reflect.DeepEqual(q.Refs, ids) || !reflect.DeepEqual(q.Data, map[string]string{"description": "billing status"}) {
			t.Fatalf("refs/data = %#v %#v", q.Refs, q.Data)
		}
	}
	// Refs is a copy: changing the caller's slice does not change the question.
	q := NewSourceQuestion("s", "d", ids)
	ids[0] = "changed"
	if q.Refs[0] != "t0_1" {
		t.Fatalf("Refs aliases the caller's slice: %v", q.Refs)
	}
}

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
