package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// gridFields are a data grid's toolbar and header fields as observation
// reports them: a search box over the grid, one filter input per column
// (named "<column> Filter Input"), and a generated form's pets row, whose
// name textbox holds "Whiskers" while its type select does not say so.
func gridFields() []semantic.Target {
	return []semantic.Target{
		{ID: "c1", Role: "searchbox", Name: "Search invoices", Scope: "Invoices"},
		{ID: "c2", Role: "textbox", Name: "Invoice Filter Input", Scope: "Invoices"},
		{ID: "c3", Role: "textbox", Name: "Customer Filter Input", Scope: "Invoices"},
		{ID: "c4", Role: "textbox", Name: "Status Filter Input", Scope: "Invoices"},
		{ID: "c5", Role: "button", Name: "Export CSV", Scope: "Invoices"},
		{ID: "c6", Role: "textbox", Name: "name", Scope: "Pets", Value: "Whiskers"},
		{ID: "c7", Role: "combobox", Name: "type", Scope: "Pets", Value: "cat"},
		{ID: "c8", Role: "combobox", Name: "type", Scope: "Pets", Value: "dog"},
	}
}

// TestFieldRoleWords: a control's name that says the description's role
// words ("Search", "Filter Input") is no extra word against it; a field of
// a kind the description does not name is never chosen with confidence
// while the page has a field of the kind it names.
func TestFieldRoleWords(t *testing.T) {
	const sure = 0.8
	cases := []struct {
		desc, want string // want chosen with confidence ≥ sure; "" = nothing confident
		never      []string
	}{
		{"the search field for invoices", "c1", []string{"c2"}},
		{"the filter input of the Customer column", "c3", []string{"c2", "c4"}},
		{"the type select of Whiskers", "", []string{"c6"}},
		{"the name field of Whiskers", "c6", nil},
	}
	for _, c := range cases {
		d := decideTarget(t, gridFields(), c.desc)
		conf := d.Confidence()
		if c.want != "" && (d.Choice != c.want || conf < sure) {
			t.Errorf("%q: chose %s at %.2f %v, want %s ≥ %.1f", c.desc, d.Choice, conf, d.Probabilities, c.want, sure)
		}
		if c.want == "" && conf >= sure && d.Choice != semantic.ChoiceNone && d.Choice != semantic.ChoiceAmbiguous {
			t.Errorf("%q: chose %s confidently at %.2f, want nothing confident", c.desc, d.Choice, conf)
		}
		for _, n := range c.never {
			if d.Choice == n && conf >= sure {
				t.Errorf("%q: chose %s at %.2f, which it must never choose", c.desc, n, conf)
			}
		}
	}
}

// codeRows are an invoice grid's per-row actions (rows named by their
// invoice number) and a form's two delete buttons of which one name says
// more words.
func codeRows() []semantic.Target {
	return []semantic.Target{
		{ID: "c1", Role: "button", Name: "Delete draft", Scope: "Invoices", Row: "INV-1047 Tidewater Marine 2026-10-24 €615.00 Draft"},
		{ID: "c2", Role: "button", Name: "Delete draft", Scope: "Invoices", Row: "INV-1050 Marlow Books 2026-11-06 €325.00 Draft"},
		{ID: "c3", Role: "button", Name: "Void", Scope: "Invoices", Row: "INV-1043 Fabrikam Ltd 2026-10-09 €3,900.00 Sent"},
		{ID: "c4", Role: "button", Name: "Delete Last Person", Scope: "People"},
		{ID: "c5", Role: "button", Name: "Delete Person", Scope: "People"},
	}
}

// TestRowNamedByCode: a code of the description found in one row names
// that row: its destructive control is confirmed, another row's never
// chosen; a description that writes a control's whole name out, inflected
// and with articles between ("deletes the last person"), names it over a
// control whose name it holds only part of; a code no row holds confirms
// nothing.
func TestRowNamedByCode(t *testing.T) {
	const sure = 0.8
	cases := []struct {
		desc, want string
		never      []string
	}{
		{"the button that deletes the draft INV-1047", "c1", []string{"c2"}},
		{"the Delete draft button of INV-1050", "c2", []string{"c1"}},
		{"the button that voids invoice INV-1043", "c3", nil},
		{"the button that deletes the last person", "c4", []string{"c5"}},
		{"the button that deletes the draft INV-1099", "", []string{"c1", "c2"}},
		{"the button that voids INV-1047", "", []string{"c3"}},
	}
	for _, c := range cases {
		d := decideTarget(t, codeRows(), c.desc)
		conf := d.Confidence()
		if c.want != "" && (d.Choice != c.want || conf < sure) {
			t.Errorf("%q: chose %s at %.2f %v, want %s ≥ %.1f", c.desc, d.Choice, conf, d.Probabilities, c.want, sure)
		}
		if c.want == "" && conf >= sure && d.Choice != semantic.ChoiceNone && d.Choice != semantic.ChoiceAmbiguous {
			t.Errorf("%q: chose %s confidently at %.2f, want nothing confident", c.desc, d.Choice, conf)
		}
		for _, n := range c.never {
			if d.Choice == n && conf >= sure {
				t.Errorf("%q: chose %s at %.2f, which it must never choose", c.desc, n, conf)
			}
		}
	}
}
