package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// boardSources is a data grid of departures: a header row of plain text
// units and rows whose cells sit under their column headers.
func boardSources() []semantic.Source {
	hdr := "Flight Airline Destination Departs Gate Status"
	out := []semantic.Source{{ID: "t0_1", Role: "heading", Text: "Departures board"}}
	for i, h := range []string{"Flight", "Airline", "Destination", "Departs", "Gate", "Status"} {
		out = append(out, semantic.Source{ID: "t0_h" + string(rune('1'+i)), Text: h, Context: "Departures board", Heading: "Departures board", Row: hdr})
	}
	rows := [][]string{
		{"EI 154", "Aer Lingus", "Dublin", "14:05", "B12", "Boarding"},
		{"LH 2471", "Lufthansa", "Munich", "14:20", "A03", "On time"},
		{"KL 1028", "KLM", "Amsterdam", "14:50", "C09", "On time"},
		{"SK 538", "SAS", "Copenhagen", "15:25", "A11", "Delayed"},
	}
	cols := []string{"Flight", "Airline", "Destination", "Departs", "Gate", "Status"}
	for r, cells := range rows {
		row := cells[0] + " " + cells[1] + " " + cells[2] + " " + cells[3] + " " + cells[4] + " " + cells[5]
		for c, v := range cells {
			out = append(out, semantic.Source{ID: "t0_" + string(rune('a'+r)) + string(rune('1'+c)), Role: "cell", Text: v,
				Context: cols[c], Heading: "Departures board", Row: row})
		}
	}
	return out
}

// TestSourceRowLabels: a word that says which item ("flight" in "the gate
// of the Lufthansa flight") is answered by the labels of the row's other
// cells (its first cell sits under "Flight"), and a value of the
// description ("538") by the row's text; a head word ("gate", "status")
// found only in a row (the header row names every column) says little.
func TestSourceRowLabels(t *testing.T) {
	eng := New()
	for _, c := range []struct{ desc, want string }{
		{"the gate of the Lufthansa flight", "t0_b5"},
		{"the status of the KLM flight", "t0_c6"},
		{"the destination of flight SK 538", "t0_d3"},
		{"the airline of flight KL 1028", "t0_c2"},
	} {
		d := decideSource(t, eng, sourceCase{ID: "q", Sources: boardSources(), Description: c.desc})
		if d.Choice != c.want || d.Confidence() < corpusThreshold {
			t.Errorf("%q chose %s at %.2f %v, want %s bound", c.desc, d.Choice, d.Confidence(), d.Probabilities, c.want)
		}
	}
}

// TestSourceRowLabelsOnlyForWhich: the words a stripped type phrase
// leaves ("seats left" in "the number of seats left on …") are what is
// counted, not which item: the row's labels do not answer them, so the
// flight-number cell of the row does not rival the seats cell.
func TestSourceRowLabelsOnlyForWhich(t *testing.T) {
	srcs := []semantic.Source{
		{ID: "t0_1", Role: "cell", Text: "IB 3167", Context: "Flight", Row: "IB 3167 Iberia 0"},
		{ID: "t0_2", Role: "cell", Text: "Iberia", Context: "Airline", Row: "IB 3167 Iberia 0"},
		{ID: "t0_3", Role: "cell", Text: "0", Context: "Seats left", Row: "IB 3167 Iberia 0"},
	}
	st := newState(semantic.State{Sources: srcs})
	q := newSourceQuery("the number of seats left on the Iberia flight")
	ids := []string{"t0_1", "t0_2", "t0_3"}
	sc := scoreSources(q, ids, st)
	if !(sc[2] > sc[0]+0.05) {
		t.Errorf("seats %.3f, flight number %.3f: the seats cell must lead clearly", sc[2], sc[0])
	}
}

// TestSourceOtherItems: a description that names its item by a name some
// row shows ("the Iberia flight", "flight EI 154") demotes the units of
// the other rows, and a descriptor head ("status") that a column says
// weighs fully, so the cell under "Status" in that row is bound.
func TestSourceOtherItems(t *testing.T) {
	srcs := []semantic.Source{
		{ID: "t0_1", Role: "cell", Text: "EI 154", Context: "Flight", Row: "EI 154 Aer Lingus Boarding 12"},
		{ID: "t0_2", Role: "cell", Text: "Aer Lingus", Context: "Airline", Row: "EI 154 Aer Lingus Boarding 12"},
		{ID: "t0_3", Role: "cell", Text: "Boarding", Context: "Status", Row: "EI 154 Aer Lingus Boarding 12"},
		{ID: "t0_4", Role: "cell", Text: "12", Context: "Seats left", Row: "EI 154 Aer Lingus Boarding 12"},
		{ID: "t0_5", Role: "cell", Text: "IB 3167", Context: "Flight", Row: "IB 3167 Iberia Cancelled 0"},
		{ID: "t0_6", Role: "cell", Text: "Iberia", Context: "Airline", Row: "IB 3167 Iberia Cancelled 0"},
		{ID: "t0_7", Role: "cell", Text: "Cancelled", Context: "Status", Row: "IB 3167 Iberia Cancelled 0"},
		{ID: "t0_8", Role: "cell", Text: "0", Context: "Seats left", Row: "IB 3167 Iberia Cancelled 0"},
	}
	for _, c := range []struct{ desc, want string }{
		{"the number of seats left on the Iberia flight", "t0_8"},
		{"the status of flight EI 154", "t0_3"},
	} {
		d := decideSource(t, New(), sourceCase{ID: "q", Sources: srcs, Description: c.desc})
		if d.Choice != c.want || d.Confidence() < corpusThreshold {
			t.Errorf("%q chose %s at %.2f %v, want %s bound", c.desc, d.Choice, d.Confidence(), d.Probabilities, c.want)
		}
	}
}

// TestSourceTotalsAndForeignLabels: "the total …" binds the figure that
// stands outside the item rows (a totals row), and a unit whose own label
// shares nothing with the description ("EI 154" under "Flight") ranks
// below a unit that answers it without a label (a pagination counter).
func TestSourceTotalsAndForeignLabels(t *testing.T) {
	srcs := []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: "Departures board"},
		{ID: "t0_2", Role: "cell", Text: "EI 154", Context: "Flight", Heading: "Departures board", Row: "EI 154 12"},
		{ID: "t0_3", Role: "cell", Text: "12", Context: "Seats left", Heading: "Departures board", Row: "EI 154 12"},
		{ID: "t0_4", Role: "cell", Text: "LH 2471", Context: "Flight", Heading: "Departures board", Row: "LH 2471 40"},
		{ID: "t0_5", Role: "cell", Text: "40", Context: "Seats left", Heading: "Departures board", Row: "LH 2471 40"},
		{ID: "t0_6", Role: "cell", Text: "52", Context: "Seats left", Heading: "Departures board", Row: "52"},
		{ID: "t0_7", Text: "Showing 1-2 of 2 rows", Context: "Departures board", Heading: "Departures board"},
	}
	for _, c := range []struct{ desc, want string }{
		{"the total number of seats left", "t0_6"},
		{"how many departures the board shows", "t0_7"},
	} {
		d := decideSource(t, New(), sourceCase{ID: "q", Sources: srcs, Description: c.desc})
		if d.Choice != c.want || d.Confidence() < corpusThreshold {
			t.Errorf("%q chose %s at %.2f %v, want %s bound", c.desc, d.Choice, d.Confidence(), d.Probabilities, c.want)
		}
	}
}
