package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestHyphenNounNoOffer: "Pick-up 5:40 PM" is the time of a pick-up, not
// a button to pick up, so the claim that the pick-up happened is never
// failed as an action still offered; the spaced verb stays a call to
// action.
func TestHyphenNounNoOffer(t *testing.T) {
	eng := New()
	for _, c := range []struct {
		actual, ctx, expected string
		failed                bool
	}{
		{"Pick-up 5:40 PM", "Today · Mia", "Mia was picked up at 5:40 PM", false},
		{"Drop-off 8:05 AM · Pick-up 5:40 PM", "Today · Mia", "Mia was picked up at 17:40", false},
		{"Check-in 15:00", "Your stay", "we checked in at 3 PM", false},
		// The other truth: a spaced verb and particle is a call to action.
		{"Pick up your order", "Order 1182", "the order was picked up", true},
	} {
		d := decideOne(t, eng, c.actual, c.ctx, c.expected)
		st := semantic.Verdict(d, 0.8)
		if (st == semantic.StatusFailed) != c.failed {
			t.Errorf("%q [%s] vs %q: %s %v, want failed=%v", c.actual, c.ctx, c.expected, st, d.Probabilities, c.failed)
		}
		if semantic.Verdict(d, 0.5) == semantic.StatusPassed && c.failed {
			t.Errorf("%q vs %q: passes at 0.5", c.actual, c.expected)
		}
	}
}
