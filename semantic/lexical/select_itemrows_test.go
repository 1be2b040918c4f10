package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// testPersonForm is a form generated from a schema, as observed in
// Chromium: a table of pets (a column "name" whose header heads the cells
// of two rows) before the person's own "name" field, whose label sits in
// the field's box with the field's help text.
func testPersonForm() []semantic.Source {
	const h = "People editor"
	return []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: h},
		{ID: "t0_2", Role: "columnheader", Text: "type", Context: h, Heading: h, Row: "type name spayed"},
		{ID: "t0_3", Role: "columnheader", Text: "name", Context: h, Heading: h, Row: "type name spayed"},
		{ID: "t0_4", Role: "combobox", Text: "dog", Context: "type", Heading: h, Row: "dog true"},
		{ID: "t0_5", Role: "textbox", Text: "Spot", Context: "name", Heading: h, Row: "dog true"},
		{ID: "t0_6", Role: "combobox", Text: "cat", Context: "type", Heading: h, Row: "cat false"},
		{ID: "t0_7", Role: "textbox", Text: "Whiskers", Context: "name", Heading: h, Row: "cat false"},
		{ID: "t0_8", Role: "label", Text: "name", Context: h, Heading: h, Row: "name First and Last name"},
		{ID: "t0_9", Role: "textbox", Text: "John Smith", Context: "name", Heading: h, Row: "name First and Last name"},
		{ID: "t0_10", Role: "paragraph", Text: "First and Last name", Context: "name", Heading: h, Row: "name First and Last name"},
	}
}

// TestOwnLabelledItemIsNoLaterValue: a form field labelled in its own box
// is not a later value of the table column that says the same word before
// it; with no word of the description telling the pets' names from the
// person's, reading order decides nothing and no name is bound (before,
// the first pet's name was bound at 0.89). A column's later rows are still
// later values, so the first row of a column is still preferred over the
// second when the field is absent.
func TestOwnLabelledItemIsNoLaterValue(t *testing.T) {
	eng := New()
	d := decideSource(t, eng, sourceCase{ID: "q", Sources: testPersonForm(), Description: "the name of the person"})
	if d.Choice != semantic.ChoiceAmbiguous {
		t.Errorf("the name of the person chose %s at %.2f %v, want ambiguous", d.Choice, d.Confidence(), d.Probabilities)
	}
	d = decideSource(t, eng, sourceCase{ID: "q", Sources: testPersonForm()[:7], Description: "the name of the pet"})
	if d.Choice != "t0_5" {
		t.Errorf("the name of the pet (table only) chose %s at %.2f %v, want t0_5 (the column's first value)", d.Choice, d.Confidence(), d.Probabilities)
	}
}

// TestWhichOrdinalIsNoNumber: "first" in "the name of the first pet" says
// which pet; it is no number the value or its label shows, so the help
// text "First and Last name" under a person's name field is no candidate
// for it (before, it held 0.13 of the decision, second to the person's
// name), and nothing is bound: nothing on the form says which name is a
// pet's.
func TestWhichOrdinalIsNoNumber(t *testing.T) {
	src := testPersonForm()
	person := append([]semantic.Source{src[0]}, src[7:]...)
	d := decideSource(t, New(), sourceCase{ID: "q", Sources: person, Description: "the name of the first pet"})
	if d.Choice != semantic.ChoiceAmbiguous || d.Probabilities["t0_10"] >= 0.01 {
		t.Errorf("the name of the first pet chose %s at %.2f %v, want ambiguous with t0_10 below 0.01", d.Choice, d.Confidence(), d.Probabilities)
	}
	// An ordinal that is the head's own word still counts ("the first
	// name of the customer" asks for a field that says it); one after a
	// preposition is a position, written as a word or with a suffix.
	for desc, want := range map[string]bool{"the first name of the customer": false, "the date of the 2nd payment": true, "the status of the third job": true} {
		q := newSourceQuery(desc)
		if got := len(q.d.values) > 0 && q.isPosition(0); got != want {
			t.Errorf("%q: values %+v, position %v, want %v", desc, q.d.values, got, want)
		}
	}
}
