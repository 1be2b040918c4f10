package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// washerSources is a device card: a status, a finish time and a
// duration left, and another card's duration.
func washerSources() []semantic.Source {
	return []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: "Washing machine"},
		{ID: "t0_2", Role: "text", Text: "Finished", Context: "Washing machine", Heading: "Washing machine"},
		{ID: "t0_3", Role: "text", Text: "13:05", Context: "Finished at", Heading: "Washing machine"},
		{ID: "t0_4", Role: "text", Text: "Cotton 40°", Context: "Program", Heading: "Washing machine"},
	}
}

// TestWhenAsksForATime: a description beginning with "when" asks for a
// date or a time ("3 weeks ago" is one); near misses: a description that
// does not begin with "when" asks for no type, and a duration without
// "ago" is no time.
func TestWhenAsksForATime(t *testing.T) {
	d := decideSource(t, New(), sourceCase{ID: "q", Sources: washerSources(), Description: "when the washing machine finished"})
	if d.Choice != "t0_3" {
		t.Errorf("when the washing machine finished chose %s at %.2f %v, want t0_3", d.Choice, d.Confidence(), d.Probabilities)
	}
	st := stateOf([]semantic.Source{{ID: "a", Role: "text", Text: "3 weeks ago"}, {ID: "b", Role: "text", Text: "1 h 12 min"}, {ID: "c", Role: "text", Text: "Nov 18, 2026"}})
	q := newSourceQuery("when go.mod was last changed")
	for id, want := range map[string]float64{"a": 1, "b": 0, "c": 1} {
		if got := q.whenQuality(st.source(id)); got != want {
			t.Errorf("when: %s answers the type at %.1f, want %.1f", st.sources[id].Text, got, want)
		}
	}
	if got := newSourceQuery("the program of the washing machine").whenQuality(st.source("a")); got != -1 {
		t.Errorf("a description without when asks a type: %.1f", got)
	}
}
