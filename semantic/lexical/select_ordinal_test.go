package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// observedTodoSources is a list as observation reads it: per-row checkbox states
// and labels, a counter, and filter entries that are list items of their
// own.
func observedTodoSources(titles ...string) []semantic.Source {
	src := []semantic.Source{{ID: "h", Role: "heading", Text: "todos"}}
	for _, t := range titles {
		src = append(src,
			semantic.Source{ID: "k" + t, Role: "checkbox", Text: "unchecked", Context: "todos", Heading: "todos", Row: t},
			semantic.Source{ID: "l" + t, Role: "label", Text: t, Context: "todos", Heading: "todos", Row: t})
	}
	src = append(src, semantic.Source{ID: "n", Role: "text", Text: "3 items left", Context: "todos", Heading: "todos"})
	for _, f := range []string{"All", "Active", "Completed"} {
		src = append(src, semantic.Source{ID: "f" + f, Role: "listitem", Text: f, Context: "todos", Heading: "todos", Row: f})
	}
	return src
}

func decideOrdinal(t *testing.T, sources []semantic.Source, desc string) semantic.Decision {
	t.Helper()
	ids := make([]string, len(sources))
	for i, s := range sources {
		ids[i] = s.ID
	}
	return decideQuestion(t, semantic.NewSourceQuestion("q", desc, ids), semantic.State{Sources: sources})
}

func TestOrdinalSources(t *testing.T) {
	const sure = 0.8
	three := observedTodoSources("Buy milk", "Walk the dog", "Feed cat")
	one := observedTodoSources("Walk dog")
	// Two lists with parts under one heading: which one is meant is not
	// known.
	twoLists := append(observedTodoSources("Buy milk", "Feed cat"),
		semantic.Source{ID: "x1", Role: "text", Text: "Alice", Context: "todos", Row: "Alice 3"},
		semantic.Source{ID: "x2", Role: "text", Text: "3", Context: "todos", Row: "Alice 3"})
	// A list under a heading the lexicon relates to "todo" but that does
	// not name it.
	guides := []semantic.Source{
		{ID: "g1", Role: "listitem", Text: "Developing Backbone.js Applications", Context: "Articles and Guides", Row: "Developing Backbone.js Applications"},
		{ID: "g2", Role: "listitem", Text: "Collection of tutorials", Context: "Articles and Guides", Row: "Collection of tutorials"},
	}
	cases := []struct {
		name, desc string
		sources    []semantic.Source
		want       string // chosen with confidence ≥ sure; "" = nothing confident
	}{
		{"first", "the first todo", three, "lBuy milk"},
		{"second shown", "the second todo shown", three, "lWalk the dog"},
		{"third", "the third todo", three, "lFeed cat"},
		{"3rd", "the 3rd todo", three, "lFeed cat"},
		{"last", "the last todo", three, "lFeed cat"},
		{"only, one row", "the only todo shown", one, "lWalk dog"},
		{"only, three rows", "the only todo shown", three, ""},
		{"past the end", "the fourth todo", three, ""},
		{"noun of no list", "the first invoice", three, ""},
		{"a list not named by the noun", "the first todo", guides, ""},
		{"two lists", "the first todo", twoLists, ""},
		{"not positional", "the first todo's title", three, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d := decideOrdinal(t, c.sources, c.desc)
			if d.Choice == "n" && d.Confidence() >= 0.5 {
				t.Fatalf("%q bound the counter at %.2f", c.desc, d.Confidence())
			}
			if c.want == "" {
				if d.Confidence() >= sure && d.Choice != semantic.ChoiceAmbiguous {
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
