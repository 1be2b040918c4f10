package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestAimDecided holds decide_aim.go: an aim or advice does not state
// that its value holds (failed); a claim of the aim or the setting, and a
// value the page shows outside its aim, are compared as before.
func TestAimDecided(t *testing.T) {
	eng := New(WithClock(corpus4Clock))
	for _, c := range []struct {
		actual, ctx, expected string
		want                  semantic.Status
	}{
		{"Suggested price $20", "", "the price is $20", semantic.StatusFailed},
		{"Goal: 10,000 steps", "Today", "10,000 steps today", semantic.StatusFailed},
		{"Target 22°", "Thermostat", "the target is 22 degrees", semantic.StatusPassed},
		{"Target 22°", "Thermostat", "the thermostat is set to 22 degrees", semantic.StatusInconclusive},
		{"8,432 steps · Goal 10,000", "Today", "8,432 steps today", semantic.StatusInconclusive},
		{"Target 22 °C", "Thermostat", "22 °C", semantic.StatusInconclusive}, // a bare value says nothing of what holds
	} {
		d := decideOne(t, eng, c.actual, c.ctx, c.expected)
		if got := semantic.Verdict(d, 0.8); got != c.want {
			t.Errorf("%q [%s] vs %q: %s %v, want %s", c.actual, c.ctx, c.expected, got, d.Probabilities, c.want)
		}
	}
}
