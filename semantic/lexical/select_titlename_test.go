package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// testAppointment is an appointment card as observed in Chromium: its
// title, its date under the title, and a dotted line of two pieces under
// the date, a note first and the place after it (the observed order).
func testAppointment(place string) []semantic.Source {
	const when, row = "Jan 9, 2027 · 07:45", "Follow-up blood test Jan 9, 2027 · 07:45 fasting from 22:00 "
	return []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: when, Row: row + place},
		{ID: "t0_2", Role: "text", Text: "fasting from 22:00", Context: when, Heading: when, Row: row + place},
		{ID: "t0_3", Role: "text", Text: place, Context: when, Heading: when, Row: row + place},
	}
}

// TestTitleCaseNameIsNoLaterSentence: a later text under the same heading
// ranks below an earlier value only when it reads as a sentence (a note);
// "Riverside Lab, Room 2" is a name in title case, and with no word of
// "the location of the follow-up blood test" in either text, reading
// order does not pick the note before it (before, the note was bound at
// 0.89). Near miss: a later sentence in prose is still a note and ranks
// below the earlier text.
func TestTitleCaseNameIsNoLaterSentence(t *testing.T) {
	eng := New()
	d := decideSource(t, eng, sourceCase{ID: "q", Sources: testAppointment("Riverside Lab, Room 2"), Description: "the location of the follow-up blood test"})
	if d.Choice != semantic.ChoiceAmbiguous {
		t.Errorf("title-case place: chose %s at %.2f %v, want ambiguous", d.Choice, d.Confidence(), d.Probabilities)
	}
	d = decideSource(t, eng, sourceCase{ID: "q", Sources: testAppointment("please bring your insurance card and arrive early"), Description: "the location of the follow-up blood test"})
	if d.Choice != "t0_2" {
		t.Errorf("prose note: chose %s at %.2f %v, want t0_2 (the earlier text)", d.Choice, d.Confidence(), d.Probabilities)
	}
}
