package lexical

import "testing"

// corpus4Probe7Domains are the dev files of the seventh out-of-sample
// probe: nine more domains whose actual texts follow the wording of
// public apps' English locale files, written in one batch before the
// engine was run on them (testdata/corpus4/README.md).
var corpus4Probe7Domains = []string{
	"codereview", "cipipelines", "helpdesk", "streaming", "rideshare",
	"notes", "filesync", "monitoring", "nutrition",
}

// TestCorpus4Probe7 reports the engine's figures on the seventh probe,
// per domain and in total (every false pass named), and holds them to no
// false pass at 0.8 or 0.5 and to the decisive share, false fails and
// calibration measured when it was pinned.
func TestCorpus4Probe7(t *testing.T) {
	// Before tuning (lexical/10 as on main at 39e3b44, 406 pairs, committed
	// at f5d0d2d before the engine ran on them): 1 false pass at 0.8 and 1
	// at 0.5 ("Eco-Score B" against "the Eco-Score is A": the letter read
	// as an article), 46.1 % decisive at 0.8 (49.5 % at 0.5), 21 false
	// fails at 0.8 (27 at 0.5), ECE 0.121. Per domain at 0.8 (decisive,
	// false fails): codereview 39.1 % 2, cipipelines 51.1 % 4, helpdesk
	// 48.9 % 3, streaming 46.7 % 1, rideshare 46.7 % 1, notes 35.6 % 2,
	// filesync 60.0 % 3, monitoring 40.0 % 2, nutrition 46.7 % 3 (and the
	// false pass). After the fixes (the letter A after "is",
	// claims_grades.go; a state word such as "wait" negates no bound,
	// values_bounds_negator.go; a claimed "within" is a cap,
	// values_within.go; a claim held to the labelled entry its words name,
	// guard_entrybound.go; cent rounding of a converted rate,
	// values_period.go; "extended from X to Y" is a change, not a later
	// start, changes_verbs.go): 0 false passes at 0.8 and 0.5, 45.8 %
	// decisive at 0.8 (49.3 % at 0.5; a false fail became inconclusive),
	// 18 false fails at 0.8 (24 at 0.5), ECE 0.118. Per domain at 0.8:
	// codereview 39.1 % 2, cipipelines 51.1 % 4, helpdesk 48.9 % 1,
	// streaming 46.7 % 1, rideshare 46.7 % 1, notes 35.6 % 2, filesync
	// 60.0 % 3, monitoring 37.8 % 1, nutrition 46.7 % 3.
	checkProbe(t, "probe 7", corpus4Probe7Domains, probePin{minDecisive: 0.458, maxFalseFails: 18, maxECE: 0.118})
}
