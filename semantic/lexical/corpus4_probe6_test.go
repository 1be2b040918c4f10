package lexical

import (
	"path/filepath"
	"testing"
)

// corpus4Probe6Domains are the dev files of the sixth out-of-sample
// probe: eight more domains whose actual texts are long multi-field UI
// lines (cards, flattened rows, two-clause notices) against one fact,
// written in one batch before the engine was run on them
// (testdata/corpus4/README.md).
var corpus4Probe6Domains = []string{
	"investing", "outdoors", "events", "printing",
	"museums", "gardening", "accounting", "translation",
}

// TestCorpus4Probe6 reports the engine's figures on the sixth probe, per
// domain and in total (every false pass named), and holds them to no
// false pass at 0.8 or 0.5 and to the decisive share, false fails and
// calibration measured when it was pinned.
func TestCorpus4Probe6(t *testing.T) {
	var pairs []corpusPair
	for _, d := range corpus4Probe6Domains {
		dp := readJSONL[corpusPair](t, filepath.Join("testdata", "corpus4", "dev", d+".jsonl"))
		for _, th := range []float64{0.8, 0.5} {
			r := runCorpus(t, New(WithClock(corpus4Clock)), dp, th, false)
			t.Logf("%-16s at %.1f: %d pairs, %d false passes, %.1f%% decisive, %d false fails", d, th, r.pairs, r.falsePass, 100*r.decisive(), r.falseFail)
		}
		pairs = append(pairs, dp...)
	}
	for _, th := range []float64{0.8, 0.5} {
		r := runCorpus(t, New(WithClock(corpus4Clock)), pairs, th, true)
		t.Logf("probe 6 at %.1f: %d pairs, %d false passes, %.1f%% decisive, %d false fails, ECE %.3f", th, r.pairs, r.falsePass, 100*r.decisive(), r.falseFail, r.ece())
		// Before tuning (lexical/8 as on main at 250d434, 407 pairs): 0
		// false passes at 0.8 and 0.5, 34.9 % decisive at 0.8 (38.1 % at
		// 0.5), 22 false fails at 0.8 (26 at 0.5), ECE 0.157. After the
		// fixes (polarity_label.go, tense_last.go, durations.go "and a
		// quarter", analyze.go offParticle "written/paid off",
		// values_year.go, lexicon.txt "prohibited"): 0 and 0, 32.9 %
		// decisive (the false fails became inconclusive), 14 false fails,
		// ECE 0.149.
		if r.falsePass > 0 {
			t.Errorf("probe 6 at %.1f: %d false passes, want 0", th, r.falsePass)
		}
		if th == 0.8 && (r.decisive() < 0.326 || r.falseFail > 13 || r.ece() > 0.13) {
			t.Errorf("probe 6: decisive %.1f%%, %d false fails, ECE %.3f; want at least 32.6%%, at most 13, at most 0.13", 100*r.decisive(), r.falseFail, r.ece())
		}
	}
}
