package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestRecencyFromTheEntriesValues: "the latest/newest/most recent X" is
// the entry of a dated list whose own date or time is the latest, in
// whichever order the list shows them; a list without dates or times, two
// entries at the same instant, or times that a 12-hour clock could reorder
// name none, and the answer is not bound.
func TestRecencyFromTheEntriesValues(t *testing.T) {
	activity := func(times ...string) []semantic.Source {
		srcs := []semantic.Source{{ID: "t0_1", Role: "heading", Text: "Activity"}}
		names := []string{"Dishwasher started", "Front door locked", "Washing machine finished"}
		for i, tm := range times {
			txt := names[i] + " " + tm
			srcs = append(srcs, semantic.Source{ID: "t0_" + string(rune('2'+i)), Role: "listitem", Text: txt,
				Context: "Activity", Heading: "Activity", Row: txt})
		}
		return srcs
	}
	timeline := []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: "Shipment progress"},
		{ID: "t0_2", Role: "term", Text: "Picked up", Context: "Shipment progress", Heading: "Shipment progress", Row: "Picked up: Nov 30, 2026 · 17:30 Leipzig, DE"},
		{ID: "t0_3", Text: "Nov 30, 2026 · 17:30", Context: "Picked up", Heading: "Shipment progress", Row: "Picked up: Nov 30, 2026 · 17:30 Leipzig, DE"},
		{ID: "t0_4", Role: "term", Text: "Departed from facility", Context: "Shipment progress", Heading: "Shipment progress", Row: "Departed from facility: Dec 2, 2026 · 05:48 Nuremberg, DE"},
		{ID: "t0_5", Text: "Dec 2, 2026 · 05:48", Context: "Departed from facility", Heading: "Shipment progress", Row: "Departed from facility: Dec 2, 2026 · 05:48 Nuremberg, DE"},
		{ID: "t0_6", Role: "term", Text: "Arrived at facility", Context: "Shipment progress", Heading: "Shipment progress", Row: "Arrived at facility: Dec 1, 2026 · 22:15 Nuremberg, DE"},
		{ID: "t0_7", Text: "Dec 1, 2026 · 22:15", Context: "Arrived at facility", Heading: "Shipment progress", Row: "Arrived at facility: Dec 1, 2026 · 22:15 Nuremberg, DE"},
	}
	eng := New()
	for _, c := range []struct {
		name, desc string
		srcs       []semantic.Source
		want       string // "" = not bound
	}{
		{"newest first", "the most recent activity", activity("14:26", "13:47", "13:05"), "t0_2"},
		{"oldest first", "the latest activity", activity("13:05", "13:47", "14:26"), "t0_4"},
		{"by date, then time", "the latest event of the shipment", timeline, "t0_4"},
		{"a tie", "the most recent activity", activity("14:26", "14:26", "13:05"), ""},
		{"a 12-hour clock", "the most recent activity", activity("09:26", "08:47", "10:05"), ""},
		{"no times", "the newest todo", todoSources(), ""},
	} {
		d := decideSource(t, eng, sourceCase{ID: "q", Sources: c.srcs, Description: c.desc})
		bound := d.Confidence() >= corpusThreshold && d.Choice != semantic.ChoiceNone && d.Choice != semantic.ChoiceAmbiguous
		switch {
		case c.want == "" && bound:
			t.Errorf("%s: %q bound %s at %.2f, want not bound", c.name, c.desc, d.Choice, d.Confidence())
		case c.want != "" && (!bound || d.Choice != c.want):
			t.Errorf("%s: %q chose %s at %.2f %v, want %s bound", c.name, c.desc, d.Choice, d.Confidence(), d.Probabilities, c.want)
		}
	}
}
