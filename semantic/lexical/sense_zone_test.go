package lexical

import "testing"

// TestZoneAfterClock: a zone abbreviation after a clock time is its zone
// (sense_zone.go); the same letters elsewhere, or another zone, are not.
func TestZoneAfterClock(t *testing.T) {
	if r := compareTexts("Tip-off 7:30 PM ET", "", "starts at 19:30 Eastern"); r.conflict > 0 || r.covE < 1 || r.missing {
		t.Errorf("ET against Eastern: conflict %.2f coverage %.2f missing %v, want agreement", r.conflict, r.covE, r.missing)
	}
	for _, e := range []string{"starts at 19:30 Pacific", "starts at 19:30 Central"} {
		if r := compareTexts("Tip-off 7:30 PM ET", "", e); !r.missing || r.covE >= 1 {
			t.Errorf("ET against %q: coverage %.2f missing %v, want the zone unsupported", e, r.covE, r.missing)
		}
	}
	has := func(s, key string) bool {
		for _, u := range analyze(s).units {
			if u.key == key {
				return true
			}
		}
		return false
	}
	if !has("Departs 9:15 EDT", "east") {
		t.Errorf("9:15 EDT: want the eastern zone")
	}
	for _, s := range []string{"Book a CT scan", "ET phone home", "MT 3"} {
		if has(s, "east") || has(s, "w:central") || has(s, "w:mountain") {
			t.Errorf("%q: read as a time zone", s)
		}
	}
}

// TestOffCompound: "off" hyphenated to the word before it completes that
// word (analyze_compound.go), so "Tip-off" is a start, not a switch turned
// off; a spaced "off" is still an off state.
func TestOffCompound(t *testing.T) {
	for _, s := range []string{"Tip-off 7:30 PM", "Cut-off 17:00", "Take-off 06:10"} {
		if a := analyze(s); a.neg != 0 {
			t.Errorf("%q: %d negations, want none", s, a.neg)
		}
	}
	for _, s := range []string{"Lights off", "Heating off from 22:00", "on-off"} {
		if a := analyze(s); a.neg == 0 {
			t.Errorf("%q: no negation, want an off state", s)
		}
	}
	if r := compareTexts("Kick-off 15:00", "", "starts at 4 pm"); r.conflict < sValue {
		t.Errorf("kick-off 15:00 against 4 pm: conflict %.2f, want a value conflict", r.conflict)
	}
}
