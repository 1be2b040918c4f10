package lexical

import "testing"

// TestRoadDirectionLetter: a letter after a road's number is its direction
// (sense_road.go); the same letter without a road, or not ending the
// sign, is not.
func TestRoadDirectionLetter(t *testing.T) {
	if r := compareTexts("Hwy 101 N", "", "highway 101 northbound"); r.conflict > 0 || r.covE < 1 || r.missing {
		t.Errorf("N against northbound: conflict %.2f coverage %.2f missing %v, want agreement", r.conflict, r.covE, r.missing)
	}
	if r := compareTexts("Hwy 101 N", "", "highway 101 southbound"); r.conflict < sGroup {
		t.Errorf("N against southbound: conflict %.2f, want a compass conflict", r.conflict)
	}
	has := func(s, key string) bool {
		for _, u := range analyze(s).units {
			if u.key == key {
				return true
			}
		}
		return false
	}
	for _, s := range []string{"Bulb 60 W", "Route 5 s ago", "Seat 12 E"} {
		if has(s, "west") || has(s, "south") || has(s, "east") {
			t.Errorf("%q: read as a road direction", s)
		}
	}
}
