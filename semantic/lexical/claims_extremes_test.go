package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestExtremeEntries: a list of a scale's extremes states each entry; the
// expected number in the opposite entry is a swap.
func TestExtremeEntries(t *testing.T) {
	e := New()
	for _, c := range []struct {
		actual, expected string
		want             semantic.Status
	}{
		{"Highest score: 98 · Lowest: 41", "the lowest score was 41", semantic.StatusPassed},
		{"Highest score: 98 · Lowest: 41", "the highest score was 41", semantic.StatusFailed},
		{"Highest score: 98 · Lowest: 41", "the lowest score was 98", semantic.StatusFailed},
		{"52-wk high 184.20 · low 121.05", "the 52-week low is 121.05", semantic.StatusPassed},
		{"52-wk high 184.20 · low 121.05", "the 52-week high is 121.05", semantic.StatusFailed},
		// max and min are the ends of one scale with high and low.
		{"Heart rate: max 172 · min 54", "highest heart rate 54", semantic.StatusFailed},
		{"Max 9 °C · Min 2 °C", "the high is 2 degrees", semantic.StatusFailed},
		// Words of one extreme cover each other where both sides fill it
		// alike; the other extreme is a swap.
		{"Highest priority: Client demo", "the client demo is the top priority", semantic.StatusPassed},
		{"Highest priority: Client demo", "the client demo is the lowest priority", semantic.StatusFailed},
		{"Lowest priority: Client demo", "the client demo is the top priority", semantic.StatusFailed},
		// A bare number beside the entry is no other entry.
		{"Lowest: 41 · 98", "the lowest score was 41", semantic.StatusInconclusive},
	} {
		d := decideOne(t, e, c.actual, "", c.expected)
		for _, th := range []float64{0.8, 0.5} {
			if st := semantic.Verdict(d, th); st != c.want && (th == 0.8 || st == semantic.StatusPassed) {
				t.Errorf("%q vs %q at %.1f: %s (%s %.3f), want %s", c.actual, c.expected, th, st, d.Choice, d.Confidence(), c.want)
			}
		}
	}
}

// TestExtremeClaims: "<slot> <noun>" with "<noun> #n" is the number in the
// slot.
func TestExtremeClaims(t *testing.T) {
	got := extremeClaims([]claim{{"low", "w:scor"}, {"n:w:scor", "#41"}, {"n:w:rat", "#3"}})
	want := []claim{{"n:w:rat", "#3"}, {"low", "#41"}}
	if len(got) != len(want) {
		t.Fatalf("extremeClaims = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("extremeClaims = %v, want %v", got, want)
		}
	}
}
