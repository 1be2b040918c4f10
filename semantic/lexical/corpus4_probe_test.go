package lexical

import (
	"path/filepath"
	"testing"
)

// corpus4ProbeDomains are the dev files written as an out-of-sample probe:
// domains the engine was never tuned for, written before the engine was run
// on them (testdata/corpus4/README.md).
var corpus4ProbeDomains = []string{
	"insurance", "realestate", "recruiting", "gaming", "government",
	"energy", "fooddelivery", "ticketing", "pharmacy", "carrental",
}

// TestCorpus4Probe reports the engine's figures on the probe domains alone
// (all dev pairs, so each false pass and false fail is named) and holds
// them to no false pass at 0.8 or 0.5.
func TestCorpus4Probe(t *testing.T) {
	var pairs []corpusPair
	for _, d := range corpus4ProbeDomains {
		pairs = append(pairs, readJSONL[corpusPair](t, filepath.Join("testdata", "corpus4", "dev", d+".jsonl"))...)
	}
	for _, th := range []float64{0.8, 0.5} {
		r := runCorpus(t, New(WithClock(corpus4Clock)), pairs, th, th == 0.8)
		if r.falsePass > 0 {
			t.Errorf("probe at %.1f: %d false passes, want 0", th, r.falsePass)
		}
		// The figures of the probe domains when lexical/8 was released
		// (42.9 %), then 45.0 % (416 of 924 decided) with the settling
		// rules of decide_condition.go … decide_yet.go, tuned on the
		// original dev domains only; merged with the false-fail rules
		// (values_complement.go … polarity_*.go: 19 → 11 false fails, a
		// false fail being decisive) and the third probe's guards: 44.7 %.
		// With the unknown-predicate rule (unstated_unknown.go, tuned on
		// the original dev domains): 44.9 %.
		if th == 0.8 && (r.decisive() < 0.449 || r.falseFail > 11) {
			t.Errorf("probe: decisive %.1f%%, %d false fails; want at least 44.9%% and at most 11", 100*r.decisive(), r.falseFail)
		}
	}
}
