package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestExtraClausesGate: an actual text that states the expected claim and
// other facts in other clauses passes; near misses whose other clauses hold
// a status, a negation, a value of the expected kind or a participant of
// the claim do not.
func TestExtraClausesGate(t *testing.T) {
	eng := New()
	for _, c := range []struct {
		actual, expected string
		pass             bool
	}{
		{"Meeting with Legal · Confirmed · Room Aurora", "the meeting with Legal is confirmed", true},
		// A second code is inert when it has a label of its own and the
		// expected code is matched in the claim's clause (gate_labels.go);
		// the labelled one named as the flight is not.
		{"Flight BA117 · On time · Gate A4", "flight BA117 is on time", true},
		{"Flight BA117 · On time · Gate A4", "flight A4 is on time", false},
		{"Flight BA117 · On time · Flight BA118", "flight BA117 is on time", false},
		{"Sleep 7h 45m · Deep 1h 50m", "sleep 7 hours 45 minutes", true},
		{"Sleep 7h 45m · Deep 1h 50m", "sleep 1 hour 50 minutes", false},
		{"Sleep 7h 45m · Deep 1h 50m", "deep sleep 7 hours 45 minutes", false},
		// An event announced for a date or time is what is to come, not a
		// status; a past form, a negation or an undated verb is a status.
		{"Parcel shipped · Arrives Thu", "the parcel has shipped", true},
		{"Parcel shipped · Arrives 14:00", "the parcel has shipped", true},
		{"Parcel shipped · Arrived Thu", "the parcel has shipped", false},
		{"Parcel shipped · Not arriving Thu", "the parcel has shipped", false},
		{"Parcel shipped · Arrives", "the parcel has shipped", false},
		{"Transfer to Ana · $50 · Completed", "the transfer to Ana completed", true},
		{"Priya · Online · Product designer", "Priya is online", true},
		{"24 songs, 1 hr 32 min", "twenty-four songs", true},
		// A value of the expected kind bound to a slot the expectation
		// leaves open, every expected binding stated.
		{"Entrance: Elm St 4 · Exit: Pine Rd 9", "exit at Pine Rd 9", true},
		{"Entrance: Elm St 4 · Exit: Pine Rd 9", "exit at Elm St 4", false},
		// A free-standing agent the other side places inside the object.
		{"omar approved lena's pull request", "the PR by lena was approved by omar", true},
		// A status in another clause may change the claim.
		{"Invoice INV-2041 · Paid · Refunded", "invoice INV-2041 is paid", false},
		{"Order #1042 · Shipped · Returned", "the order has shipped", false},
		{"Tom · Admin · Suspended", "Tom is an admin", false},
		// A negation in another clause.
		{"Priya · Online · Not available", "Priya is online", false},
		// A value of the expected kind in another clause.
		{"Sunrise 07:12 · Sunset 16:48", "sunrise at 4:48 pm", false},
		{"Essay 2 · Graded · Essay 3 · 80%", "essay 3 has been graded", false},
		// A participant of the claim in another clause.
		{"Transfer to Ana · From Ben · $50", "the transfer to Ben", false},
	} {
		d := decideOne(t, eng, c.actual, "", c.expected)
		got := semantic.Verdict(d, 0.8) == semantic.StatusPassed
		if got != c.pass {
			t.Errorf("%q vs %q: passed=%v %v, want %v", c.actual, c.expected, got, d.Probabilities, c.pass)
		}
		if !c.pass && semantic.Verdict(d, 0.5) == semantic.StatusPassed {
			t.Errorf("%q vs %q: passes at 0.5", c.actual, c.expected)
		}
	}
}
