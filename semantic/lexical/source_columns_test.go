package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// pricingPage is a pricing page as observed in Chromium
// (examples/realapps/testdata/pricing.html, Spectre.css): plan cards
// headed by the plan's name, then a comparison table with a column per
// plan and a row per feature.
func pricingPage() []semantic.Source {
	const reg = "Plans for every team"
	card := func(id, text, plan, row string) semantic.Source {
		return semantic.Source{ID: id, Role: "listitem", Text: text, Context: plan, Heading: plan, Region: reg, Row: row}
	}
	cell := func(id, text, col, row string) semantic.Source {
		return semantic.Source{ID: id, Role: "cell", Text: text, Context: col, Heading: "Compare plans", Region: reg, Row: row}
	}
	const inv, mem, sto = "Invoices per month 5 100 Unlimited Unlimited", "Team members 1 Up to 5 Up to 50 Unlimited", "Document storage 1 GB 10 GB 100 GB 1 TB"
	return []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: "Plans for every team"},
		{ID: "t0_2", Role: "heading", Text: "Free", Row: "Free For freelancers getting started €0 forever 5 invoices per month 1 user"},
		{ID: "t0_3", Role: "paragraph", Text: "€0 forever", Context: "Free", Heading: "Free", Region: reg, Row: "Free For freelancers getting started €0 forever 5 invoices per month 1 user"},
		card("t0_4", "5 invoices per month", "Free", "5 invoices per month"),
		{ID: "t0_5", Role: "heading", Text: "Starter", Row: "Starter For small businesses €12 per user / month 100 invoices per month Up to 5 users"},
		card("t0_6", "100 invoices per month", "Starter", "100 invoices per month"),
		{ID: "t0_7", Role: "heading", Text: "Growth", Row: "Growth €29 per user / month Unlimited invoices Up to 50 users"},
		{ID: "t0_8", Role: "heading", Text: "Compare plans"},
		{ID: "t0_9", Role: "columnheader", Text: "Free", Context: "Compare plans", Heading: "Compare plans", Row: "Feature Free Starter Growth"},
		{ID: "t0_10", Role: "columnheader", Text: "Starter", Context: "Compare plans", Heading: "Compare plans", Row: "Feature Free Starter Growth"},
		{ID: "t0_11", Role: "columnheader", Text: "Growth", Context: "Compare plans", Heading: "Compare plans", Row: "Feature Free Starter Growth"},
		cell("t0_12", "Invoices per month", "Feature", inv),
		cell("t0_13", "5", "Free", inv),
		cell("t0_14", "100", "Starter", inv),
		cell("t0_15", "Unlimited", "Growth", inv),
		cell("t0_16", "Team members", "Feature", mem),
		cell("t0_17", "1", "Free", mem),
		cell("t0_18", "Up to 5", "Starter", mem),
		cell("t0_19", "Up to 50", "Growth", mem),
		cell("t0_20", "Document storage", "Feature", sto),
		cell("t0_21", "1 GB", "Free", sto),
		cell("t0_22", "10 GB", "Starter", sto),
		cell("t0_23", "100 GB", "Growth", sto),
	}
}

// TestComparisonColumnNamesTheItem: in a table with a column per plan,
// "… on the Free plan" is the cell under "Free": its row neighbours under
// "Starter" and "Growth" fall far below it. Cells of rows in which no
// cell sits under a named column, and units outside the table, are left
// alone.
func TestComparisonColumnNamesTheItem(t *testing.T) {
	srcs := pricingPage()
	const d = "the number of invoices per month on the Free plan"
	right, other := scoreOf(srcs, d, "t0_13"), scoreOf(srcs, d, "t0_14")
	if other > 0.4*right {
		t.Errorf("the Starter column's cell scored %.3f against the Free column's %.3f: want it far below", other, right)
	}
	if card := scoreOf(srcs, d, "t0_4"); card < other {
		t.Errorf("the Free card's own line scored %.3f, below the Starter cell's %.3f", card, other)
	}
	bindsOn(t, srcs, "the storage of the Growth plan", "t0_23")
	// No column says the name: the factor does not apply.
	q := newSourceQuery("the number of invoices per month on the Premium plan")
	ids := make([]string, len(srcs))
	for i, s := range srcs {
		ids[i] = s.ID
	}
	st := stateOf(srcs)
	scoreSources(q, ids, st)
	scores := make([]float64, len(ids))
	for i := range scores {
		scores[i] = 1
	}
	q.demoteOtherColumns(ids, st, scores)
	for i, s := range scores {
		if s != 1 {
			t.Errorf("no column says Premium, yet %s was demoted to %.2f", ids[i], s)
		}
	}
}

// TestKeyCellNamesTheFeature: "the storage of …" is the row whose key cell
// says "storage"; a grid whose rows are keyed by a code (a departures
// board) has no such row, and nothing in it is set aside by the rule.
func TestKeyCellNamesTheFeature(t *testing.T) {
	srcs := pricingPage()
	const d = "the storage of the Growth plan"
	if right, other := scoreOf(srcs, d, "t0_23"), scoreOf(srcs, d, "t0_19"); other > 0.4*right {
		t.Errorf("the team members row's Growth cell scored %.3f against the storage row's %.3f: want it far below", other, right)
	}
	board := []semantic.Source{
		{ID: "t0_1", Role: "heading", Text: "Departures"},
		{ID: "t0_2", Role: "cell", Text: "EI 154", Context: "Flight", Heading: "Departures", Row: "EI 154 Aer Lingus Boarding"},
		{ID: "t0_3", Role: "cell", Text: "Aer Lingus", Context: "Airline", Heading: "Departures", Row: "EI 154 Aer Lingus Boarding"},
		{ID: "t0_4", Role: "cell", Text: "Boarding", Context: "Status", Heading: "Departures", Row: "EI 154 Aer Lingus Boarding"},
		{ID: "t0_5", Role: "cell", Text: "LH 2021", Context: "Flight", Heading: "Departures", Row: "LH 2021 Lufthansa On time"},
		{ID: "t0_6", Role: "cell", Text: "Lufthansa", Context: "Airline", Heading: "Departures", Row: "LH 2021 Lufthansa On time"},
		{ID: "t0_7", Role: "cell", Text: "On time", Context: "Status", Heading: "Departures", Row: "LH 2021 Lufthansa On time"},
	}
	q := newSourceQuery("the status of the Lufthansa flight")
	ids := []string{"t0_1", "t0_2", "t0_3", "t0_4", "t0_5", "t0_6", "t0_7"}
	st := stateOf(board)
	scoreSources(q, ids, st)
	if q.keyRows != nil {
		t.Errorf("a board keyed by flight numbers has key rows for %q: %v", "status", q.keyRows)
	}
	bindsOn(t, board, "the status of the Lufthansa flight", "t0_7")
}
