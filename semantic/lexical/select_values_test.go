package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

var transferSummary = []semantic.Source{
	{ID: "t0_1", Role: "heading", Text: "Review your transfer"},
	{ID: "t0_2", Role: "term", Text: "Recipient gets", Context: "Summary", Heading: "Summary"},
	{ID: "t0_3", Role: "definition", Text: "$2,712.50 USD", Context: "Recipient gets", Heading: "Summary"},
	{ID: "t0_4", Role: "term", Text: "Transfer fee", Context: "Summary", Heading: "Summary"},
	{ID: "t0_5", Role: "definition", Text: "€4.90", Context: "Transfer fee", Heading: "Summary"},
	{ID: "t0_6", Role: "term", Text: "Recipient", Context: "Summary", Heading: "Summary"},
	{ID: "t0_7", Role: "definition", Text: "Jordan Meyer", Context: "Recipient", Heading: "Summary"},
}

// "name" asks for a proper name: the recipient's name, not the amount the
// recipient gets. The head of "Warning about this transfer" is "warning":
// a head the page never says is never discounted, so the fee that shares
// "transfer" is not chosen.
func TestNameAndHeadWords(t *testing.T) {
	checkSelections(t, []selectionCase{
		{"a name, not an amount", "Recipient name", "t0_7", true, transferSummary},
		// Near miss: without "name" both values under "Recipient…" tie.
		{"no type word", "Recipient", "t0_3", false, transferSummary},
	})
	// Not even a low-confidence choice of the fee: no source shows a warning.
	d := decideSource(t, New(), sourceCase{ID: "q", Sources: transferSummary, Description: "Warning about this transfer"})
	if d.Choice != semantic.ChoiceAmbiguous && d.Choice != semantic.ChoiceNone {
		t.Errorf("Warning about this transfer: chose %s (%.2f), want ambiguous or none", d.Choice, d.Confidence())
	}
}

// A price display of three values and one word ("$129.00$159.00 Save
// 19%") is no sentence: it is not weakened as a note would be, and the
// product's price is chosen over a "free returns" line.
func TestPriceDisplayIsNoSentence(t *testing.T) {
	page := []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: "Aurora ANC Wireless Headphones"},
		{ID: "t0_2", Role: "paragraph", Text: "$129.00$159.00 Save 19%", Context: "Aurora ANC Wireless Headphones", Heading: "Aurora ANC Wireless Headphones"},
		{ID: "t0_3", Role: "paragraph", Text: "Free delivery Tue, Mar 10 – Thu, Mar 12", Context: "Aurora ANC Wireless Headphones", Heading: "Aurora ANC Wireless Headphones"},
		{ID: "t0_4", Role: "heading", Text: "Details"},
		{ID: "t0_5", Role: "term", Text: "Returns", Context: "Details", Heading: "Details"},
		{ID: "t0_6", Role: "definition", Text: "Free returns within 30 days", Context: "Returns", Heading: "Details"},
	}
	checkSelections(t, []selectionCase{
		{"the price display", "Product price", "t0_2", true, page},
		// Near miss: a real sentence with the price in it stays weaker.
		{"a sentence with a price", "Product price", "t0_7", false, append(append([]semantic.Source{}, page[:1]...),
			semantic.Source{ID: "t0_7", Role: "paragraph", Text: "Members who order before Friday pay $129.00 instead of the usual price", Context: "Aurora ANC Wireless Headphones", Heading: "Aurora ANC Wireless Headphones"},
			semantic.Source{ID: "t0_8", Role: "paragraph", Text: "$119.00", Context: "Aurora ANC Wireless Headphones", Heading: "Aurora ANC Wireless Headphones"})},
	})
}

// A bare value under another key's label ("Active" under "Status") that
// repeats a description word is weaker evidence than the value under the
// label that says the description ("Yesterday" under "Last active").
func TestValueOfAnotherKey(t *testing.T) {
	row := "Lin Zhao Editor Active Yesterday"
	page := []semantic.Source{
		{ID: "t0_1", Role: "rowheader", Text: "Lin Zhao", Context: "Team members", Heading: "Team members", Row: row},
		{ID: "t0_2", Role: "cell", Text: "Editor", Context: "Role · Lin Zhao", Heading: "Team members", Row: row},
		{ID: "t0_3", Role: "cell", Text: "Active", Context: "Status · Lin Zhao", Heading: "Team members", Row: row},
		{ID: "t0_4", Role: "cell", Text: "Yesterday", Context: "Last active · Lin Zhao", Heading: "Team members", Row: row},
	}
	checkSelections(t, []selectionCase{
		{"the label that says it", "When Lin Zhao was last active", "t0_4", true, page},
		// Near miss: the status is still the status.
		{"the status column", "Status of Lin Zhao", "t0_3", true, page},
	})
}
