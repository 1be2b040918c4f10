package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestCardHeadings: a card's heading in the plural names the kind of each
// item it lists ("Porch" under "Lights" is the porch light, not the log
// entry that mentions it), and a card header that repeats the card's
// heading is a label, not the card's value.
func TestCardHeadings(t *testing.T) {
	lights := "Lights Lights Hallway Porch"
	srcs := []semantic.Source{
		{ID: "t0_1", Text: "Lights", Context: "Lights", Heading: "Lights", Row: lights},
		{ID: "t0_2", Role: "heading", Text: "Lights", Row: lights},
		{ID: "t0_3", Role: "switch", Text: "on", Context: "Hallway", Heading: "Lights", Row: "Hallway"},
		{ID: "t0_4", Role: "label", Text: "Hallway", Context: "Lights", Heading: "Lights", Row: "Hallway"},
		{ID: "t0_5", Role: "switch", Text: "off", Context: "Porch", Heading: "Lights", Row: "Porch"},
		{ID: "t0_6", Role: "label", Text: "Porch", Context: "Lights", Heading: "Lights", Row: "Porch"},
		{ID: "t0_7", Text: "Battery", Context: "Battery", Heading: "Battery", Row: "Battery Battery 82 %"},
		{ID: "t0_8", Role: "heading", Text: "Battery", Row: "Battery Battery 82 %"},
		{ID: "t0_9", Text: "82 %", Context: "Battery", Heading: "Battery", Row: "Battery Battery 82 %"},
		{ID: "t0_10", Role: "heading", Text: "Activity"},
		{ID: "t0_11", Role: "listitem", Text: "Porch light turned off 08:02", Context: "Activity", Heading: "Activity", Row: "Porch light turned off 08:02"},
		{ID: "t0_12", Role: "listitem", Text: "Hallway light turned on 07:40", Context: "Activity", Heading: "Activity", Row: "Hallway light turned on 07:40"},
		{ID: "t0_13", Role: "listitem", Text: "Front door locked 07:12", Context: "Activity", Heading: "Activity", Row: "Front door locked 07:12"},
	}
	eng := New()
	for _, c := range []struct{ desc, want string }{
		{"the porch light", "t0_5"},
		{"the hallway light", "t0_3"},
		{"the battery", "t0_9"},
	} {
		d := decideSource(t, eng, sourceCase{ID: "q", Sources: srcs, Description: c.desc})
		if d.Choice != c.want || d.Confidence() < corpusThreshold {
			t.Errorf("%q chose %s at %.2f %v, want %s bound", c.desc, d.Choice, d.Confidence(), d.Probabilities, c.want)
		}
	}
}
