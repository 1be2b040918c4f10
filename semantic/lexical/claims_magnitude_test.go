package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestMagnitudeLetterNoGrade: the letter glued after a number ("2.3M",
// "10k") is the number's magnitude, read by the value parser, and no
// grade: "over two million" states "2.3M". A letter code of a seat
// ("12A") stays a code, and a wrong magnitude stays a conflict.
func TestMagnitudeLetterNoGrade(t *testing.T) {
	eng := New()
	for _, c := range []struct {
		actual, ctx, expected string
		want                  semantic.Status
	}{
		{"2.3M monthly listeners", "Artist", "over two million monthly listeners", semantic.StatusPassed},
		{"10k followers", "Profile", "ten thousand followers", semantic.StatusPassed},
		// The other truth.
		{"2.3M monthly listeners", "Artist", "2.3 thousand monthly listeners", semantic.StatusFailed},
		{"2.3M monthly listeners", "Artist", "over three million monthly listeners", semantic.StatusFailed},
		{"Seat 12A", "Boarding pass", "seat 12B", semantic.StatusFailed},
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
