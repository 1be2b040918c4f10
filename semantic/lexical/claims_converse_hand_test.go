package lexical

import "testing"

// TestHandAndCollectAreConverse: "A handed X to B" and "B collected X from
// A" state one hand-over (claims_converse.go); the same words with the
// participants swapped are a role conflict.
func TestHandAndCollectAreConverse(t *testing.T) {
	r := compareTexts("Acme handed the parcel to DHL", "", "DHL collected the parcel from Acme")
	if r.conflict > 0 || r.covE < 1 || r.missing {
		t.Errorf("hand-over read both ways: conflict %.2f coverage %.2f missing %v %v, want agreement", r.conflict, r.covE, r.missing, r.reasons)
	}
	swapped := [][2]string{
		{"Acme handed the parcel to DHL", "DHL handed the parcel to Acme"},
		{"Picked up by DHL from Acme Ltd", "DHL handed the parcel to Acme"},
		{"Picked up by DHL from Acme Ltd", "Acme collected the parcel from DHL"},
	}
	for _, p := range swapped {
		if r := compareTexts(p[0], "", p[1]); r.conflict < sRole || !r.swap {
			t.Errorf("%q against %q: conflict %.2f swap %v %v, want a role swap", p[0], p[1], r.conflict, r.swap, r.reasons)
		}
	}
}
