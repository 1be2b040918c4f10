package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// homeSources is a smart-home dashboard: a lights card with switches and
// an activity log whose entries each end with a time.
func homeSources() []semantic.Source {
	return []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: "Lights"},
		{ID: "t0_2", Role: "switch", Text: "on", Context: "Hallway", Heading: "Lights", Row: "Hallway"},
		{ID: "t0_3", Role: "label", Text: "Hallway", Context: "Lights", Heading: "Lights", Row: "Hallway"},
		{ID: "t0_4", Role: "switch", Text: "off", Context: "Porch", Heading: "Lights", Row: "Porch"},
		{ID: "t0_5", Role: "label", Text: "Porch", Context: "Lights", Heading: "Lights", Row: "Porch"},
		{ID: "t0_6", Role: "heading", Text: "Activity"},
		{ID: "t0_7", Role: "listitem", Text: "Dishwasher started Eco 50° 14:26", Context: "Activity", Heading: "Activity", Row: "Dishwasher started Eco 50° 14:26"},
		{ID: "t0_8", Role: "listitem", Text: "Washing machine finished 13:05", Context: "Activity", Heading: "Activity", Row: "Washing machine finished 13:05"},
		{ID: "t0_9", Role: "listitem", Text: "Porch light turned off 08:02", Context: "Activity", Heading: "Activity", Row: "Porch light turned off 08:02"},
	}
}

// TestLogEntriesAreWeakEvidence: an entry of an activity log says what
// happened then, so a description of a current state never binds to it
// with confidence; a description that asks when, or names the log, still
// binds its entry. Two timed entries are no log.
func TestLogEntriesAreWeakEvidence(t *testing.T) {
	eng := New()
	d := decideSource(t, eng, sourceCase{ID: "q", Sources: homeSources(), Description: "the porch light"})
	if d.Choice == "t0_9" && d.Confidence() >= corpusThreshold {
		t.Errorf("the porch light bound the log entry at %.2f %v", d.Confidence(), d.Probabilities)
	}
	d = decideSource(t, eng, sourceCase{ID: "q", Sources: homeSources(), Description: "when the washing machine finished"})
	if d.Choice != "t0_8" || d.Confidence() < corpusThreshold {
		t.Errorf("when the washing machine finished chose %s at %.2f %v, want t0_8 bound", d.Choice, d.Confidence(), d.Probabilities)
	}
	ids := []string{"t0_7", "t0_8", "t0_9"}
	for desc, want := range map[string]float64{"the porch light": logWeight, "the latest activity of the porch light": 1, "when the porch light turned off": 1} {
		scores := []float64{1, 1, 1}
		newSourceQuery(desc).demoteLogEntries(ids, stateOf(homeSources()), scores)
		for i, sc := range scores {
			if sc != want {
				t.Errorf("%q: entry %s weighs %.2f, want %.2f", desc, ids[i], sc, want)
			}
		}
	}
	// Two timed entries only (the washing machine's left out): no log,
	// the porch entry keeps its full score.
	var two []semantic.Source
	for _, x := range homeSources() {
		if x.ID != "t0_8" {
			two = append(two, x)
		}
	}
	q := newSourceQuery("the porch light")
	a := scoreSources(q, []string{"t0_7", "t0_9"}, stateOf(two))[1]
	b := scoreSources(q, []string{"t0_7", "t0_8", "t0_9"}, stateOf(homeSources()))[2]
	if a <= b {
		t.Errorf("an entry of two timed items scored %.3f, not above the log entry's %.3f", a, b)
	}
}

// TestMentionsAreWeakEvidence: a sentence with no value that mentions a
// description's words ("… to the destination hub") does not bind it with
// confidence; a description asking for prose still binds the sentence,
// and a sentence with a value of its own is not demoted.
func TestMentionsAreWeakEvidence(t *testing.T) {
	eng := New()
	srcs := []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: "Track your shipment"},
		{ID: "t0_2", Role: "paragraph", Text: "Your shipment is on its way to the destination hub.", Heading: "Track your shipment"},
		{ID: "t0_3", Role: "term", Text: "To", Heading: "Route"},
		{ID: "t0_4", Text: "Graz, AT", Context: "To", Heading: "Route"},
	}
	d := decideSource(t, eng, sourceCase{ID: "q", Sources: srcs, Description: "the destination of the shipment"})
	if d.Choice == "t0_2" && d.Confidence() >= corpusThreshold {
		t.Errorf("the destination bound the sentence at %.2f %v", d.Confidence(), d.Probabilities)
	}
	d = decideSource(t, eng, sourceCase{ID: "q", Sources: srcs, Description: "the description of the shipment"})
	if d.Choice != "t0_2" || d.Confidence() < corpusThreshold {
		t.Errorf("the description chose %s at %.2f %v, want t0_2 bound", d.Choice, d.Confidence(), d.Probabilities)
	}
	valued := []semantic.Source{{ID: "t0_1", Role: "paragraph", Text: "Your shipment reaches the destination hub on December 3."}}
	q := newSourceQuery("the destination of the shipment")
	plain := []semantic.Source{{ID: "t0_1", Role: "paragraph", Text: "Your shipment is on its way to the destination hub."}}
	if a, b := scoreSources(q, []string{"t0_1"}, stateOf(valued))[0], scoreSources(q, []string{"t0_1"}, stateOf(plain))[0]; a <= b {
		t.Errorf("a sentence with a date scored %.3f, not above the plain sentence's %.3f", a, b)
	}
}

func stateOf(srcs []semantic.Source) *state {
	return newState(semantic.State{Sources: srcs})
}
