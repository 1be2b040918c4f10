package lexical

import (
	"fmt"
	"testing"

	"github.com/jevtest/jev/semantic"
)

// boundTo asserts that desc binds source want at the source threshold.
func boundTo(t *testing.T, srcs []semantic.Source, desc, want string) {
	t.Helper()
	d := decideSource(t, New(), sourceCase{ID: "q", Sources: srcs, Description: desc})
	if d.Choice != want || d.Confidence() < corpusThreshold {
		t.Errorf("%q chose %s at %.2f %v, want %s bound", desc, d.Choice, d.Confidence(), d.Probabilities, want)
	}
}

// TestLabelBoxLabelsItsFigure: in a KPI card, a label box ("Bounce rate")
// followed by its figure and a delta labels the figure, not the delta; the
// label itself shows no value.
func TestLabelBoxLabelsItsFigure(t *testing.T) {
	srcs := []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: "Analytics"},
		{ID: "t0_2", Text: "Bounce rate", Context: "Analytics", Heading: "Analytics", Row: "Bounce rate 38.4% −2.1% vs. previous 30 days"},
		{ID: "t0_3", Text: "38.4%", Context: "Analytics", Heading: "Analytics", Row: "Bounce rate 38.4% −2.1% vs. previous 30 days"},
		{ID: "t0_4", Text: "−2.1%", Context: "Analytics", Heading: "Analytics", Row: "Bounce rate 38.4% −2.1% vs. previous 30 days"},
		{ID: "t0_5", Text: "vs. previous 30 days", Context: "Analytics", Heading: "Analytics", Row: "Bounce rate 38.4% −2.1% vs. previous 30 days"},
		{ID: "t0_6", Text: "Conversion rate", Context: "Analytics", Heading: "Analytics", Row: "Conversion rate 2.7% −0.3%"},
		{ID: "t0_7", Text: "2.7%", Context: "Analytics", Heading: "Analytics", Row: "Conversion rate 2.7% −0.3%"},
		{ID: "t0_8", Text: "−0.3%", Context: "Analytics", Heading: "Analytics", Row: "Conversion rate 2.7% −0.3%"},
	}
	boundTo(t, srcs, "the bounce rate", "t0_3")
	boundTo(t, srcs, "the conversion rate", "t0_7")
}

// TestItemKeyIsNotItsProperty: in "the label of APP-131", the unit that
// only says the card's key names the card; it is never the answer.
func TestItemKeyIsNotItsProperty(t *testing.T) {
	row := "APP-131 Offline banner illustration Design Lena Brandt 2 pts"
	srcs := []semantic.Source{
		{ID: "t0_1", Text: "APP-131", Context: "Offline banner illustration", Heading: "Offline banner illustration", Row: row},
		{ID: "t0_2", Role: "heading", Text: "Offline banner illustration", Context: "Done", Row: row},
		{ID: "t0_3", Text: "Design", Context: "Offline banner illustration", Heading: "Offline banner illustration", Row: row},
		{ID: "t0_4", Text: "2 pts", Context: "Offline banner illustration", Heading: "Offline banner illustration", Row: row},
	}
	d := decideSource(t, New(), sourceCase{ID: "q", Sources: srcs, Description: "the label of APP-131"})
	if d.Choice == "t0_1" {
		t.Errorf("the card's key was chosen (%.2f) as its label", d.Confidence())
	}
}

// TestCountOfAnotherNoun: "the number of issues in progress" is the
// column's bare count, not "WIP limit 4" beside it.
func TestCountOfAnotherNoun(t *testing.T) {
	row := "In progress 3 WIP limit 4"
	srcs := []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: "In progress", Context: "In progress", Region: "In progress", Row: row},
		{ID: "t0_2", Text: "3", Context: "In progress", Heading: "In progress", Region: "In progress", Row: row},
		{ID: "t0_3", Text: "WIP limit 4", Context: "In progress", Heading: "In progress", Region: "In progress", Row: row},
	}
	boundTo(t, srcs, "the number of issues in progress", "t0_2")
	boundTo(t, srcs, "the WIP limit of the In progress column", "t0_3")
}

// TestColumnValueOfNamedRow: a later cell under a column label is the
// value of the row the description names, not a note under the first.
func TestColumnValueOfNamedRow(t *testing.T) {
	srcs := []semantic.Source{
		{ID: "t0_1", Role: "columnheader", Text: "Page", Context: "Top pages", Heading: "Top pages", Row: "Page Views Exit rate"},
		{ID: "t0_2", Role: "columnheader", Text: "Exit rate", Context: "Top pages", Heading: "Top pages", Row: "Page Views Exit rate"},
	}
	for i, r := range [][2]string{{"/", "32%"}, {"/pricing", "41%"}, {"/blog/launch", "71%"}, {"/checkout", "18%"}} {
		row := r[0] + " " + r[1]
		srcs = append(srcs,
			semantic.Source{ID: fmt.Sprintf("t0_%d", 10+2*i), Role: "cell", Text: r[0], Context: "Page", Heading: "Top pages", Row: row},
			semantic.Source{ID: fmt.Sprintf("t0_%d", 11+2*i), Role: "cell", Text: r[1], Context: "Exit rate", Heading: "Top pages", Row: row})
	}
	boundTo(t, srcs, "the exit rate of the /blog/launch page", "t0_15")
}

// TestBroadHeadingAndAside: a page title heading a whole calendar is no
// label of its days and events, and a details panel in an <aside> is
// content: the organizer is the panel's value.
func TestBroadHeadingAndAside(t *testing.T) {
	srcs := []semantic.Source{{ID: "t0_1", Role: "heading", Text: "Room bookings", Landmark: "banner"}}
	for i := 0; i < 24; i++ {
		srcs = append(srcs, semantic.Source{ID: fmt.Sprintf("t0_%d", 10+i), Text: fmt.Sprintf("Event %d · Room %d", i, i%4), Context: "Room bookings", Heading: "Room bookings"})
	}
	srcs = append(srcs,
		semantic.Source{ID: "t0_50", Role: "heading", Text: "Selected booking", Context: "Selected booking", Landmark: "complementary"},
		semantic.Source{ID: "t0_51", Role: "term", Text: "Organizer", Context: "Selected booking", Heading: "Selected booking", Landmark: "complementary"},
		semantic.Source{ID: "t0_52", Role: "definition", Text: "Lena Brandt", Context: "Organizer", Heading: "Selected booking", Landmark: "complementary"},
		semantic.Source{ID: "t0_53", Role: "term", Text: "Status", Context: "Selected booking", Heading: "Selected booking", Landmark: "complementary"},
		semantic.Source{ID: "t0_54", Role: "definition", Text: "Confirmed", Context: "Status", Heading: "Selected booking", Landmark: "complementary"},
	)
	boundTo(t, srcs, "the organizer of the selected booking", "t0_52")
	boundTo(t, srcs, "the status of the selected booking", "t0_54")
}

// TestWholeControlName: a control's name of several words written in the
// description picks it over controls sharing one of its words; "card"
// names the row, not a part of the control.
func TestWholeControlName(t *testing.T) {
	targets := []semantic.Target{
		{ID: "c1", Role: "button", Name: "Previous week"},
		{ID: "c2", Role: "button", Name: "Next week"},
		{ID: "c3", Role: "button", Name: "week"},
		{ID: "c4", Role: "button", Name: "today"},
	}
	if d := decideTarget(t, targets, "the Next week button"); d.Choice != "c2" || d.Confidence() < corpusThreshold {
		t.Errorf("the Next week button: %s at %.2f %v", d.Choice, d.Confidence(), d.Probabilities)
	}
	cards := []semantic.Target{
		{ID: "c1", Role: "button", Name: "Archive", Row: "APP-120 Local database schema Jonas Weber 8 pts"},
		{ID: "c2", Role: "button", Name: "Archive", Row: "APP-128 Network status indicator Sam Okafor 3 pts"},
		{ID: "c3", Role: "button", Name: "Archive", Row: "APP-131 Offline banner illustration Lena Brandt 2 pts"},
	}
	if d := decideTarget(t, cards, "the Archive button of APP-128's card"); d.Choice != "c2" || d.Confidence() < corpusThreshold {
		t.Errorf("the Archive button of APP-128's card: %s at %.2f %v", d.Choice, d.Confidence(), d.Probabilities)
	}
}

// TestBroadHeadingIsNoLabel: a unit's heading-only context that heads 20
// or more units counts as a heading, not as the unit's label: the same
// unit scores less for the heading's words than under a heading of a few.
func TestBroadHeadingIsNoLabel(t *testing.T) {
	score := func(n int) float64 {
		var srcs []semantic.Source
		for i := 0; i < n; i++ {
			srcs = append(srcs, semantic.Source{ID: fmt.Sprintf("t0_%d", 10+i), Text: fmt.Sprintf("Event %d", i), Context: "Room bookings", Heading: "Room bookings"})
		}
		st := newState(semantic.State{Sources: srcs})
		ids := make([]string, len(srcs))
		for i, s := range srcs {
			ids[i] = s.ID
		}
		return scoreSources(newSourceQuery("the room of the booking"), ids, st)[0]
	}
	few, broad := score(3), score(broadHeadingUnits)
	if broad >= few {
		t.Errorf("under a broad heading the unit scores %.3f, under a heading of 3 units %.3f: want less", broad, few)
	}
}
