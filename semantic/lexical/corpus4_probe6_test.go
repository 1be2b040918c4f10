package lexical

import "testing"

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
	// Before tuning (lexical/8 as on main at 250d434, 407 pairs): 0
	// false passes at 0.8 and 0.5, 34.9 % decisive at 0.8 (38.1 % at
	// 0.5), 22 false fails at 0.8 (26 at 0.5), ECE 0.157. After the
	// fixes (polarity_label.go, tense_last.go, durations.go "and a
	// quarter", analyze.go offParticle "written/paid off",
	// values_year.go, lexicon.txt "prohibited"): 0 and 0, 32.9 %
	// decisive (the false fails became inconclusive), 14 false fails,
	// ECE 0.149. With the clause-scope false-fail rules
	// (guard_tense_recurring.go, counts_implied.go among them): 32.7 %
	// (one false fail passes, one is inconclusive, one more pass), 11
	// false fails (2.7 %), ECE 0.127.
	checkProbe(t, "probe 6", corpus4Probe6Domains, probePin{minDecisive: 0.326, maxFalseFails: 10, maxECE: 0.13})
}
