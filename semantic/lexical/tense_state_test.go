package lexical

import "testing"

// TestPastStateNotNow: a state put in the past ("was an admin", "had
// admin rights") is no confident equivalent of the state now
// (tense_state.go); a participle after the copula is an event and keeps
// its reading, and a page that speaks of the past too is left alone.
func TestPastStateNotNow(t *testing.T) {
	unsure := [][3]string{
		{"Role: Admin", "Kai", "Kai had admin rights"},
		{"Admin", "Kai", "Kai was an admin"},
		{"Kai was an admin", "", "Kai is an admin"},
	}
	for _, p := range unsure {
		if r := compareTexts(p[0], p[1], p[2]); !r.unsure {
			t.Errorf("%q against %q: want unsure", p[0], p[2])
		}
	}
	sure := [][3]string{
		{"Role: Admin", "Kai", "Kai has admin rights"},
		{"Password updated", "", "the password was changed"},
		{"Admin until Dec 1", "Kai", "Kai was an admin"},
	}
	for _, p := range sure {
		a, e := analyze(p[0]), analyze(p[2])
		if pastStateOnly(&a, &e) {
			t.Errorf("%q against %q: read as a state put in the past", p[0], p[2])
		}
	}
}
