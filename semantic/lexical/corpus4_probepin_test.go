package lexical

import (
	"path/filepath"
	"testing"
)

// probePin holds an out-of-sample probe's figures at 0.8 when it was
// pinned: at least minDecisive decided, at most maxFalseFails false
// fails, an ECE of at most maxECE. False passes are 0 at 0.8 and 0.5.
type probePin struct {
	minDecisive   float64
	maxFalseFails int
	maxECE        float64
}

// checkProbe reports the engine's figures on a probe's dev domains, per
// domain and in total (every false pass named), and holds them to pin.
func checkProbe(t *testing.T, name string, domains []string, pin probePin) {
	t.Helper()
	var pairs []corpusPair
	for _, d := range domains {
		dp := readJSONL[corpusPair](t, filepath.Join("testdata", "corpus4", "dev", d+".jsonl"))
		for _, th := range []float64{0.8, 0.5} {
			r := runCorpus(t, New(WithClock(corpus4Clock)), dp, th, false)
			t.Logf("%-16s at %.1f: %d pairs, %d false passes, %.1f%% decisive, %d false fails", d, th, r.pairs, r.falsePass, 100*r.decisive(), r.falseFail)
		}
		pairs = append(pairs, dp...)
	}
	for _, th := range []float64{0.8, 0.5} {
		r := runCorpus(t, New(WithClock(corpus4Clock)), pairs, th, true)
		t.Logf("%s at %.1f: %d pairs, %d false passes, %.1f%% decisive, %d false fails, ECE %.3f", name, th, r.pairs, r.falsePass, 100*r.decisive(), r.falseFail, r.ece())
		if r.falsePass > 0 {
			t.Errorf("%s at %.1f: %d false passes, want 0", name, th, r.falsePass)
		}
		if th == 0.8 && (r.decisive() < pin.minDecisive || r.falseFail > pin.maxFalseFails || r.ece() > pin.maxECE) {
			t.Errorf("%s: decisive %.1f%%, %d false fails, ECE %.3f; want at least %.1f%%, at most %d, at most %.2f",
				name, 100*r.decisive(), r.falseFail, r.ece(), 100*pin.minDecisive, pin.maxFalseFails, pin.maxECE)
		}
	}
}
