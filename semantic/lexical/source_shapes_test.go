package lexical

import (
	"strings"
	"testing"

	"github.com/jevtest/jev/semantic"
)

// refSources is an API reference: a title with its version, a contact
// line, a description, and a parameter table whose rows hold a name, a
// data type and a description.
func refSources() []semantic.Source {
	prm := "loanId required integer <int64> The loan to end"
	return []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: "City Library API (3.4.1)"},
		{ID: "t0_2", Role: "paragraph", Text: "Search the catalogue of the City Library and manage loans.", Context: "City Library API (3.4.1)", Heading: "City Library API (3.4.1)"},
		{ID: "t0_3", Role: "heading", Text: "Return a borrowed book"},
		{ID: "t0_4", Role: "cell", Text: "loanId", Context: "path Parameters", Heading: "path Parameters", Row: prm},
		{ID: "t0_5", Role: "text", Text: "required", Context: "path Parameters", Heading: "path Parameters", Row: prm},
		{ID: "t0_6", Role: "text", Text: "integer <int64>", Context: "path Parameters", Heading: "path Parameters", Row: prm},
		{ID: "t0_7", Role: "paragraph", Text: "The loan to end", Context: "path Parameters", Heading: "path Parameters", Row: prm},
		{ID: "t0_8", Role: "text", Text: `"string",`, Context: `"title"`, Heading: "Response samples"},
	}
}

// TestSourceShapes: a head word that asks for a shape ("type" for a data
// type) is answered by a text of that shape; the head of a noun compound
// is its last word, so "Email notification setting" asks for no email.
func TestSourceShapes(t *testing.T) {
	eng := New()
	d := decideSource(t, eng, sourceCase{ID: "q", Sources: refSources(), Description: "the type of the loanId parameter"})
	if d.Choice != "t0_6" || d.Confidence() < corpusThreshold {
		t.Errorf("type: %s at %.2f %v, want t0_6 bound", d.Choice, d.Confidence(), d.Probabilities)
	}
	for desc, want := range map[string]shape{
		"the API version": shVersion, "the HTTP method of the operation": shMethod, "the contact email": shEmail,
		"the content type of the request body": shMime, "the type of the loanId parameter": shDataType,
		"Email notification setting": 0, "the description of the isbn path parameter": 0,
	} {
		if got := newSourceQuery(desc).shape; got != want {
			t.Errorf("%q asks for shape %b, want %b", desc, got, want)
		}
	}
	for text, want := range map[string]float64{"3.4.1": 1, "City Library API (3.4.1)": 0.25, "integer <int64>": 1, "GET": 1, "Get started": 0} {
		if got := shapeQualities(text)[shapeOf(firstShaped(text))]; got != want {
			t.Errorf("shape share of %q = %.2f, want %.2f", text, got, want)
		}
	}
}

func firstShaped(text string) string {
	for _, tok := range strings.Fields(text) {
		if shapeOf(tok) != 0 {
			return tok
		}
	}
	return ""
}

// TestSourceKinds: "title" and "heading" ask for a heading, which then is
// the value rather than a label; "description" asks for prose, answered
// only once another word of the description is found (alone it does not
// say which).
func TestSourceKinds(t *testing.T) {
	eng := New()
	for _, c := range []struct{ desc, want string }{
		{"the API title", "t0_1"},
		{"the description of the loanId parameter", "t0_7"},
	} {
		d := decideSource(t, eng, sourceCase{ID: "q", Sources: refSources(), Description: c.desc})
		if d.Choice != c.want || d.Confidence() < corpusThreshold {
			t.Errorf("%q: %s at %.2f %v, want %s bound", c.desc, d.Choice, d.Confidence(), d.Probabilities, c.want)
		}
	}
	// A prose unit that shares nothing else with the description scores 0.
	st := newState(semantic.State{Sources: refSources()})
	if sc := scoreSource(newSourceQuery("the description of the shipping policy"), st.source("t0_7")); sc.score != 0 {
		t.Errorf("prose sharing only the kind word scored %.2f, want 0", sc.score)
	}
}

// TestSourceWideRow: a match in a row that spans a whole section (its text
// reaches the cap) says less about which item than a match in a table
// row.
func TestSourceWideRow(t *testing.T) {
	wide := "Find a book by its ISBN path Parameters isbn required string The 13-digit ISBN of the book Responses The book No book"
	srcs := []semantic.Source{
		{ID: "t0_1", Role: "paragraph", Text: "The 13-digit ISBN of the book", Context: "path Parameters", Heading: "path Parameters", Row: "isbn required string The 13-digit ISBN of the book"},
		{ID: "t0_2", Role: "paragraph", Text: "No book has this ISBN", Context: "Responses", Heading: "Responses", Row: wide + " has this ISBN"},
	}
	d := decideSource(t, New(), sourceCase{ID: "q", Sources: srcs, Description: "the description of the isbn path parameter"})
	if d.Choice != "t0_1" {
		t.Errorf("%s at %.2f %v, want the parameter's own row t0_1", d.Choice, d.Confidence(), d.Probabilities)
	}
}

// TestSourceProseAndNounPhrases: prose is three words or more that are no
// title-case name ("Terms of Service", a link's words); a noun phrase opened by an
// article ("The updated member", a response's description) is no state,
// so "the status of …" does not bind it.
func TestSourceProseAndNounPhrases(t *testing.T) {
	for _, c := range []struct {
		role, text string
		want       bool
	}{
		{"text", "Terms of Service", false}, {"paragraph", "Number of pages", true},
		{"text", "Ends the loan.", true}, {"heading", "Search the catalogue now.", false},
		{"text", "removes a pet from the store", true}, {"text", "Open Source Licence", false},
	} {
		if got := isProse(c.role, c.text, wordCount(c.text)); got != c.want {
			t.Errorf("isProse(%s %q) = %v, want %v", c.role, c.text, got, c.want)
		}
	}
	srcs := []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: "Update a member's contact details"},
		{ID: "t0_2", Role: "heading", Text: "Responses"},
		{ID: "t0_3", Role: "paragraph", Text: "The updated member", Context: "Responses", Heading: "Responses"},
		{ID: "t0_4", Role: "paragraph", Text: "Too many updates", Context: "Responses", Heading: "Responses"},
	}
	d := decideSource(t, New(), sourceCase{ID: "q", Sources: srcs, Description: "the status of the update member operation"})
	if d.Choice == "t0_3" && d.Confidence() >= corpusThreshold {
		t.Errorf("bound the response's noun phrase at %.2f %v", d.Confidence(), d.Probabilities)
	}
	st := newState(semantic.State{Sources: srcs})
	if st.source("t0_3").fits.has(tyState) {
		t.Errorf("%q read as a state", "The updated member")
	}
}

// TestSourceShapeMostOfText: a title that ends in its version is not a
// version: "the API version" does not bind it (the version is an element
// of its own that observation may not split out).
func TestSourceShapeMostOfText(t *testing.T) {
	srcs := []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: "Petstore API 1.2.0"},
		{ID: "t0_2", Role: "paragraph", Text: "A sample API for pets.", Context: "Petstore API 1.2.0", Heading: "Petstore API 1.2.0"},
	}
	d := decideSource(t, New(), sourceCase{ID: "q", Sources: srcs, Description: "the API version"})
	if d.Choice == "t0_1" && d.Confidence() >= corpusThreshold {
		t.Errorf("bound the title at %.2f %v", d.Confidence(), d.Probabilities)
	}
}
