package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// addBookSources are the sources of an API reference's "Add a book"
// operation as observed (Redoc): a request body schema whose rows are
// named by their key cell, then the responses.
func addBookSources() []semantic.Source {
	h, reg := "Request Body schema: application/json", "Add a book to the catalogue"
	op := "Add a book to the catalogue Request Body schema: application/json required isbn required string 13-digit ISBN title requ"
	return []semantic.Source{
		{ID: "t0_54", Role: "heading", Text: "Add a book to the catalogue", Row: op},
		{ID: "t0_55", Role: "heading", Text: "Request Body schema: application/json", Row: op},
		{ID: "t0_56", Text: "required", Context: reg, Heading: reg, Row: op},
		{ID: "t0_57", Role: "cell", Text: "isbn", Context: h, Heading: h, Region: reg, Row: "isbn required string 13-digit ISBN"},
		{ID: "t0_58", Text: "required", Context: h, Heading: h, Region: reg, Row: "isbn required string 13-digit ISBN"},
		{ID: "t0_59", Text: "string", Context: h, Heading: h, Region: reg, Row: "isbn required string 13-digit ISBN"},
		{ID: "t0_60", Role: "paragraph", Text: "13-digit ISBN", Context: h, Heading: h, Region: reg, Row: "isbn required string 13-digit ISBN"},
		{ID: "t0_61", Role: "cell", Text: "title", Context: h, Heading: h, Region: reg, Row: "title required string The title as printed on the cover"},
		{ID: "t0_62", Text: "required", Context: h, Heading: h, Region: reg, Row: "title required string The title as printed on the cover"},
		{ID: "t0_63", Text: "string", Context: h, Heading: h, Region: reg, Row: "title required string The title as printed on the cover"},
		{ID: "t0_64", Role: "paragraph", Text: "The title as printed on the cover", Context: h, Heading: h, Region: reg, Row: "title required string The title as printed on the cover"},
		{ID: "t0_65", Role: "cell", Text: "author", Context: h, Heading: h, Region: reg, Row: "author string The first author"},
		{ID: "t0_66", Text: "string", Context: h, Heading: h, Region: reg, Row: "author string The first author"},
		{ID: "t0_67", Role: "paragraph", Text: "The first author", Context: h, Heading: h, Region: reg, Row: "author string The first author"},
		{ID: "t0_68", Role: "cell", Text: "pages", Context: h, Heading: h, Region: reg, Row: "pages integer >= 1 Number of pages"},
		{ID: "t0_69", Text: "integer >= 1", Context: h, Heading: h, Region: reg, Row: "pages integer >= 1 Number of pages"},
		{ID: "t0_70", Role: "paragraph", Text: "Number of pages", Context: h, Heading: h, Region: reg, Row: "pages integer >= 1 Number of pages"},
		{ID: "t0_71", Role: "cell", Text: "published", Context: h, Heading: h, Region: reg, Row: "published string <date> Publication date"},
		{ID: "t0_72", Text: "string <date>", Context: h, Heading: h, Region: reg, Row: "published string <date> Publication date"},
		{ID: "t0_73", Role: "paragraph", Text: "Publication date", Context: h, Heading: h, Region: reg, Row: "published string <date> Publication date"},
		{ID: "t0_74", Role: "heading", Text: "Responses", Row: op},
		{ID: "t0_75", Role: "paragraph", Text: "The book was added", Context: "201", Heading: "Responses", Region: reg, Row: op},
		{ID: "t0_76", Role: "paragraph", Text: "A book with this ISBN already exists", Context: "409", Heading: "Responses", Region: reg, Row: op},
	}
}

// TestRowNamedByItsKeyCell: a which-word that a table row's key cell says
// as its whole text ("pages") names that row: "the description of the
// pages field" is the description in the "pages" row, not the one in the
// "title" row beside it, also when other words of the description
// ("book", "request body") are said by every row's section.
func TestRowNamedByItsKeyCell(t *testing.T) {
	d := decideSource(t, New(), sourceCase{ID: "q", Sources: addBookSources(),
		Description: "the description of the pages field in the request body of adding a book"})
	if d.Choice != "t0_70" || d.Confidence() < corpusThreshold {
		t.Errorf("chose %s at %.2f %v, want t0_70 bound", d.Choice, d.Confidence(), d.Probabilities)
	}
}
