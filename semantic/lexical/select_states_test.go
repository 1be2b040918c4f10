package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestDeprecatedIsAState: "Deprecated" (a heading's status badge on an
// API reference) is what became of an operation, a state as "Archived" is:
// it answers "the status of …" under the operation's heading, rather than
// a parameter's "required" flag.
func TestDeprecatedIsAState(t *testing.T) {
	row := "memberId required string The member's card number"
	srcs := []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: "Update a member's contact details"},
		{ID: "t0_2", Text: "Deprecated", Context: "Update a member's contact details", Heading: "Update a member's contact details"},
		{ID: "t0_3", Role: "heading", Text: "path Parameters"},
		{ID: "t0_4", Role: "cell", Text: "memberId", Context: "path Parameters", Heading: "path Parameters", Row: row},
		{ID: "t0_5", Text: "required", Context: "path Parameters", Heading: "path Parameters", Row: row},
		{ID: "t0_6", Role: "paragraph", Text: "The member's card number", Context: "path Parameters", Heading: "path Parameters", Row: row},
	}
	d := decideSource(t, New(), sourceCase{ID: "q", Sources: srcs, Description: "the status of the update member operation"})
	if d.Choice != "t0_2" || d.Confidence() < corpusThreshold {
		t.Errorf("chose %s at %.2f %v, want t0_2 bound", d.Choice, d.Confidence(), d.Probabilities)
	}
	if st := semantic.Verdict(decideOne(t, New(), "Deprecated", "Update a member's contact details", "archived"), 0.8); st == semantic.StatusPassed {
		t.Errorf("Deprecated passed for archived")
	}
}
