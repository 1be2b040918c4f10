package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// observedTodo is a list as observation reports it: per-row checkboxes
// with no name, an unnamed toggle-all, filters whose list items are their
// rows, and a footer link.
func observedTodo() []semantic.Target {
	return []semantic.Target{
		{ID: "c1", Role: "textbox", Name: "What needs to be done?", Scope: "todos"},
		{ID: "c2", Role: "checkbox", Name: "", Scope: "todos", Value: "unchecked"},
		{ID: "c3", Role: "checkbox", Name: "", Scope: "todos", Row: "Buy milk", Value: "unchecked"},
		{ID: "c4", Role: "checkbox", Name: "", Scope: "todos", Row: "Walk the dog", Value: "unchecked"},
		{ID: "c5", Role: "button", Name: "", Scope: "todos", Row: "Buy milk"},
		{ID: "c6", Role: "link", Name: "All", Scope: "todos", Row: "All"},
		{ID: "c7", Role: "link", Name: "Active", Scope: "todos", Row: "Active"},
		{ID: "c8", Role: "link", Name: "Completed", Scope: "todos", Row: "Completed"},
		{ID: "c9", Role: "link", Name: "Source", Scope: "Example"},
	}
}

func TestLocateRules(t *testing.T) {
	const sure = 0.8
	withTwoFields := append(observedTodo(), semantic.Target{ID: "c10", Role: "textbox", Name: "Search", Scope: "site"})
	filled := observedTodo()
	filled[0].Value = "half typed"
	oneRow := observedTodo()[:4]
	oneRow = append(oneRow[:3:3], observedTodo()[5:]...) // a single row checkbox
	named := observedTodo()
	named[1].Name = "Remember me"
	cases := []struct {
		name, desc string
		targets    []semantic.Target
		want       string // chosen with confidence ≥ sure; "" = nothing confident
		never      []string
	}{
		{"filter all", "the filter that shows all todos", observedTodo(), "c6", []string{"c2", "c3"}},
		{"filter active", "the filter that shows active todos", observedTodo(), "c7", nil},
		{"filter completed", "the link showing completed todos", observedTodo(), "c8", nil},
		{"shows a word no filter has", "the filter that shows archived todos", observedTodo(), "", []string{"c6", "c7", "c8"}},
		{"shows, but a checkbox is asked", "the checkbox that shows all todos", observedTodo(), "", []string{"c6"}},
		{"new item input", "the input for a new todo", observedTodo(), "c1", nil},
		{"new item input, other field elsewhere", "the field to add a new todo", withTwoFields, "c1", []string{"c10"}},
		{"new item input, field not empty", "the input for a new todo", filled, "", []string{"c1"}},
		{"new item, no role word", "something for a new todo", observedTodo(), "", []string{"c1"}},
		{"check all", "the checkbox that marks all todos as complete", observedTodo(), "c2", []string{"c3", "c4"}},
		{"check all, one row only", "the checkbox that marks all todos as complete", oneRow, "c2", []string{"c3"}},
		{"check all, named otherwise", "the checkbox that marks all todos as complete", named, "", []string{"c2", "c3", "c4"}},
		{"check one row still the row's", "the checkbox that marks 'Buy milk' as done", observedTodo(), "c3", []string{"c2", "c4"}},
		{"check a row not shown", "the checkbox that marks 'Feed cat' as done", observedTodo(), "", []string{"c2", "c3", "c4"}},
		{"a row's label is not its checkbox", "the label of the 'Walk the dog' todo", observedTodo(), "", []string{"c4"}},
		{"unnamed row button is not a known delete", "the button that deletes the todo 'Buy milk'", observedTodo(), "", []string{"c5"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d := decideTarget(t, c.targets, c.desc)
			for _, n := range c.never {
				if d.Choice == n && d.Confidence() >= sure {
					t.Fatalf("%q chose %s at %.2f, must not", c.desc, n, d.Confidence())
				}
			}
			if c.want == "" {
				if d.Confidence() >= sure && d.Choice != semantic.ChoiceNone && d.Choice != semantic.ChoiceAmbiguous {
					t.Fatalf("%q chose %s at %.2f, want nothing confident", c.desc, d.Choice, d.Confidence())
				}
				return
			}
			if d.Choice != c.want || d.Confidence() < sure {
				t.Fatalf("%q: got %s at %.2f, want %s ≥ %.2f (%v)", c.desc, d.Choice, d.Confidence(), c.want, sure, d.Probabilities)
			}
		})
	}
}
