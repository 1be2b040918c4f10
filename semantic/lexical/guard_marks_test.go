package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestMarksAndPositions: a crossed item is absent; a cross beside a
// negation repeats it; a position never counts.
func TestMarksAndPositions(t *testing.T) {
	eng := New()
	for _, c := range []struct {
		actual, ctx, expected string
		want                  semantic.Status
	}{
		{"Eligible ✓ · Enrolled ✗", "Benefits", "you are enrolled", semantic.StatusFailed},
		{"❌ Not verified", "Driver's license", "the license is verified", semantic.StatusFailed},
		{"#3 of 212 applicants", "Ranking", "three applicants", semantic.StatusInconclusive},
		{"3rd of 212 applicants", "Ranking", "three applicants", semantic.StatusInconclusive},
		// Identifiers after '#' are no positions.
		{"PR #311", "", "pull request 311", semantic.StatusPassed},
	} {
		d := decideOne(t, eng, c.actual, c.ctx, c.expected)
		if got := semantic.Verdict(d, 0.8); got != c.want {
			t.Errorf("%q [%s] vs %q: %s %v, want %s", c.actual, c.ctx, c.expected, got, d.Probabilities, c.want)
		}
		if c.want != semantic.StatusPassed && semantic.Verdict(d, 0.5) == semantic.StatusPassed {
			t.Errorf("%q vs %q: passes at 0.5", c.actual, c.expected)
		}
	}
	for in, want := range map[string]string{
		"Eligible ✓ · Enrolled ✗":         "Eligible ✓ · not Enrolled ",
		"❌ Not verified":                  "❌ Not verified",
		"Wi-Fi ✓ · Parking ✗ · Laundry ✓": "Wi-Fi ✓ · not Parking · Laundry ✓",
		"✗ GPS": "not GPS ",
	} {
		if got := rewriteCrosses(in); got != want {
			t.Errorf("rewriteCrosses(%q) = %q, want %q", in, got, want)
		}
	}
}
