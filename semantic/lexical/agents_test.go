package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestAgentNouns: "X is the editor" and "Editor: X" say "edited by X";
// another name in the role is no pass, and a noun that only looks derived
// binds nothing.
func TestAgentNouns(t *testing.T) {
	eng := New()
	for _, c := range []struct {
		actual, expected string
		pass             bool
	}{
		{"Edited by Sam Reyes", "Sam Reyes is the editor", true},
		{"Editor: Sam Reyes", "edited by Sam Reyes", true},
		{"Edited by Sam Reyes", "Lee Park is the editor", false},
		{"Printer offline", "the document was printed", false},
	} {
		d := decideOne(t, eng, c.actual, "", c.expected)
		// A pass must hold at 0.8; a non-pass must hold even at 0.5.
		th := 0.5
		if c.pass {
			th = 0.8
		}
		if got := semantic.Verdict(d, th) == semantic.StatusPassed; got != c.pass {
			t.Errorf("%q vs %q at %.1f: passed=%v %v, want %v", c.actual, c.expected, th, got, d.Probabilities, c.pass)
		}
	}
}
