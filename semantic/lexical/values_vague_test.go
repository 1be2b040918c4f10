package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestVagueAmounts: a vague word against the page's one percentage
// (values_vague.go): well inside its band it is stated, well outside
// contradicted, in between undecided.
func TestVagueAmounts(t *testing.T) {
	e := New(WithClock(corpus4Clock))
	cases := []struct {
		actual, expected string
		want             semantic.Status
	}{
		{"Chance of snow 70%", "snow is likely", semantic.StatusPassed},
		{"Chance of snow 20%", "snow is likely", semantic.StatusFailed},
		{"Chance of snow 20%", "snow is unlikely", semantic.StatusPassed},
		{"Ink 12%", "ink low", semantic.StatusPassed},
		{"Ink 75%", "ink low", semantic.StatusFailed},
		{"61% approve", "most approve", semantic.StatusPassed},
		{"50% approve", "most approve", semantic.StatusFailed},
		{"Inbox 95% full", "inbox almost full", semantic.StatusPassed},
		// Near misses: the middle of a band, a second value, a number
		// of the claim's own.
		{"Chance of snow 45%", "snow is likely", semantic.StatusInconclusive},
		{"Ink 35%", "ink low", semantic.StatusInconclusive},
		{"Chance of snow 70% · 2 cm", "snow is likely", semantic.StatusInconclusive},
		{"Chance of snow 70%", "snow is likely, about 5 cm", semantic.StatusInconclusive},
	}
	for _, c := range cases {
		d := decideOne(t, e, c.actual, "", c.expected)
		if st := semantic.Verdict(d, 0.8); st != c.want {
			t.Errorf("%q vs %q: %s (%s %.3f), want %s", c.actual, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
	}
}
