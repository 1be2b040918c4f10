package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// crossCase is a page of parallel entries, a claim that binds each value
// to its own entry's qualifier (right) and one that binds it to another
// entry's qualifier (crossed).
type crossCase struct{ actual, ctx, right, crossed string }

var crossCases = []crossCase{
	{"Wi-Fi: Free in lobby, $9.99/day in rooms", "", "Wi-Fi in the rooms costs $9.99 per day", "Wi-Fi in the lobby costs $9.99 per day"},
	{"Parking: $15/night self-park · $30/night valet", "Hotel amenities", "valet parking costs $30 per night", "self-park costs $30 per night"},
	{"US $10/mo · EU €12/mo · UK £9/mo", "Pro plan", "the Pro plan costs €12 a month in the EU", "the Pro plan costs €12 a month in the UK"},
	{"Standard shipping: $5 domestic, $25 international", "", "international shipping costs $25", "domestic shipping costs $25"},
	{"Mon–Fri 9 AM–5 PM\nSat 10 AM–2 PM", "Opening hours", "open on Saturday from 10 AM to 2 PM", "open on Saturday from 9 AM to 5 PM"},
	{"Economy: 42 seats left | Business: 3 seats left", "Flight LH 401", "3 seats are left in business", "3 seats are left in economy"},
	{"Adults $20; children $8", "Museum tickets", "a child ticket costs $8", "an adult ticket costs $8"},
	{"Checked bag: 23 kg on economy, 32 kg on business", "", "the business baggage allowance is 32 kg", "the economy baggage allowance is 32 kg"},
	{"Delivery: 2 days in Berlin, 5 days in Munich", "", "delivery to Munich takes 5 days", "delivery to Berlin takes 5 days"},
	{"Pool open 7 AM · Gym open 5 AM", "", "the gym opens at 5 AM", "the pool opens at 5 AM"},
}

// TestCrossedEntry: a claim that binds one entry's value to another
// entry's qualifier never passes, at 0.5 either (guard_crossentry.go);
// the right binding is not failed.
func TestCrossedEntry(t *testing.T) {
	eng := New(WithClock(corpus4Clock))
	for _, c := range crossCases {
		d := decideOne(t, eng, c.actual, c.ctx, c.crossed)
		if semantic.Verdict(d, 0.5) == semantic.StatusPassed {
			t.Errorf("crossed %q [%s] vs %q passes at 0.5 %v", c.actual, c.ctx, c.crossed, d.Probabilities)
		}
		d = decideOne(t, eng, c.actual, c.ctx, c.right)
		if semantic.Verdict(d, 0.5) == semantic.StatusFailed {
			t.Errorf("right %q [%s] vs %q fails at 0.5 %v", c.actual, c.ctx, c.right, d.Probabilities)
		}
		t.Logf("right %q vs %q: %s %v", c.actual, c.right, semantic.Verdict(d, 0.8), d.Probabilities)
	}
}
