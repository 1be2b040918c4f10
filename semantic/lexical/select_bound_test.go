package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// paramSources is an API reference's query parameter row: the parameter's
// name, its type with the allowed range, its default and its description.
func paramSources(typeText string) []semantic.Source {
	h, reg := "query Parameters", "Search the catalogue"
	row := "limit " + typeText + " Default: 20 How many books to return at most"
	return []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: reg},
		{ID: "t0_2", Role: "heading", Text: h, Heading: reg, Region: reg},
		{ID: "t0_3", Role: "cell", Text: "limit", Context: h, Heading: h, Region: reg, Row: row},
		{ID: "t0_4", Role: "text", Text: typeText, Context: h, Heading: h, Region: reg, Row: row},
		{ID: "t0_5", Role: "text", Text: "20", Context: "Default", Heading: h, Region: reg, Row: row},
		{ID: "t0_6", Role: "paragraph", Text: "How many books to return at most", Context: h, Heading: h, Region: reg, Row: row},
	}
}

// TestBoundAsksForANumber: "the maximum of the limit parameter" wants the
// range the page states, not the parameter's name (the lexicon makes
// "maximum" a sense of "limit"); without a stated number it binds nothing;
// a description without a bound word is not affected.
func TestBoundAsksForANumber(t *testing.T) {
	eng := New()
	for _, desc := range []string{"the maximum of the limit parameter", "the minimum of the limit parameter", "the max value of the limit parameter"} {
		d := decideSource(t, eng, sourceCase{ID: "q", Sources: paramSources("integer <int32> [ 1 .. 50 ]"), Description: desc})
		if d.Choice == "t0_3" || d.Probabilities["t0_3"] >= d.Probabilities["t0_4"] {
			t.Errorf("%q ranks the name cell first: chose %s at %.2f %v", desc, d.Choice, d.Confidence(), d.Probabilities)
		}
	}
	// Near miss: no number anywhere in the row's own texts but the default;
	// the name cell is never bound.
	d := decideSource(t, eng, sourceCase{ID: "q", Sources: paramSources("integer"), Description: "the maximum of the limit parameter"})
	if d.Choice == "t0_3" && d.Confidence() >= corpusThreshold {
		t.Errorf("a bound bound the name cell: %s at %.2f %v", d.Choice, d.Confidence(), d.Probabilities)
	}
	// Near miss: a description without a bound word keeps its reading.
	q := newSourceQuery("the limit parameter")
	if q.asksBound() {
		t.Errorf("%q read as asking for a bound", "the limit parameter")
	}
	for desc, want := range map[string]bool{"the maximum of the range": true, "maximum value of the page size": true, "the maximum": false, "the max page": false, "the minimum order value": false} {
		if got := newSourceQuery(desc).asksBound(); got != want {
			t.Errorf("asksBound(%q) = %v, want %v", desc, got, want)
		}
	}
}
