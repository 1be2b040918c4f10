package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestScheduledChangeIsNoNegation: a clause announcing when a stated
// state ends is not a negation of the present state; the present state
// negated stays a failure.
func TestScheduledChangeIsNoNegation(t *testing.T) {
	eng := New()
	for _, c := range []struct {
		actual, expected string
		failed           bool
	}{
		{"Open now · Closes 18:30", "the bakery is open", false},
		{"Closed · Opens 09:00", "the bakery is open", true},
		{"Closed until Dec 3", "the bakery is open", true},
	} {
		d := decideOne(t, eng, c.actual, "", c.expected)
		if got := semantic.Verdict(d, 0.8) == semantic.StatusFailed; got != c.failed {
			t.Errorf("%q vs %q: failed=%v %v, want %v", c.actual, c.expected, got, d.Probabilities, c.failed)
		}
	}
}

// TestOffParticle: "off" completing a verb ("dropped off", "ticked off")
// is no off state; "switched off" still is.
func TestOffParticle(t *testing.T) {
	eng := New()
	for _, c := range []struct {
		actual, ctxText, expected string
		failed                    bool
	}{
		{"✓ Water plants", "Completed", "water plants is ticked off", false},
		{"Drop-off: Gate 3", "", "dropped off at gate 3", false},
		{"Lights switched off", "", "the lights are on", true},
		{"Off", "Heater", "the heater is on", true},
	} {
		d := decideOne(t, eng, c.actual, c.ctxText, c.expected)
		if got := semantic.Verdict(d, 0.8) == semantic.StatusFailed; got != c.failed {
			t.Errorf("%q vs %q: failed=%v %v, want %v", c.actual, c.expected, got, d.Probabilities, c.failed)
		}
	}
}
