package replay

import (
	"strings"
	"testing"

	"github.com/jevtest/jev/semantic"
)

// A recorded selection decision is re-answered while the units it depended
// on (the chosen one and its contenders) are unchanged; other edits are
// drift, a change to a depended-on unit or a repeat of the chosen one is a
// change.
func TestSelectionDependencies(t *testing.T) {
	src := func(id, text string) semantic.Source {
		return semantic.Source{ID: id, Role: "text", Text: text, Context: "Todos"}
	}
	recorded := []semantic.Source{src("t0_1", "2 items left"), src("t0_2", "Buy milk"), src("t0_3", "Walk the dog"), src("t0_4", "Footer")}
	d := &semantic.Decision{QuestionID: "s1", Choice: "t0_1", Probabilities: map[string]float64{"t0_1": 0.9, "t0_2": 0.095, "t0_3": 0.005}}
	cases := []struct {
		name        string
		current     []semantic.Source
		wantChanges []string // substrings, one per change
		wantDrift   bool
	}{
		{"identical", recorded, nil, false},
		{"ids shifted by a unit added above: same content", append([]semantic.Source{src("t0_0", "New banner")},
			src("t0_2", "2 items left"), src("t0_3", "Buy milk"), src("t0_4", "Walk the dog"), src("t0_5", "Footer")), nil, true},
		{"unrelated unit edited: drift", []semantic.Source{recorded[0], recorded[1], recorded[2], src("t0_4", "Footer v2")}, nil, true},
		{"below-mass unit edited: drift", []semantic.Source{recorded[0], recorded[1], src("t0_3", "Walk the cat"), recorded[3]}, nil, true},
		{"chosen unit edited", []semantic.Source{src("t0_1", "2 tasks left"), recorded[1], recorded[2], recorded[3]},
			[]string{`source t0_1 "2 items left" (the chosen source)`}, true},
		{"contender edited", []semantic.Source{recorded[0], src("t0_2", "Buy oat milk"), recorded[2], recorded[3]},
			[]string{`source t0_2 "Buy milk" (a contender of the choice)`}, true},
		{"chosen unit repeated", append(append([]semantic.Source(nil), recorded...), src("t0_5", "2 items left")),
			[]string{`a new source repeats the chosen source "2 items left"`}, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			changes, drift := dependencies("source", d, sourceUnits(recorded), sourceUnits(tc.current))
			if len(changes) != len(tc.wantChanges) {
				t.Fatalf("changes %q, want %d matching %q", changes, len(tc.wantChanges), tc.wantChanges)
			}
			for i, w := range tc.wantChanges {
				if !strings.Contains(changes[i], w) {
					t.Errorf("change %q, want it to contain %q", changes[i], w)
				}
			}
			if (len(drift) > 0) != tc.wantDrift {
				t.Errorf("drift %q, want drift %v", drift, tc.wantDrift)
			}
		})
	}
}

// A recorded "none" depended on every unit: a new one might be the match.
func TestSelectionDependenciesNone(t *testing.T) {
	recorded := []semantic.Target{{ID: "f0:c1", Role: "button", Name: "Save"}}
	d := &semantic.Decision{QuestionID: "l1", Choice: semantic.ChoiceNone, Probabilities: map[string]float64{"none": 1}}
	if ch, _ := dependencies("target", d, targetUnits(recorded), targetUnits(recorded)); len(ch) != 0 {
		t.Fatalf("unchanged page: %q", ch)
	}
	cur := append(append([]semantic.Target(nil), recorded...), semantic.Target{ID: "f0:c2", Role: "button", Name: "Delete"})
	ch, _ := dependencies("target", d, targetUnits(recorded), targetUnits(cur))
	if len(ch) != 1 || !strings.Contains(ch[0], `1 new target(s) since the recorded "none"`) {
		t.Fatalf("new target: %q", ch)
	}
}

// Per-row controls with one fingerprint are told apart by their row.
func TestSelectionDependenciesRow(t *testing.T) {
	recorded := []semantic.Target{{ID: "f0:c1", Role: "button", Name: "Delete", Row: "Buy milk"}, {ID: "f0:c2", Role: "button", Name: "Delete", Row: "Walk the dog"}}
	d := &semantic.Decision{QuestionID: "l1", Choice: "f0:c2", Probabilities: map[string]float64{"f0:c2": 1}}
	cur := []semantic.Target{{ID: "f0:c1", Role: "button", Name: "Delete", Row: "Walk the dog"}}
	if ch, _ := dependencies("target", d, targetUnits(recorded), targetUnits(cur)); len(ch) != 0 {
		t.Fatalf("the chosen row is still there: %q", ch)
	}
	cur = []semantic.Target{{ID: "f0:c1", Role: "button", Name: "Delete", Row: "Buy milk"}}
	if ch, _ := dependencies("target", d, targetUnits(recorded), targetUnits(cur)); len(ch) != 1 || !strings.Contains(ch[0], `in row "Walk the dog" (the chosen target)`) {
		t.Fatalf("the chosen row is gone: %q", ch)
	}
}
