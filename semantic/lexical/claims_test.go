package lexical

import (
	"context"
	"testing"

	"github.com/jevtest/jev/semantic"
)

// decideOne runs one comparison through the engine.
func decideOne(t testing.TB, e *Engine, actual, ctxText, expected string) semantic.Decision {
	t.Helper()
	q := semantic.NewComparisonQuestion("q", actual, ctxText, expected)
	req := semantic.Request{Version: semantic.ProtocolVersion, Questions: []semantic.Question{q}}
	ans, err := e.Decide(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	ds, err := semantic.ValidateAnswer(req, ans)
	if err != nil {
		t.Fatal(err)
	}
	return ds[0]
}

// roleSwaps are the same words in swapped roles, bindings or signs: never
// a pass, not even at 0.5.
var roleSwaps = []struct{ actual, expected string }{
	// The four false passes of lexical/3.
	{"You blocked this contact", "This contact blocked you"},
	{"12 members, 4 online", "Four members, twelve online"},
	{"High 31° / Low 18°", "A high of 18 and a low of 31"},
	{"Grade: A-", "Grade A+"},
	// Other subject/object swaps.
	{"Alice invited Bob", "Bob invited Alice"},
	{"You follow Sam", "Sam follows you"},
	{"Maria assigned the ticket to Tom", "Tom assigned the ticket to Maria"},
	// from/to, before/after, min/max.
	{"From London to Paris", "From Paris to London"},
	{"Flight from Berlin to Rome", "Flight to Berlin from Rome"},
	{"Min 5, max 10", "Max 5, min 10"},
	{"Arrives before 9 am, departs after 6 pm", "Arrives after 9 am, departs before 6 pm"},
	// Bindings of quantities to nouns.
	{"3 adults, 2 children", "2 adults, 3 children"},
	{"5 open issues, 2 closed", "2 open issues, 5 closed"},
	{"2 bedrooms, 1 bathroom", "1 bedroom, 2 bathrooms"},
	// Signs.
	{"Temperature: -5°", "Temperature: +5°"},
	{"Balance: -$20.00", "Balance: $20.00"},
	{"Score: B+", "Score: B-"},
	{"Change: +3.2%", "Change: -3.2%"},
	// Ranges, passive agents, identifiers with a letter, modified names,
	// arrows, changes in progress.
	{"Dec 3 – Dec 5", "from December 5 to December 3"},
	{"Followed by Jane", "You follow Jane"},
	{"Seat 12A", "seat 12B"},
	{"Pro+", "Pro"},
	{"Rotterdam → Hamburg", "shipped from Hamburg to Rotterdam"},
	{"Turning off…", "the heater is already off"},
	{"Math: A, English: B", "A in English and B in maths"},
}

func TestRoleSwapsNeverPass(t *testing.T) {
	e := New()
	for _, c := range roleSwaps {
		for _, pair := range [][2]string{{c.actual, c.expected}, {c.expected, c.actual}} {
			d := decideOne(t, e, pair[0], "", pair[1])
			if st := semantic.Verdict(d, 0.5); st == semantic.StatusPassed {
				t.Errorf("%q vs %q: passed at 0.5 (%s %.3f)", pair[0], pair[1], d.Choice, d.Confidence())
			}
		}
	}
}

// alignedClaims are the same claims in another order or wording: the claim
// model must not reject them.
var alignedClaims = []struct{ actual, expected string }{
	{"12 members, 4 online", "4 online, 12 members"},
	{"High 31° / Low 18°", "Low 18°, high 31°"},
	{"You blocked this contact", "You blocked this contact"},
	{"From London to Paris", "To Paris from London"},
	{"3 adults, 2 children", "2 children and 3 adults"},
	{"Grade: A-", "Grade A-"},
}

func TestAlignedClaimsNotRejected(t *testing.T) {
	e := New()
	for _, c := range alignedClaims {
		d := decideOne(t, e, c.actual, "", c.expected)
		if d.Choice == semantic.ChoiceDifferent {
			t.Errorf("%q vs %q: different (%.3f)", c.actual, c.expected, d.Confidence())
		}
	}
}
