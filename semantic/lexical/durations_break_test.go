package lexical

import "testing"

// TestDurationUnitNeverCrossesBreak: a unit word after a clause break is
// no unit of the number before it: "max 172 · min 54" holds the numbers
// 172 and 54, no duration of 172 minutes (parse_values.go duration).
func TestDurationUnitNeverCrossesBreak(t *testing.T) {
	a := analyze("Heart rate: max 172 · min 54")
	for _, v := range a.values {
		if v.kind == vDuration {
			t.Errorf("max 172 · min 54: duration %v, want plain numbers", v)
		}
	}
	if len(a.values) != 2 {
		t.Errorf("max 172 · min 54: %d values, want 2", len(a.values))
	}
	// Near miss: a unit in the same clause is still a unit.
	b := analyze("Workout 45 min · 320 kcal")
	found := false
	for _, v := range b.values {
		found = found || v.kind == vDuration && v.num == 45 && v.unit == "minute"
	}
	if !found {
		t.Errorf("Workout 45 min: no duration of 45 minutes in %v", b.values)
	}
}
