package semantic

import (
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
