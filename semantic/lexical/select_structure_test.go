package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// pricingCards is a pricing page's plan cards and the comparison table that
// repeats their figures.
func pricingCards() []semantic.Source {
	free := "Free For freelancers €0 forever 5 invoices per month 1 user"
	starter := "Starter For small businesses €12 per user / month 100 invoices per month Up to 5 users"
	return []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: "Plans for every team"},
		{ID: "t0_2", Role: "heading", Text: "Free", Row: free},
		{ID: "t0_3", Role: "text", Text: "For freelancers", Context: "Free", Heading: "Free", Row: free},
		{ID: "t0_4", Role: "paragraph", Text: "€0 forever", Context: "Free", Heading: "Free", Row: free},
		{ID: "t0_5", Role: "listitem", Text: "5 invoices per month", Context: "Free", Heading: "Free", Row: "5 invoices per month"},
		{ID: "t0_6", Role: "listitem", Text: "1 user", Context: "Free", Heading: "Free", Row: "1 user"},
		{ID: "t0_7", Role: "heading", Text: "Starter", Row: starter},
		{ID: "t0_8", Role: "text", Text: "For small businesses", Context: "Starter", Heading: "Starter", Row: starter},
		{ID: "t0_9", Role: "paragraph", Text: "€12 per user / month", Context: "Starter", Heading: "Starter", Row: starter},
		{ID: "t0_10", Role: "listitem", Text: "100 invoices per month", Context: "Starter", Heading: "Starter", Row: "100 invoices per month"},
		{ID: "t0_11", Role: "listitem", Text: "Up to 5 users", Context: "Starter", Heading: "Starter", Row: "Up to 5 users"},
		{ID: "t0_12", Role: "heading", Text: "Compare plans"},
		{ID: "t0_13", Role: "columnheader", Text: "Feature", Context: "Compare plans", Heading: "Compare plans", Row: "Feature Free Starter"},
		{ID: "t0_14", Role: "columnheader", Text: "Free", Context: "Compare plans", Heading: "Compare plans", Row: "Feature Free Starter"},
		{ID: "t0_15", Role: "columnheader", Text: "Starter", Context: "Compare plans", Heading: "Compare plans", Row: "Feature Free Starter"},
		{ID: "t0_16", Role: "cell", Text: "Invoices per month", Context: "Feature", Heading: "Compare plans", Row: "Invoices per month 5 100"},
		{ID: "t0_17", Role: "cell", Text: "5", Context: "Free", Heading: "Compare plans", Row: "Invoices per month 5 100"},
		{ID: "t0_18", Role: "cell", Text: "100", Context: "Starter", Heading: "Compare plans", Row: "Invoices per month 5 100"},
		{ID: "t0_19", Role: "cell", Text: "Document storage", Context: "Feature", Heading: "Compare plans", Row: "Document storage 1 GB 10 GB"},
		{ID: "t0_20", Role: "cell", Text: "1 GB", Context: "Free", Heading: "Compare plans", Row: "Document storage 1 GB 10 GB"},
		{ID: "t0_21", Role: "cell", Text: "10 GB", Context: "Starter", Heading: "Compare plans", Row: "Document storage 1 GB 10 GB"},
	}
}

// TestHeadingNamedAsTheItem: a heading whose whole text is the item the
// description names ("Free" of "the Free plan") is that item's name, not
// a value of the type asked, although the lexicon reads "Free" as an
// amount: the card's "€0 forever" is the price.
func TestHeadingNamedAsTheItem(t *testing.T) {
	checkSelections(t, []selectionCase{
		{"the card's amount, not its heading", "the price of the Free plan", "t0_4", true, pricingCards()},
		{"the heading is not chosen", "the price of the Free plan", "t0_2", false, pricingCards()},
		// Near miss: another card's price stays that card's.
		{"the other card", "the price of the Starter plan", "t0_9", true, pricingCards()},
	})
}

// TestCountedNoun: "the number of users …" counts users; a number whose
// text, label and row say nothing of users (the comparison table's "100"
// in the row "Invoices per month", under the column "Starter") is another
// count, where the card says "Up to 5 users".
func TestCountedNoun(t *testing.T) {
	checkSelections(t, []selectionCase{
		{"the card's count of users", "the number of users on the Starter plan", "t0_11", true, pricingCards()},
		// The row that says the counted noun keeps its weight.
		{"the table's row", "the number of invoices per month on the Free plan", "t0_17", true, pricingCards()},
		// A noun no text shows is no reason to demote anything: nothing
		// here counts seats, and nothing binds.
		{"no text shows the noun", "the number of seats on the Starter plan", "", false, pricingCards()},
	})
}

const (
	opRow     = "Add a book to the catalogue Request Body schema: application/json required isbn required string 13-digit ISBN title requ"
	searchRow = "Search the catalogue Returns the books matching the filters, newest first. query Parameters author string Only books by"
)

// requestBody is an API reference's operation: its request body's media
// type in the schema heading (read as "Request Body schema" labelling
// "application/json") and again in the request sample's panel.
var requestBody = []semantic.Source{
	{ID: "t0_0", Role: "heading", Text: "City Library API"},
	{ID: "t0_1", Role: "heading", Text: "Add a book to the catalogue", Row: opRow},
	{ID: "t0_2", Role: "heading", Text: "Request Body schema: application/json", Row: opRow},
	{ID: "t0_3", Role: "cell", Text: "isbn", Context: "Request Body schema: application/json", Heading: "Request Body schema: application/json", Region: "Add a book to the catalogue", Row: "isbn required string 13-digit ISBN"},
	{ID: "t0_4", Role: "text", Text: "string", Context: "Request Body schema: application/json", Heading: "Request Body schema: application/json", Region: "Add a book to the catalogue", Row: "isbn required string 13-digit ISBN"},
	{ID: "t0_5", Role: "heading", Text: "Request samples", Row: opRow},
	{ID: "t0_6", Role: "text", Text: "Content type", Context: "Request samples", Heading: "Request samples", Region: "Payload", Row: opRow},
	{ID: "t0_7", Role: "text", Text: "application/json", Context: "Request samples", Heading: "Request samples", Region: "Payload", Row: opRow},
	{ID: "t0_8", Role: "heading", Text: "Response samples", Row: searchRow},
	{ID: "t0_9", Role: "text", Text: "application/json", Context: "Response samples", Heading: "Response samples", Row: searchRow},
}

// otherSample is requestBody whose request sample shows another type.
func otherSample() []semantic.Source {
	out := append([]semantic.Source{}, requestBody...)
	out[7].Text = "application/xml"
	return out
}

// TestContentTypeOfTheRequestBody: "content type" is answered by a media
// type's shape (both words); a label that says two of the description's
// common nouns ("Request Body schema") is its key despite a word of its
// own; the sample panel's same "application/json" is a copy, not a rival.
func TestContentTypeOfTheRequestBody(t *testing.T) {
	checkSelections(t, []selectionCase{
		{"the schema heading", "the content type of the request body of adding a book", "t0_2", true, requestBody},
		// Near miss: a sample of another media type is a rival, not a
		// copy: nothing binds.
		{"a rival type", "the content type of the request body of adding a book", "", false, otherSample()},
	})
}

// TestLabelSharingANameIsAnotherKey: the shared words of a label count
// only when the description writes them lowercase (common nouns): a
// member's name in "Status · Lin Zhao" does not make the status column
// the key of "when Lin Zhao was last active".
func TestLabelSharingANameIsAnotherKey(t *testing.T) {
	s := &sourceAnalysis{ctx: analyze("Status · Lin Zhao"), ownLabel: true}
	if newSourceQuery("When Lin Zhao was last active").labelSharesPhrase(s) {
		t.Error(`"Status · Lin Zhao" shares a key phrase with "When Lin Zhao was last active"`)
	}
	s = &sourceAnalysis{ctx: analyze("Request Body schema"), ownLabel: true}
	if !newSourceQuery("the content type of the request body").labelSharesPhrase(s) {
		t.Error(`"Request Body schema" shares no key phrase with "the content type of the request body"`)
	}
}

// parameterRow is a query parameter's row of an API reference.
var parameterRow = func() []semantic.Source {
	row := "limit integer <int32> [ 1 .. 50 ] Default: 20 How many books to return at most"
	pages := "pages integer >= 1 Number of pages"
	return []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: "Search the catalogue"},
		{ID: "t0_2", Role: "cell", Text: "limit", Context: "query Parameters", Heading: "query Parameters", Row: row},
		{ID: "t0_3", Role: "text", Text: "integer <int32> [ 1 .. 50 ]", Context: "query Parameters", Heading: "query Parameters", Row: row},
		{ID: "t0_4", Role: "text", Text: "20", Context: "Default", Heading: "query Parameters", Row: row},
		{ID: "t0_5", Role: "paragraph", Text: "How many books to return at most", Context: "query Parameters", Heading: "query Parameters", Row: row},
		{ID: "t0_6", Role: "cell", Text: "pages", Context: "Response Schema", Heading: "Response Schema", Row: pages},
		{ID: "t0_7", Role: "text", Text: "integer >= 1", Context: "Response Schema", Heading: "Response Schema", Row: pages},
		{ID: "t0_8", Role: "paragraph", Text: "Number of pages", Context: "Response Schema", Heading: "Response Schema", Row: pages},
	}
}()

// TestRangeAnswersTheBound: "the maximum of …" is answered by a text that
// states a range ("[ 1 .. 50 ]") or the asked bound; a lower bound alone
// ("integer >= 1") answers no maximum.
func TestRangeAnswersTheBound(t *testing.T) {
	checkSelections(t, []selectionCase{
		{"a range", "the maximum of the limit parameter", "t0_3", true, parameterRow},
		{"a range's lower end", "the minimum of the limit parameter", "t0_3", true, parameterRow},
		{"a lower bound is no maximum", "the maximum of the pages field", "t0_7", false, parameterRow},
	})
	for _, c := range []struct {
		text, word string
		want       bool
	}{
		{"[ 1 .. 50 ]", "maximum", true}, {"1–50", "minimum", true}, {"max 25 MB", "maximum", true},
		{"<= 10", "maximum", true}, {">= 1", "maximum", false}, {"at least 3", "minimum", true}, {"20", "maximum", false},
	} {
		q := newSourceQuery("the " + c.word + " of the size")
		u := unit{raw: c.word}
		got := q.rangeAnswer(u, &sourceAnalysis{raw: c.text}) > 0
		if got != c.want {
			t.Errorf("%q answers %q: %v, want %v", c.text, c.word, got, c.want)
		}
	}
}

// TestSettingIsTheControlsState: "the activity digest setting" is the
// state of the switch labelled "Activity digest", not a definition under
// "Active sessions" on the settings page; a setting the page has no
// control for binds nothing.
func TestSettingIsTheControlsState(t *testing.T) {
	sec := "Two-factor authentication Enabled (authenticator app) Last sign-in Today at 08:02 from Vienna, Austria Active sessions 2"
	page := []semantic.Source{
		{ID: "t0_5", Role: "listitem", Text: "Settings", Row: "Settings"},
		{ID: "t0_6", Role: "heading", Text: "Settings"},
		{ID: "t0_7", Role: "paragraph", Text: "Northwind Studio workspace · changes are saved when you press Save", Context: "Settings", Heading: "Settings"},
		{ID: "t0_18", Role: "heading", Text: "Notifications"},
		{ID: "t0_19", Role: "legend", Text: "Email", Context: "Notifications", Heading: "Notifications", Region: "Settings"},
		{ID: "t0_20", Role: "label", Text: "Activity digest", Context: "Notifications", Heading: "Notifications", Region: "Settings"},
		{ID: "t0_21", Role: "switch", Text: "on", Context: "Activity digest", Heading: "Notifications"},
		{ID: "t0_22", Role: "label", Text: "Weekly cash-flow report", Context: "Notifications", Heading: "Notifications", Region: "Settings"},
		{ID: "t0_23", Role: "switch", Text: "off", Context: "Weekly cash-flow report", Heading: "Notifications"},
		{ID: "t0_40", Role: "definition", Text: "Enabled (authenticator app)", Context: "Two-factor authentication", Heading: "Security", Region: "Settings", Row: sec},
		{ID: "t0_41", Role: "term", Text: "Last sign-in", Context: "Security", Heading: "Security", Region: "Settings", Row: sec},
		{ID: "t0_42", Role: "definition", Text: "Today at 08:02 from Vienna, Austria", Context: "Last sign-in", Heading: "Security", Region: "Settings", Row: sec},
		{ID: "t0_43", Role: "term", Text: "Active sessions", Context: "Security", Heading: "Security", Region: "Settings", Row: sec},
		{ID: "t0_44", Role: "definition", Text: "2 devices", Context: "Active sessions", Heading: "Security", Region: "Settings", Row: sec},
	}
	checkSelections(t, []selectionCase{
		{"the switch", "the activity digest setting", "t0_21", true, page},
		{"no such control", "the overdue alerts setting", "t0_21", false, page},
	})
}

// departures is a board's header row and one flight's row.
var departures = func() []semantic.Source {
	head := "Flight Airline Destination Departs Gate Status"
	lh := "LH 2471 Lufthansa Munich 14:20 A03 On time"
	return []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: "Departures board"},
		{ID: "t0_2", Role: "text", Text: "Flight", Context: "Departures board", Heading: "Departures board", Row: head},
		{ID: "t0_3", Role: "text", Text: "Airline", Context: "Departures board", Heading: "Departures board", Row: head},
		{ID: "t0_4", Role: "text", Text: "Gate", Context: "Departures board", Heading: "Departures board", Row: head},
		{ID: "t0_5", Role: "text", Text: "Status", Context: "Departures board", Heading: "Departures board", Row: head},
		{ID: "t0_6", Role: "cell", Text: "LH 2471", Context: "Flight", Heading: "Departures board", Row: lh},
		{ID: "t0_7", Role: "cell", Text: "Lufthansa", Context: "Airline", Heading: "Departures board", Row: lh},
		{ID: "t0_8", Role: "cell", Text: "A03", Context: "Gate", Heading: "Departures board", Row: lh},
		{ID: "t0_9", Role: "cell", Text: "On time", Context: "Status", Heading: "Departures board", Row: lh},
	}
}()

// TestAbsentNameNamesNoItem: "the gate of the Ryanair flight" on a board
// with no Ryanair flight binds nothing (not the header "Gate", not
// another flight's gate), and the error lists candidates; the Lufthansa
// flight's gate still binds.
func TestAbsentNameNamesNoItem(t *testing.T) {
	checkSelections(t, []selectionCase{
		{"a flight that is listed", "the gate of the Lufthansa flight", "t0_8", true, departures},
		{"a flight that is not", "the gate of the Ryanair flight", "", false, departures},
	})
	d := decideSource(t, New(), sourceCase{ID: "q", Sources: departures, Description: "the gate of the Ryanair flight"})
	n := 0
	for k, p := range d.Probabilities {
		if k != semantic.ChoiceNone && k != semantic.ChoiceAmbiguous && p > 0 {
			n++
		}
	}
	if n == 0 {
		t.Errorf("the gate of the Ryanair flight: %s with no candidate (%v), want the best candidates", d.Choice, d.Probabilities)
	}
	for _, c := range []struct {
		text, word string
		want       bool
	}{{"the gate of the Ryanair flight", "ryanair", true}, {"Gate of the flight", "gate", false},
		{"the gate of the flight", "flight", false}, {"Zoe's role", "zoe", false}, {"the role of Zoe's team", "zoe", true}} {
		if got := capitalisedWord(c.text, c.word); got != c.want {
			t.Errorf("capitalisedWord(%q, %q) = %v, want %v", c.text, c.word, got, c.want)
		}
	}
}
