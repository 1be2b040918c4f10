package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// testCards are a CI run's summary cards as observed in Chromium
// (examples/realapps/testdata/pipeline.html): each card's title heads a
// dotted line of figures, each piece a value of its own.
func testCards() []semantic.Source {
	return []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: "Jobs"},
		{ID: "t0_2", Role: "paragraph", Text: "6 passed", Context: "Jobs", Heading: "Jobs"},
		{ID: "t0_3", Role: "paragraph", Text: "1 failed", Context: "Jobs", Heading: "Jobs"},
		{ID: "t0_4", Role: "heading", Text: "Tests"},
		{ID: "t0_5", Role: "paragraph", Text: "1,482 passed", Context: "Tests", Heading: "Tests"},
		{ID: "t0_6", Role: "paragraph", Text: "3 failed", Context: "Tests", Heading: "Tests"},
		{ID: "t0_7", Role: "paragraph", Text: "27 skipped", Context: "Tests", Heading: "Tests"},
	}
}

// TestSiblingValues: among values sharing a label, the one whose own text
// says the description's distinguishing word is bound; a word the shared
// label says, or no such word, leaves the siblings tied.
func TestSiblingValues(t *testing.T) {
	eng := New()
	for desc, want := range map[string]string{
		"the number of failed tests":  "t0_6",
		"the number of passed tests":  "t0_5",
		"the number of skipped tests": "t0_7",
		"the number of failed jobs":   "t0_3",
	} {
		d := decideSource(t, eng, sourceCase{ID: "q", Sources: testCards(), Description: desc})
		if d.Choice != want || d.Confidence() < corpusThreshold {
			t.Errorf("%q chose %s at %.2f %v, want %s bound", desc, d.Choice, d.Confidence(), d.Probabilities, want)
		}
	}
	// Near miss: nothing tells the siblings apart.
	d := decideSource(t, eng, sourceCase{ID: "q", Sources: testCards(), Description: "the number of tests"})
	if d.Confidence() >= corpusThreshold && d.Choice != semantic.ChoiceAmbiguous && d.Choice != semantic.ChoiceNone {
		t.Errorf("the number of tests bound %s at %.2f %v, want no sure choice", d.Choice, d.Confidence(), d.Probabilities)
	}
}
