package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestOfferedSetting: a control's label names the state it would set,
// never the current state; the rest of the page, or a claim that names
// the action itself, is compared as before.
func TestOfferedSetting(t *testing.T) {
	eng := New()
	for _, c := range []struct {
		actual, ctx, expected string
		want                  semantic.Status
	}{
		{"Turn on paperless billing", "Preferences", "paperless billing is on", semantic.StatusFailed},
		{"Enable crossplay", "Settings", "crossplay is on", semantic.StatusFailed},
		{"Turn off voice chat", "Party", "voice chat is off", semantic.StatusFailed},
		{"Set pickup location", "Amoxicillin 500 mg", "the pickup location is set", semantic.StatusFailed},
		// The state itself, and a state beside an offer, still pass.
		{"Paperless billing: On", "Preferences", "paperless billing is on", semantic.StatusPassed},
		{"Paperless billing: On · Turn off", "Preferences", "paperless billing is on", semantic.StatusPassed},
		// A to-do item named by an action.
		{"✓ Buy milk", "Completed", "Buy milk is checked off", semantic.StatusPassed},
	} {
		d := decideOne(t, eng, c.actual, c.ctx, c.expected)
		if got := semantic.Verdict(d, 0.8); got != c.want {
			t.Errorf("%q [%s] vs %q: %s %v, want %s", c.actual, c.ctx, c.expected, got, d.Probabilities, c.want)
		}
		if c.want != semantic.StatusPassed && semantic.Verdict(d, 0.5) == semantic.StatusPassed {
			t.Errorf("%q vs %q: passes at 0.5", c.actual, c.expected)
		}
	}
}

func TestOfferVerb(t *testing.T) {
	for s, want := range map[string]string{
		"Turn on alerts":         "turn",
		"Please verify your ID":  "verify",
		"Tap to unlock":          "unlock",
		"Open now":               "",
		"Transfer sent to Jamie": "",
		"Status: Paid":           "",
		"Mark: 92":               "",
		"Alerts on":              "",
	} {
		if got := offerVerb(s); got != want {
			t.Errorf("offerVerb(%q) = %q, want %q", s, got, want)
		}
	}
}
