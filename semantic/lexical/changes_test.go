package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestChangeNow: an expectation about the present names the outcome of a
// shown change: the current state passes, the earlier one fails.
func TestChangeNow(t *testing.T) {
	eng := New()
	for _, c := range []struct {
		actual, expected string
		want             semantic.Status
	}{
		{"Theme: Light → Dark", "the theme is now dark", semantic.StatusPassed},
		{"Theme: Light → Dark", "the theme is now light", semantic.StatusFailed},
		{"Upgraded from Free to Pro", "currently on the Free plan", semantic.StatusFailed},
		// Without a word of the present the earlier state is not set aside.
		{"Theme: Light → Dark", "the theme is light", semantic.StatusInconclusive},
	} {
		d := decideOne(t, eng, c.actual, "", c.expected)
		if got := semantic.Verdict(d, 0.8); got != c.want {
			t.Errorf("%q vs %q: %s %v, want %s", c.actual, c.expected, got, d.Probabilities, c.want)
		}
	}
}
