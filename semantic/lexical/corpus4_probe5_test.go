package lexical

import "testing"

// corpus4Probe5Domains are the dev files of the fifth out-of-sample
// probe: eight more domains, written in one batch and committed before
// the engine was run on them (testdata/corpus4/README.md).
var corpus4Probe5Domains = []string{
	"music", "podcasts", "automotive", "loans",
	"reservations", "security", "elections", "childcare",
}

// TestCorpus4Probe5 reports the engine's figures on the fifth probe, per
// domain and in total (every false pass named), and holds them to no
// false pass at 0.8 or 0.5 and to the decisive share, false fails and
// calibration measured when it was pinned.
func TestCorpus4Probe5(t *testing.T) {
	// Before tuning (lexical/9 as on main, 469 pairs): 2 false passes
	// at 0.8 and 2 at 0.5, 36.5 % decisive, 18 false fails, ECE 0.091
	// (at 0.5: 43.7 % decisive, 32 false fails).
	// After the fixes (guard_floor.go for rates, guard_passiveagent.go;
	// then offer_hyphennoun.go, the open/close ends of
	// values_times.go, "need to" in counts_todo.go and the magnitude
	// letter of claims.go for false fails): 0 and 0, 35.6 % decisive
	// (the false passes and two false fails became inconclusive, two
	// false fails passes), 14 false fails, ECE 0.085. With the
	// clause-scope false-fail rules (not tuned on this probe): 35.2 %
	// (two false fails became inconclusive), 12 false fails, ECE 0.068.
	checkProbe(t, "probe 5", corpus4Probe5Domains, probePin{minDecisive: 0.353, maxFalseFails: 12, maxECE: 0.09})
}
