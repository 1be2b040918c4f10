package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// selectionCase is one source selection with the expected choice and
// whether it is made at or above the source threshold.
type selectionCase struct {
	name, desc, want string
	bound            bool
	srcs             []semantic.Source
}

func checkSelections(t *testing.T, cases []selectionCase) {
	t.Helper()
	eng := New()
	for _, c := range cases {
		d := decideSource(t, eng, sourceCase{ID: "q", Sources: c.srcs, Description: c.desc})
		bound := d.Confidence() >= corpusThreshold && d.Choice != semantic.ChoiceNone && d.Choice != semantic.ChoiceAmbiguous
		if c.bound && (d.Choice != c.want || !bound) {
			t.Errorf("%s: %q chose %s (%.2f), want %s bound", c.name, c.desc, d.Choice, d.Confidence(), c.want)
		}
		if !c.bound && bound && (c.want == "" || d.Choice == c.want) {
			t.Errorf("%s: %q bound %s (%.2f), want no confident choice", c.name, c.desc, d.Choice, d.Confidence())
		}
	}
}

var statusCard = []semantic.Source{
	{ID: "t0_1", Role: "heading", Text: "Northwind Cloud status"},
	{ID: "t0_2", Role: "paragraph", Text: "Some systems are experiencing issues", Context: "Northwind Cloud status", Heading: "Northwind Cloud status"},
	{ID: "t0_3", Role: "heading", Text: "Webhooks"},
	{ID: "t0_4", Role: "text", Text: "Degraded performance", Context: "Webhooks", Heading: "Webhooks"},
	{ID: "t0_5", Role: "paragraph", Text: "Deliveries are delayed by up to 15 minutes.", Context: "Webhooks", Heading: "Webhooks"},
	{ID: "t0_6", Role: "paragraph", Text: "99.71% uptime over the last 90 days", Context: "Webhooks", Heading: "Webhooks"},
}

// A type word of the description ("status", "date", "price") is answered
// by a unit whose own text is of that type: the state badge of a card,
// not the sentence beside it. A control's state answers no type word, and
// where a column label says the word, a value under another label does
// not answer it.
func TestTypeWordAnsweredByTheValue(t *testing.T) {
	checkSelections(t, []selectionCase{
		{"state badge of the card", "Webhooks status", "t0_4", true, statusCard},
		// Near miss: without the badge, the sentence only mentions a state.
		{"no badge, only a note", "Webhooks status", "t0_5", false, append(append([]semantic.Source{}, statusCard[:3]...), statusCard[4:]...)},
		{"a switch's state is not the setting's status", "Desktop push notifications status", "t0_8", false, []semantic.Source{
			{ID: "t0_1", Role: "heading", Text: "Workspace settings"},
			{ID: "t0_2", Role: "legend", Text: "Notifications", Context: "Workspace settings", Heading: "Workspace settings"},
			{ID: "t0_3", Role: "text", Text: "Email notifications", Context: "Workspace settings", Heading: "Workspace settings", Row: "Email notifications Mentions and summaries."},
			{ID: "t0_4", Role: "paragraph", Text: "Mentions and summaries.", Context: "Workspace settings", Heading: "Workspace settings", Row: "Email notifications Mentions and summaries."},
			{ID: "t0_5", Role: "switch", Text: "on", Context: "Email notifications", Heading: "Workspace settings", Row: "Email notifications Mentions and summaries."},
			{ID: "t0_6", Role: "text", Text: "Desktop push notifications", Context: "Workspace settings", Heading: "Workspace settings", Row: "Desktop push notifications Blocked by your browser."},
			{ID: "t0_7", Role: "paragraph", Text: "Blocked by your browser.", Context: "Workspace settings", Heading: "Workspace settings", Row: "Desktop push notifications Blocked by your browser."},
			{ID: "t0_8", Role: "switch", Text: "off", Context: "Desktop push notifications", Heading: "Workspace settings", Row: "Desktop push notifications Blocked by your browser."},
		}},
		{"the column that says the word", "Status of Noor Haddad", "t0_5", true, []semantic.Source{
			{ID: "t0_1", Role: "columnheader", Text: "Role", Context: "Team members", Heading: "Team members", Row: "Name Role Status Last active"},
			{ID: "t0_2", Role: "columnheader", Text: "Status", Context: "Team members", Heading: "Team members", Row: "Name Role Status Last active"},
			{ID: "t0_3", Role: "rowheader", Text: "Noor Haddad", Context: "Team members", Heading: "Team members", Row: "Noor Haddad Editor Suspended Mar 2, 2026"},
			{ID: "t0_4", Role: "cell", Text: "Editor", Context: "Role · Noor Haddad", Heading: "Team members", Row: "Noor Haddad Editor Suspended Mar 2, 2026"},
			{ID: "t0_5", Role: "cell", Text: "Suspended", Context: "Status · Noor Haddad", Heading: "Team members", Row: "Noor Haddad Editor Suspended Mar 2, 2026"},
			{ID: "t0_6", Role: "cell", Text: "Mar 2, 2026", Context: "Last active · Noor Haddad", Heading: "Team members", Row: "Noor Haddad Editor Suspended Mar 2, 2026"},
			{ID: "t0_7", Role: "rowheader", Text: "Lin Zhao", Context: "Team members", Heading: "Team members", Row: "Lin Zhao Editor Active Yesterday"},
			{ID: "t0_8", Role: "cell", Text: "Editor", Context: "Role · Lin Zhao", Heading: "Team members", Row: "Lin Zhao Editor Active Yesterday"},
			{ID: "t0_9", Role: "cell", Text: "Active", Context: "Status · Lin Zhao", Heading: "Team members", Row: "Lin Zhao Editor Active Yesterday"},
		}},
	})
}

var planCards = []semantic.Source{
	{ID: "t0_1", Role: "heading", Text: "Starter", Context: "Starter"},
	{ID: "t0_2", Role: "paragraph", Text: "$0", Context: "Starter", Heading: "Starter"},
	{ID: "t0_3", Role: "heading", Text: "Pro Most popular", Context: "Pro Most popular"},
	{ID: "t0_4", Role: "paragraph", Text: "$24", Context: "Pro Most popular", Heading: "Pro Most popular"},
	{ID: "t0_5", Role: "listitem", Text: "90-day version history", Context: "Pro Most popular", Heading: "Pro Most popular"},
	{ID: "t0_6", Role: "heading", Text: "Enterprise", Context: "Enterprise"},
	{ID: "t0_7", Role: "paragraph", Text: "Custom", Context: "Enterprise", Heading: "Enterprise"},
	{ID: "t0_8", Role: "paragraph", Text: "volume pricing for 100+ users", Context: "Enterprise", Heading: "Enterprise"},
}

// A word that says which item ("of the Pro plan") and that a heading of
// the page says names that card: a value under another card's heading is
// another item's, however well its type fits.
func TestItemNamedByAHeading(t *testing.T) {
	checkSelections(t, []selectionCase{
		{"the Pro card's price", "Price of the Pro plan", "t0_4", true, planCards},
		{"the Pro card's feature", "Version history in the Pro plan", "t0_5", true, planCards},
		// Near misses: the Enterprise card shows no amount; neither
		// other card's price is its price.
		{"no amount on the card", "Price of the Enterprise plan", "t0_2", false, planCards},
		{"no amount on the card", "Price of the Enterprise plan", "t0_4", false, planCards},
	})
}

// A heading that states a state of its own ("Your order is confirmed")
// answers a status type word anywhere in the description ("Order
// status"), as it answers "the status of the order": it is ranked first,
// though a page's headline alone stays below the source threshold.
func TestHeadingStatesTheStatus(t *testing.T) {
	page := []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: "Thank you, Priya! Your order is confirmed.", Row: "Thank you, Priya! Your order is confirmed. Order #LA-1 was placed on March 6."},
		{ID: "t0_2", Role: "paragraph", Text: "Order #LA-1 was placed on March 6, 2026. We sent a receipt.", Context: "March 6, 2026", Heading: "Thank you, Priya! Your order is confirmed."},
		{ID: "t0_3", Role: "heading", Text: "Delivery"},
		{ID: "t0_4", Role: "paragraph", Text: "Track your package · Cancel order (available for the next 2 hours)", Context: "Delivery", Heading: "Delivery"},
	}
	eng := New()
	d := decideSource(t, eng, sourceCase{ID: "q", Sources: page, Description: "Order status"})
	if d.Choice != "t0_1" {
		t.Errorf("Order status: chose %s (%.2f), want the headline t0_1", d.Choice, d.Confidence())
	}
	// Near miss: a headline that states no state is only a name.
	page[0].Text, page[1].Heading = "Thank you, Priya!", "Thank you, Priya!"
	if d := decideSource(t, eng, sourceCase{ID: "q", Sources: page, Description: "Order status"}); d.Choice == "t0_1" {
		t.Errorf("Order status: chose the stateless headline (%.2f)", d.Confidence())
	}
}
