package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// memberRows is a member table as observed in Chromium
// (examples/realapps/testdata/members.html, Shoelace): each row holds an
// unlabelled checkbox that selects it and a disabled two-factor switch
// named by its state.
func memberRows() []semantic.Target {
	const lucia, marek = "Lucía Gómez lucia.gomez@northwind.example Member Active Nov 28, 2026 Off", "Marek Nowak marek.nowak@northwind.example Member Invited Never Off"
	return []semantic.Target{
		{ID: "c1", Role: "checkbox", Name: "", Scope: "Members", Row: lucia},
		{ID: "c2", Role: "switch", Name: "Off", Scope: "Members", Row: lucia},
		{ID: "c3", Role: "button", Name: "Edit", Scope: "Members", Row: lucia},
		{ID: "c4", Role: "checkbox", Name: "", Scope: "Members", Row: marek},
		{ID: "c5", Role: "switch", Name: "Off", Scope: "Members", Row: marek},
	}
}

// TestCheckboxWordPrefersTheCheckbox: "the checkbox that selects Lucía
// Gómez" is her row's checkbox, not its switch; "the switch of …" her
// switch. With no checkbox on the page the switch is still accepted, and
// another row's checkbox is never chosen.
func TestCheckboxWordPrefersTheCheckbox(t *testing.T) {
	d := decideTarget(t, memberRows(), "the checkbox that selects Lucía Gómez")
	if d.Choice != "c1" || d.Probabilities["c2"] >= d.Probabilities["c1"]/2 {
		t.Errorf("the checkbox: chose %s %v, want c1 well above the switch c2", d.Choice, d.Probabilities)
	}
	if d.Probabilities["c4"] >= d.Probabilities["c1"]/2 {
		t.Errorf("another row's checkbox scored %.3f against %.3f", d.Probabilities["c4"], d.Probabilities["c1"])
	}
	d = decideTarget(t, memberRows(), "the two-factor switch of Lucía Gómez")
	if d.Probabilities["c1"] >= d.Probabilities["c2"] {
		t.Errorf("the switch: %v, want c2 above the checkbox c1", d.Probabilities)
	}
	only := []semantic.Target{memberRows()[1], memberRows()[4]}
	st := newState(semantic.State{Targets: only})
	scores := []float64{0.5, 0.2}
	preferExactRole("the checkbox that selects Lucía Gómez", []string{"c2", "c5"}, st, scores)
	if scores[0] != 0.5 || scores[1] != 0.2 {
		t.Errorf("with no checkbox on the page the switches were demoted: %v", scores)
	}
}
