package lexical

import (
	"path/filepath"
	"testing"
)

// corpus4Probe4Domains are the dev files of the fourth out-of-sample
// probe: eight more domains by another author, written in one batch
// before the engine was run on them (testdata/corpus4/README.md).
var corpus4Probe4Domains = []string{
	"dating", "languagelearning", "photostorage", "bikesharing",
	"homeservices", "passwords", "recipes", "marketplace",
}

// TestCorpus4Probe4 reports the engine's figures on the fourth probe, per
// domain and in total (every false pass named), and holds them to no
// false pass at 0.8 or 0.5 and to the decisive share, false fails and
// calibration measured when it was pinned.
func TestCorpus4Probe4(t *testing.T) {
	var pairs []corpusPair
	for _, d := range corpus4Probe4Domains {
		dp := readJSONL[corpusPair](t, filepath.Join("testdata", "corpus4", "dev", d+".jsonl"))
		for _, th := range []float64{0.8, 0.5} {
			r := runCorpus(t, New(WithClock(corpus4Clock)), dp, th, false)
			t.Logf("%-16s at %.1f: %d pairs, %d false passes, %.1f%% decisive, %d false fails", d, th, r.pairs, r.falsePass, 100*r.decisive(), r.falseFail)
		}
		pairs = append(pairs, dp...)
	}
	for _, th := range []float64{0.8, 0.5} {
		r := runCorpus(t, New(WithClock(corpus4Clock)), pairs, th, true)
		t.Logf("probe 4 at %.1f: %d pairs, %d false passes, %.1f%% decisive, %d false fails, ECE %.3f", th, r.pairs, r.falsePass, 100*r.decisive(), r.falseFail, r.ece())
		// Before tuning (lexical/8 as on main, 360 pairs): 6 false passes
		// at 0.8 and 7 at 0.5, 45.3 % decisive, 8 false fails, ECE 0.065.
		// After the fixes (abbrev_conventional.go, guard_codemod.go,
		// guard_rate.go, guard_callonly.go, guard_rest.go,
		// duration_offset.go): 0 and 0, 45.0 % decisive (the false
		// passes became inconclusive or failed), 8 false fails, ECE 0.056;
		// merged with the same round's other rules: 45.8 %. With the
		// next round's false-fail rules (not tuned on this probe): 45.5 %
		// (one fail of a different pair became inconclusive), 8 false
		// fails, ECE 0.048.
		if r.falsePass > 0 {
			t.Errorf("probe 4 at %.1f: %d false passes, want 0", th, r.falsePass)
		}
		if th == 0.8 && (r.decisive() < 0.455 || r.falseFail > 8 || r.ece() > 0.05) {
			t.Errorf("probe 4: decisive %.1f%%, %d false fails, ECE %.3f; want at least 45.5%%, at most 8, at most 0.05", 100*r.decisive(), r.falseFail, r.ece())
		}
	}
}
