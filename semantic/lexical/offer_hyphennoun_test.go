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
	checkVerdicts(t, []verdictCase{
		{"Pick-up 5:40 PM", "Today · Mia", "Mia was picked up at 5:40 PM", semantic.StatusInconclusive},
		{"Drop-off 8:05 AM · Pick-up 5:40 PM", "Today · Mia", "Mia was picked up at 17:40", semantic.StatusInconclusive},
		{"Check-in 15:00", "Your stay", "we checked in at 3 PM", semantic.StatusInconclusive},
		// The other truth: a spaced verb and particle is a call to action.
		{"Pick up your order", "Order 1182", "the order was picked up", semantic.StatusFailed},
	})
}
