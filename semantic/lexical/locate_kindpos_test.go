package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// queueTargets is a support queue's table: per-row Close / Reopen /
// Delete buttons told apart by their rows, which never say "ticket" (the
// rows' kind), and a sort button per column header, told apart by the
// column's text.
func queueTargets() []semantic.Target {
	r1 := "TCK-201 Refund not received for order 88412 Maria Gonzalez High Open Priya Nair"
	r2 := "TCK-202 Cannot download March invoice Tom Becker Normal Pending Luis Ortega"
	r3 := "TCK-204 Update billing address Samuel Okafor Low Closed Luis Ortega"
	return []semantic.Target{
		{ID: "c1", Role: "searchbox", Name: "Type a keyword..."},
		{ID: "c2", Role: "button", Name: "New ticket"},
		{ID: "c3", Role: "button", Name: "Sort column ascending", Row: "Ticket"},
		{ID: "c4", Role: "button", Name: "Sort column ascending", Row: "Priority"},
		{ID: "c5", Role: "button", Name: "Sort column ascending", Row: "Status"},
		{ID: "c6", Role: "button", Name: "Close", Row: r1},
		{ID: "c7", Role: "button", Name: "Delete", Row: r1},
		{ID: "c8", Role: "button", Name: "Close", Row: r2},
		{ID: "c9", Role: "button", Name: "Delete", Row: r2},
		{ID: "c10", Role: "button", Name: "Reopen", Row: r3},
		{ID: "c11", Role: "button", Name: "Delete", Row: r3},
	}
}

// TestRowKindBesideItsName: the rows' kind said before the row's code,
// after a possessive or before a preposition naming the row is no missing
// part of the control; a control's own name is never dropped so; two
// rows named by different words leave the repeated controls unsure; the
// search field is the page's searchbox.
func TestRowKindBesideItsName(t *testing.T) {
	const sure = 0.8
	for _, c := range []struct{ desc, want string }{
		{"the button that closes ticket TCK-201", "c6"},
		{"the button that deletes Tom Becker's ticket", "c9"},
		{"the Delete button of the ticket from Samuel Okafor", "c11"},
		{"the button that sorts by priority", "c4"},
		{"the search field", "c1"},
		{"the Archive button of ticket TCK-201", ""},
		{"the Reopen button of ticket TCK-201", ""},
		{"the button that deletes ticket TCK-299", ""},
		{"the button that sorts the tickets by status", ""},
	} {
		d := decideTarget(t, queueTargets(), c.desc)
		got := d.Choice
		if d.Confidence() < sure || got == semantic.ChoiceNone || got == semantic.ChoiceAmbiguous {
			got = ""
		}
		if got != c.want {
			t.Errorf("%q: chose %s at %.2f %v, want %q", c.desc, d.Choice, d.Confidence(), d.Probabilities, c.want)
		}
	}
}

// TestRowKindNeverDropsAName: a word before another row's words is part
// of a name ("Rewe" of "Rewe Markt"), never the rows' kind: the row that
// says "Markt" only ("Apotheke am Markt") is not the Rewe Markt row.
func TestRowKindNeverDropsAName(t *testing.T) {
	scope := "Transactions Nov 1 – Nov 30, 2026"
	targets := []semantic.Target{
		{ID: "c1", Role: "button", Name: "Dispute", Scope: scope, Row: "Nov 28 Rewe Markt Card ·· 9021 Groceries −€64.12 €5,504.76"},
		{ID: "c2", Role: "button", Name: "Dispute", Scope: scope, Row: "Nov 26 Netflix Card ·· 9021 · monthly Subscriptions −€13.99 €1,368.88"},
		{ID: "c3", Role: "button", Name: "Dispute", Scope: scope, Row: "Nov 20 Apotheke am Markt Card ·· 9021 Health −€23.80 €1,062.77"},
		{ID: "c4", Role: "button", Name: "Dispute", Scope: scope, Row: "Nov 17 Lidl Card ·· 9021 Groceries −€48.30 €1,144.06"},
	}
	d := decideTarget(t, targets, "the Dispute button of the Rewe Markt transaction")
	if d.Choice == "c3" || d.Probabilities["c3"] >= d.Probabilities["c1"] {
		t.Errorf("the Apotheke am Markt row outranks Rewe Markt: %s %v", d.Choice, d.Probabilities)
	}
}
