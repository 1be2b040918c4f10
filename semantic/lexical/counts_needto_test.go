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
	checkVerdicts(t, []verdictCase{
		{"Downloaded 9 of 12 tracks", "Offline", "three tracks still need to download", semantic.StatusInconclusive},
		{"3 of 5 forms signed", "Onboarding", "2 forms need to sign", semantic.StatusInconclusive},
		// The other truth: the done count as what still needs doing.
		{"Downloaded 9 of 12 tracks", "Offline", "nine tracks still need to download", semantic.StatusFailed},
		{"3 of 5 forms signed", "Onboarding", "three forms need to sign", semantic.StatusFailed},
	})
}
