package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestAboutSectionDescribesThePage: "the description of the repository",
// on a page that says "repository" only as its navigation's name, is the
// prose under the page's "About" heading, not the README's first
// paragraph; a description that names something the page says ("the
// description of the install step") is not moved to the About section.
func TestAboutSectionDescribesThePage(t *testing.T) {
	h := "harbor-labs / tidewatch"
	srcs := []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: h},
		{ID: "t0_2", Role: "listitem", Text: "Code", Context: h, Heading: h, Region: "Repository", Row: "Code", Landmark: "navigation"},
		{ID: "t0_3", Role: "listitem", Text: "Issues 23", Context: h, Heading: h, Region: "Repository", Row: "Issues 23", Landmark: "navigation"},
		{ID: "t0_4", Role: "heading", Text: "tidewatch"},
		{ID: "t0_5", Role: "paragraph", Text: "tidewatch computes tide predictions from harmonic constituents.", Context: "tidewatch", Heading: "tidewatch"},
		{ID: "t0_6", Role: "heading", Text: "Install"},
		{ID: "t0_7", Role: "paragraph", Text: "Requires Go 1.25 or later.", Context: "Install", Heading: "Install"},
		{ID: "t0_8", Role: "heading", Text: "About"},
		{ID: "t0_9", Role: "paragraph", Text: "Tide predictions and harbour water levels, as a Go library.", Context: "About", Heading: "About"},
	}
	d := decideSource(t, New(), sourceCase{ID: "q", Sources: srcs, Description: "the description of the repository"})
	if d.Choice != "t0_9" || d.Confidence() < corpusThreshold {
		t.Errorf("chose %s at %.2f %v, want t0_9 bound", d.Choice, d.Confidence(), d.Probabilities)
	}
	d = decideSource(t, New(), sourceCase{ID: "q", Sources: srcs, Description: "the description of the install step"})
	if d.Choice == "t0_9" {
		t.Errorf("the install step chose the About section at %.2f", d.Confidence())
	}
}
