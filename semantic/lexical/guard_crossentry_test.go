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
	// These passed before the rule, the first four at 0.97.
	{"Kitchen open 7 AM–11 PM · Bar open 5 PM–2 AM", "Restaurant", "the bar is open 5 PM to 2 AM", "the kitchen is open 5 PM to 2 AM"},
	{"Shipping: free to zone A, $8/kg to zone B", "", "shipping to zone B costs $8 per kg", "shipping to zone A costs $8 per kg"},
	{"Lunch 12:00–14:00 at Cafe North, 11:30–13:30 at Cafe South", "Campus dining", "lunch at Cafe South is 11:30 to 13:30", "lunch at Cafe North is 11:30 to 13:30"},
	{"Wi-Fi: $9.99/day in rooms, free in lobby", "", "Wi-Fi in the rooms costs $9.99 per day", "Wi-Fi in the lobby costs $9.99 per day"},
	{"Lounge: free for Gold, $50/visit for Silver", "", "the lounge for Silver costs $50 per visit", "the lounge for Gold costs $50 per visit"},
	{"Towels: free at the pool · $3/towel at the beach", "", "towels at the beach cost $3 per towel", "towels at the pool cost $3 per towel"},
	{"Showers: free at the pool, $2/use at the beach", "", "showers at the beach cost $2 per use", "showers at the pool cost $2 per use"},
	{"Gate B: boarding 9:10 AM, Gate C: boarding 9:40 AM", "", "boarding at gate C is at 9:40 AM", "boarding at gate B is at 9:40 AM"},
	{"Section A: 12 seats, Section B: 30 seats", "Venue", "section B has 30 seats", "section A has 30 seats"},
	{"Valet: $30/night at Downtown, free at Airport", "Parking", "valet at Downtown costs $30 per night", "valet at Airport costs $30 per night"},
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

// TestCrossedEntryParts: entries that only repeat the claim's words are
// parts of what the list heads, not parallel entries; the rule leaves
// them to the comparison ("2 invoices · 1 overdue" states "one overdue
// invoice").
func TestCrossedEntryParts(t *testing.T) {
	checkVerdicts(t, []verdictCase{
		{"2 invoices · 1 overdue", "", "one overdue invoice", semantic.StatusPassed},
		{"6 devices · 1 offline", "", "one device is offline", semantic.StatusPassed},
		{"Yesterday 9,120 steps · Today 3,004", "", "3,004 steps today", semantic.StatusPassed},
	})
	// A claim of both entries binds each value to its own qualifier.
	eng := New(WithClock(corpus4Clock))
	for _, x := range []string{"Wi-Fi is free in the lobby and costs $9.99 a day", "Wi-Fi costs $9.99 per day in the rooms and is free in the lobby"} {
		r := compareTextsAt("Wi-Fi: Free in lobby, $9.99/day in rooms", "", x, corpus4Clock())
		a, e := analyzeAt("Wi-Fi: Free in lobby, $9.99/day in rooms", corpus4Clock()), analyzeAt(x, corpus4Clock())
		r.unsure = false
		if crossedEntry(&r, &a, &e, "Wi-Fi: Free in lobby, $9.99/day in rooms", "", x, corpus4Clock()) {
			t.Errorf("%q read as crossed", x)
		}
		if d := decideOne(t, eng, "Wi-Fi: Free in lobby, $9.99/day in rooms", "", x); semantic.Verdict(d, 0.5) == semantic.StatusFailed {
			t.Errorf("%q fails %v", x, d.Probabilities)
		}
	}
	for _, s := range []struct {
		in   string
		want int
	}{
		{"Wi-Fi: Free in lobby, $9.99/day in rooms", 2},
		{"Total $1,240, due Mar 3", 2},
		{"Hours: 9:30–17:00", 1},
		{"a; b | c · d\ne", 5},
	} {
		if got := entrySegments(s.in); len(got) != s.want {
			t.Errorf("entrySegments(%q) = %q, want %d entries", s.in, got, s.want)
		}
	}
	if got := entrySegments("Wi-Fi: Free in lobby, $9.99/day in rooms"); got[0].head != "Wi-Fi" {
		t.Errorf("head %q, want Wi-Fi", got[0].head)
	}
}
