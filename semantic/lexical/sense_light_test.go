package lexical

import "testing"

// TestLightTake: "take" before an article, a number or an ordinal states no
// claim (sense_light.go); "taken" keeps its sense of used.
func TestLightTake(t *testing.T) {
	if r := compareTexts("2nd exit", "Roundabout", "take the second exit"); r.conflict > 0 || r.covE < 1 || r.missing {
		t.Errorf("take the second exit: conflict %.2f coverage %.2f missing %v, want agreement", r.conflict, r.covE, r.missing)
	}
	if r := compareTexts("2nd exit", "Roundabout", "take the third exit"); r.conflict < sValue {
		t.Errorf("take the third exit: conflict %.2f, want a value conflict", r.conflict)
	}
	has := func(s, key string) bool {
		for _, u := range analyze(s).units {
			if u.key == key {
				return true
			}
		}
		return false
	}
	for _, s := range []string{"take the second exit", "takes 5 days", "take two tablets"} {
		if has(s, "used") {
			t.Errorf("%q: read as used", s)
		}
	}
	for _, s := range []string{"2 of 5 seats taken", "Seat taken", "does not take 2 weeks"} {
		if !has(s, "used") {
			t.Errorf("%q: want used", s)
		}
	}
}
