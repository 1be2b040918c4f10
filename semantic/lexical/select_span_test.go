package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

var flightCard = []semantic.Source{
	{ID: "t0_1", Role: "heading", Text: "Outbound · Wed, 14 Oct 2026", Context: "Wed, 14 Oct 2026"},
	{ID: "t0_2", Role: "paragraph", Text: "10:35", Context: "Outbound · Wed, 14 Oct 2026", Heading: "Outbound · Wed, 14 Oct 2026"},
	{ID: "t0_3", Role: "paragraph", Text: "Frankfurt (FRA)", Context: "Outbound · Wed, 14 Oct 2026", Heading: "Outbound · Wed, 14 Oct 2026"},
	{ID: "t0_4", Role: "text", Text: "8h 30m · Nonstop", Context: "Outbound · Wed, 14 Oct 2026", Heading: "Outbound · Wed, 14 Oct 2026"},
	{ID: "t0_5", Role: "paragraph", Text: "13:05", Context: "Outbound · Wed, 14 Oct 2026", Heading: "Outbound · Wed, 14 Oct 2026"},
	{ID: "t0_6", Role: "paragraph", Text: "New York (JFK)", Context: "Outbound · Wed, 14 Oct 2026", Heading: "Outbound · Wed, 14 Oct 2026"},
	{ID: "t0_7", Role: "heading", Text: "Hotel", Context: "Hotel"},
	{ID: "t0_8", Role: "definition", Text: "Wed, 14 Oct 2026 from 15:00", Context: "Check-in", Heading: "Hotel"},
}

// Two times of one type under one label are a span written start before
// end: a start word ("departure") asks for the first, an end word
// ("arrival") for the last. Without such a word, or with both, the tie
// stays ambiguous.
func TestSpanEndsInReadingOrder(t *testing.T) {
	checkSelections(t, []selectionCase{
		{"departure is the first time", "Outbound departure time", "t0_2", true, flightCard},
		{"arrival is the last time", "Outbound arrival time", "t0_5", true, flightCard},
		{"no end word: a tie", "Outbound time", "", false, flightCard},
		{"both end words: a tie", "Outbound departure and arrival time", "", false, flightCard},
		// Three times tied under one label are no span.
		{"three times", "Outbound departure time", "", false, append(append([]semantic.Source{}, flightCard[:5]...),
			semantic.Source{ID: "t0_9", Role: "paragraph", Text: "16:20", Context: "Outbound · Wed, 14 Oct 2026", Heading: "Outbound · Wed, 14 Oct 2026"})},
	})
}

// A heading whose own text is the date a type word asks for is that date
// (not only the name of what follows); the times under it, whose label
// carries the date, are not. A description word the page never says
// ("flight") weighs half: it tells no source from another.
func TestHeadingShowsTheAskedValue(t *testing.T) {
	checkSelections(t, []selectionCase{
		{"the heading's date", "Outbound flight date", "t0_1", true, flightCard},
		// Near miss: a heading with no date is no date.
		{"a heading without the value", "Hotel date", "t0_7", false, flightCard},
	})
}

// A word no source says ("policy") leaves the unit whose own label says
// the rest of the description a clear choice; a word some source says
// elsewhere still counts in full.
func TestWordAbsentFromThePage(t *testing.T) {
	page := []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: "Details"},
		{ID: "t0_2", Role: "term", Text: "Returns", Context: "Details", Heading: "Details"},
		{ID: "t0_3", Role: "definition", Text: "Free returns within 30 days", Context: "Returns", Heading: "Details"},
		{ID: "t0_4", Role: "term", Text: "Warranty", Context: "Details", Heading: "Details"},
		{ID: "t0_5", Role: "definition", Text: "2 years", Context: "Warranty", Heading: "Details"},
	}
	checkSelections(t, []selectionCase{
		{"policy is nowhere", "Return policy", "t0_3", true, page},
		// Near miss: "shipping" is said elsewhere, so it counts and the
		// returns line does not show the shipping returns policy.
		{"word said elsewhere", "Shipping return policy", "t0_3", false, append(append([]semantic.Source{}, page...),
			semantic.Source{ID: "t0_6", Role: "paragraph", Text: "Shipping to 40 countries", Context: "Shipping", Heading: "Shipping"})},
	})
}
