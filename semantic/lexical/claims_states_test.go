package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestStateBindings: a state word is bound to the name before it, so the
// same names with their states swapped are different (they were a 0.97
// pass: the same words and one negation on each side).
func TestStateBindings(t *testing.T) {
	e := New()
	for _, c := range []struct {
		actual, expected string
		want             semantic.Status
	}{
		{"email on, SMS off", "SMS on and email off", semantic.StatusFailed},
		{"email on, SMS off", "SMS off and email on", semantic.StatusPassed},
		{"Wi-Fi on, Bluetooth off", "Wi-Fi off and Bluetooth on", semantic.StatusFailed},
		{"Wi-Fi on, Bluetooth off", "Wi-Fi on and Bluetooth off", semantic.StatusPassed},
		{"Front door locked · Back door unlocked", "the front door is unlocked and the back door is locked", semantic.StatusFailed},
		// A label before its colon names the state's name: these were 0.97
		// passes too.
		{"Wi-Fi: On · Bluetooth: Off", "Wi-Fi off and Bluetooth on", semantic.StatusFailed},
		{"Email: on · SMS: off", "SMS on, email off", semantic.StatusFailed},
		{"Wi-Fi: On · Bluetooth: Off", "Bluetooth off and Wi-Fi on", semantic.StatusPassed},
		// The negation of another bound entry is not the claim's: "SMS:
		// off" beside "Email: on" states "email on" (it was a 0.95 fail).
		{"Email: on · SMS: off", "email on", semantic.StatusPassed},
		{"Email on · SMS off", "email off", semantic.StatusFailed},
		{"Email on · Not available", "email on", semantic.StatusInconclusive},
		// A count of a state is no binding: "3 of 5 lights on" has two off.
		{"3 of 5 lights on", "two lights are off", semantic.StatusPassed},
	} {
		d := decideOne(t, e, c.actual, "", c.expected)
		for _, th := range []float64{0.8, 0.5} {
			if st := semantic.Verdict(d, th); st != c.want && (th == 0.8 || st == semantic.StatusPassed) {
				t.Errorf("%q vs %q at %.1f: %s (%s %.3f), want %s", c.actual, c.expected, th, st, d.Choice, d.Confidence(), c.want)
			}
		}
	}
	// "20% off" is a discount, "on main" a preposition.
	got := stateBindings(claimTokens(itemsOf("20% off · Autoplay on · Passed on main")))
	if len(got) != 1 || got[0].name != "w:autoplai" || got[0].state != "on" || !got[0].pos {
		t.Errorf("stateBindings = %v, want autoplay on only", got)
	}
}
