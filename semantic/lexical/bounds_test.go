package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestBoundRules: "at least" includes its number, "over" and "under" do
// not; a stated minimum or maximum is a rule that only the same rule
// states, and a floor against a cap at one number is a conflict.
func TestBoundRules(t *testing.T) {
	eng := New()
	for _, c := range []struct {
		actual, expected string
		want             semantic.Status
	}{
		{"Min. 4 players", "at least four players", semantic.StatusPassed},
		{"Min. 4 players", "at most four players", semantic.StatusFailed},
		{"Max seats: 6", "at least six seats", semantic.StatusFailed},
		{"Up to 6 seats", "at least 6 seats", semantic.StatusFailed},
		{"6 seats", "at least six seats", semantic.StatusPassed},
		// Strict bounds exclude their number.
		{"Weight: 5 kg", "under 5 kg", semantic.StatusFailed},
		// The bound word is part of the value, not a word to cover.
		{"Uptime 99.95%", "uptime above 99.9 percent", semantic.StatusPassed},
		{"Uptime 99.8%", "uptime above 99.9 percent", semantic.StatusFailed},
		// A limit of another size is not the claimed limit.
		{"Up to 3 devices", "up to 5 devices", semantic.StatusInconclusive},
	} {
		d := decideOne(t, eng, c.actual, "", c.expected)
		if got := semantic.Verdict(d, 0.8); got != c.want {
			t.Errorf("%q vs %q: %s %v, want %s", c.actual, c.expected, got, d.Probabilities, c.want)
		}
		if c.want != semantic.StatusPassed && semantic.Verdict(d, 0.5) == semantic.StatusPassed {
			t.Errorf("%q vs %q: passes at 0.5", c.actual, c.expected)
		}
	}
}
