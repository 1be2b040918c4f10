package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestHeadingLabelValue: only a heading whose part after ": " is one
// shaped token is read as a value under its label.
func TestHeadingLabelValue(t *testing.T) {
	cases := []struct {
		role, text, label, value string
	}{
		{"heading", "Request Body schema: application/json", "Request Body schema", "application/json"},
		{"heading", "Release: v2.4.0", "Release", "v2.4.0"},
		{"heading", "Step 2: Install", "", ""},
		{"heading", "Note: see the manual", "", ""},
		{"heading", "Response Schema:", "", ""},
		{"paragraph", "Content type: application/json", "", ""},
	}
	for _, c := range cases {
		l, v, ok := headingLabelValue(&semantic.Source{ID: "t0_1", Role: c.role, Text: c.text})
		if !ok {
			l, v = "", ""
		}
		if l != c.label || v != c.value {
			t.Errorf("%s %q: %q %q, want %q %q", c.role, c.text, l, v, c.label, c.value)
		}
	}
	// As a value under its label, the request body's media type ranks
	// above the label "Content type" of a sample panel.
	srcs := []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: "Add a book"},
		{ID: "t0_2", Role: "heading", Text: "Request Body schema: application/json", Row: "Add a book Request Body schema: application/json"},
		{ID: "t0_3", Role: "text", Text: "Content type", Context: "Request samples", Heading: "Request samples"},
	}
	d := "the content type of the request body"
	if a, b := scoreOf(srcs, d, "t0_2"), scoreOf(srcs, d, "t0_3"); a <= b {
		t.Errorf("heading value %.3f, label %.3f: want the heading's value above", a, b)
	}
}
