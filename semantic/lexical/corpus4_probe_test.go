package lexical

import "testing"

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
	// The figures of the probe domains when lexical/8 was released
	// (42.9 %), then 45.0 % (416 of 924 decided) with the settling
	// rules of decide_condition.go … decide_yet.go, tuned on the
	// original dev domains only; merged with the false-fail rules
	// (values_complement.go … polarity_*.go: 19 → 11 false fails, a
	// false fail being decisive) and the third probe's guards: 44.7 %.
	// With the unknown-predicate rule (unstated_unknown.go, tuned on
	// the original dev domains): 44.9 %.
	checkProbe(t, "probe 1", corpus4ProbeDomains, probePin{minDecisive: 0.449, maxFalseFails: 11, maxECE: 0.02})
}
