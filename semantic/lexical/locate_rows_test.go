package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// rowTodos is a TodoMVC list as observation reports it while the pointer
// rests on the 'Buy milk' row: each row's title is a target of role label,
// the hovered row's delete button is named by its CSS glyph ("✖"), the
// other row's delete button is not shown, and 'Feed cat' is being edited
// (its field holds its title).
func rowTodos() []semantic.Target {
	return []semantic.Target{
		{ID: "c1", Role: "textbox", Name: "What needs to be done?", Scope: "todos"},
		{ID: "c2", Role: "checkbox", Name: "Mark all as complete", Scope: "todos"},
		{ID: "c3", Role: "checkbox", Scope: "todos", Row: "Buy milk", Value: "unchecked"},
		{ID: "c4", Role: "button", Name: "✖", Scope: "todos", Row: "Buy milk"},
		{ID: "c5", Role: "checkbox", Scope: "todos", Row: "Walk dog", Value: "unchecked"},
		{ID: "c6", Role: "link", Name: "All", Scope: "todos", Row: "All"},
		{ID: "c7", Role: "label", Name: "Buy milk", Scope: "todos", Row: "Buy milk"},
		{ID: "c8", Role: "label", Name: "Walk dog", Scope: "todos", Row: "Walk dog"},
		{ID: "c9", Role: "button", Name: "Clear completed"},
		{ID: "c10", Role: "textbox", Scope: "todos", Value: "Feed cat"},
	}
}

// TestRowTargets: a row named alone is its label, not its unnamed
// control; a glyph-named delete button is that row's delete when the
// description's verb and row agree, and never another row's; a field
// holding a todo's title is the field that edits it.
func TestRowTargets(t *testing.T) {
	const sure = 0.8
	cases := []struct {
		desc, want string // want chosen with confidence ≥ sure; "" = nothing confident
		never      []string
	}{
		{"the 'Walk dog' todo", "c8", []string{"c5"}},
		{"the label of the 'Walk dog' todo", "c8", []string{"c5"}},
		{"the checkbox of the 'Walk dog' todo", "c5", []string{"c8", "c3"}},
		{"the delete button of the 'Buy milk' todo", "c4", []string{"c7", "c3"}},
		{"the button that deletes the todo 'Buy milk'", "c4", nil},
		{"the ✖ button of the 'Buy milk' row", "c4", nil},
		// Walk dog's delete button is not shown: nothing, and never
		// the shown one of another row.
		{"the button that deletes the todo 'Walk dog'", "", []string{"c4"}},
		{"the delete button of the 'Walk dog' row", "", []string{"c4"}},
		// Clearing many is not deleting one; a glyph without a verb or
		// a row is not confirmed.
		{"the button that removes all completed todos", "c9", []string{"c4"}},
		{"the clear button", "c9", []string{"c4"}},
		{"the ✖ button", "", nil},
		{"the field that edits the 'Feed cat' todo", "c10", []string{"c1"}},
		{"the field that edits the 'Walk dog' todo", "", []string{"c10", "c1"}},
	}
	for _, c := range cases {
		d := decideTarget(t, rowTodos(), c.desc)
		conf := d.Confidence()
		if c.want != "" && (d.Choice != c.want || conf < sure) {
			t.Errorf("%q: chose %s at %.2f %v, want %s ≥ %.1f", c.desc, d.Choice, conf, d.Probabilities, c.want, sure)
		}
		if c.want == "" && conf >= sure && d.Choice != semantic.ChoiceNone && d.Choice != semantic.ChoiceAmbiguous {
			t.Errorf("%q: chose %s confidently at %.2f, want nothing confident", c.desc, d.Choice, conf)
		}
		for _, n := range c.never {
			if d.Choice == n {
				t.Errorf("%q: chose %s at %.2f, which it must never choose", c.desc, n, conf)
			}
		}
	}
}
