package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestNeedToCounts: "three tracks still need to download" counts what is
// not downloaded yet, the complement of "Downloaded 9 of 12 tracks": no
// contradiction (not a pass either: "need" is the claim's own word). The
// downloaded count said as what still needs doing contradicts it.
func TestNeedToCounts(t *testing.T) {
	eng := New()
	for _, c := range []struct {
		actual, ctx, expected string
		failed                bool
	}{
		{"Downloaded 9 of 12 tracks", "Offline", "three tracks still need to download", false},
		{"3 of 5 forms signed", "Onboarding", "2 forms need to sign", false},
		// The other truth: the done count as what still needs doing.
		{"Downloaded 9 of 12 tracks", "Offline", "nine tracks still need to download", true},
		{"3 of 5 forms signed", "Onboarding", "three forms need to sign", true},
	} {
		d := decideOne(t, eng, c.actual, c.ctx, c.expected)
		st := semantic.Verdict(d, 0.8)
		if (st == semantic.StatusFailed) != c.failed {
			t.Errorf("%q [%s] vs %q: %s %v, want failed=%v", c.actual, c.ctx, c.expected, st, d.Probabilities, c.failed)
		}
		if semantic.Verdict(d, 0.5) == semantic.StatusPassed && c.failed {
			t.Errorf("%q vs %q: passes at 0.5", c.actual, c.expected)
		}
	}
}
