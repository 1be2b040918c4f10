package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// todoSources is what a TodoMVC page shows: rows, filters, a counter in
// the list's footer and an info footer landmark.
func todoSources() []semantic.Source {
	return []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: "todos"},
		{ID: "t0_2", Text: "Buy milk", Row: "Buy milk"},
		{ID: "t0_3", Text: "Walk dog", Row: "Walk dog"},
		{ID: "t0_4", Text: "Read book", Row: "Read book"},
		{ID: "t0_5", Text: "3 items left"},
		{ID: "t0_6", Role: "link", Text: "All"},
		{ID: "t0_7", Role: "link", Text: "Active"},
		{ID: "t0_8", Role: "link", Text: "Completed"},
		{ID: "t0_9", Role: "button", Text: "Clear completed"},
		{ID: "t0_10", Text: "Double-click to edit a todo", Landmark: "contentinfo"},
		{ID: "t0_11", Text: "Part of TodoMVC", Landmark: "contentinfo"},
	}
}

// TestSourceTypeRequirement: words that ask for a type of value ("number
// of", "how many", "the status of", "the price of") are read as a type the
// value must have, not as words the page must show.
func TestSourceTypeRequirement(t *testing.T) {
	eng := New()
	flights := []semantic.Source{
		{ID: "t0_1", Text: "Ryanair", Row: "Ryanair FR 202 Dublin – London €45"},
		{ID: "t0_2", Text: "€45", Row: "Ryanair FR 202 Dublin – London €45"},
		{ID: "t0_3", Text: "Aer Lingus", Row: "Aer Lingus EI 154 Dublin – London €89"},
		{ID: "t0_4", Text: "€89", Row: "Aer Lingus EI 154 Dublin – London €89"},
	}
	order := []semantic.Source{
		{ID: "t0_1", Text: "Order #4411", Context: "Order"},
		{ID: "t0_2", Text: "Shipped", Context: "Status"},
		{ID: "t0_3", Text: "$45.00", Context: "Total"},
		{ID: "t0_4", Text: "Dec 1, 2026", Context: "Placed"},
	}
	for _, c := range []struct {
		desc, want string
		srcs       []semantic.Source
	}{
		{"the number of items left", "t0_5", todoSources()},
		{"items left", "t0_5", todoSources()},
		{"how many items are left", "t0_5", todoSources()},
		{"the price of the Aer Lingus flight", "t0_4", flights},
		{"the price of the Ryanair flight", "t0_2", flights},
		{"the status of the order", "t0_2", order},
		{"the date of the order", "t0_4", order},
	} {
		d := decideSource(t, eng, sourceCase{ID: "q", Sources: c.srcs, Description: c.desc})
		if d.Choice != c.want || d.Confidence() < corpusThreshold {
			t.Errorf("%q chose %s at %.2f %v, want %s bound", c.desc, d.Choice, d.Confidence(), d.Probabilities, c.want)
		}
	}
}

// TestSourceLandmark: text in a landmark the description does not name is
// weaker evidence than the same text in the page's main content; naming
// the landmark makes it the evidence.
func TestSourceLandmark(t *testing.T) {
	eng := New()
	srcs := []semantic.Source{
		{ID: "t0_1", Text: "Support: open 9–17", Landmark: "contentinfo"},
		{ID: "t0_2", Text: "Support: open 8–20"},
	}
	if d := decideSource(t, eng, sourceCase{ID: "q", Sources: srcs, Description: "support opening hours"}); d.Choice != "t0_2" {
		t.Errorf("support opening hours: %s %v, want the main-content t0_2", d.Choice, d.Probabilities)
	}
	if d := decideSource(t, eng, sourceCase{ID: "q", Sources: srcs, Description: "support opening hours in the footer"}); d.Choice != "t0_1" {
		t.Errorf("… in the footer: %s %v, want the footer's t0_1", d.Choice, d.Probabilities)
	}
}

// TestSourceNoneOrAmbiguous: "no source shows it" is confident only when
// no unit shares a word with the description or is of the type it asks
// for; otherwise an unbound answer is ambiguous and lists candidates.
func TestSourceNoneOrAmbiguous(t *testing.T) {
	eng := New()
	d := decideSource(t, eng, sourceCase{ID: "q", Sources: todoSources(), Description: "the shipping address"})
	if d.Choice != semantic.ChoiceNone || d.Confidence() < corpusThreshold {
		t.Errorf("the shipping address: %s at %.2f, want none confidently", d.Choice, d.Confidence())
	}
	// A count is asked for and the page shows one: not a confident none.
	d = decideSource(t, eng, sourceCase{ID: "q", Sources: todoSources(), Description: "the number of overdue invoices"})
	if d.Choice == semantic.ChoiceNone && d.Confidence() >= 0.5 {
		t.Errorf("the number of overdue invoices: none at %.2f %v, want not a confident none", d.Confidence(), d.Probabilities)
	}
	if d.Choice != semantic.ChoiceNone && d.Choice != semantic.ChoiceAmbiguous && d.Confidence() >= corpusThreshold {
		t.Errorf("the number of overdue invoices: bound %s at %.2f", d.Choice, d.Confidence())
	}
	if d.Probabilities["t0_5"] == 0 {
		t.Errorf("the number of overdue invoices: %v does not list the count t0_5", d.Probabilities)
	}
}

// TestSourceRow: a description naming a row's item grounds to that row's
// value.
func TestSourceRow(t *testing.T) {
	eng := New()
	srcs := []semantic.Source{
		{ID: "t0_1", Role: "columnheader", Text: "Status"},
		{ID: "t0_2", Text: "Alice", Context: "Name", Row: "Alice Active"},
		{ID: "t0_3", Text: "Active", Context: "Status", Row: "Alice Active"},
		{ID: "t0_4", Text: "Bob", Context: "Name", Row: "Bob Suspended"},
		{ID: "t0_5", Text: "Suspended", Context: "Status", Row: "Bob Suspended"},
	}
	for desc, want := range map[string]string{"Bob's status": "t0_5", "the status of Alice": "t0_3"} {
		d := decideSource(t, eng, sourceCase{ID: "q", Sources: srcs, Description: desc})
		if d.Choice != want || d.Confidence() < corpusThreshold {
			t.Errorf("%q chose %s at %.2f %v, want %s bound", desc, d.Choice, d.Confidence(), d.Probabilities, want)
		}
	}
}
