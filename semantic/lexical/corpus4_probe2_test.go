package lexical

import "testing"

// corpus4Probe2Domains are the dev files of the second out-of-sample
// probe: eight more domains, written in one batch before the engine was
// run on them (testdata/corpus4/README.md).
var corpus4Probe2Domains = []string{
	"telecom", "legal", "fitness", "hotels", "crm", "parking", "veterinary", "crypto",
	"cloud", "email", // the second batch
	"library", "surveys", // the third batch
}

// TestCorpus4Probe2 reports the engine's figures on the second probe, per
// domain and in total (every false pass named), and holds them to no
// false pass at 0.8 or 0.5.
func TestCorpus4Probe2(t *testing.T) {
	// Measured at the end of the round that wrote it (938 pairs): 0
	// false passes at 0.8 and 0.5, 42.4 % decisive, 30 false fails;
	// 45.7 % with the settling rules of decide*.go and the life cycles of
	// status_stages.go merged beside it (lexical/8); 17 false fails,
	// 44.7 % decisive with the false-fail rules of values_complement.go,
	// values_entrydate.go and polarity_*.go (13 false fails become
	// inconclusive or, two, a pass).
	// Each batch before it was tuned on: batch 1 (677 pairs) 5 false
	// passes at 0.8 and 6 at 0.5; batch 2 (cloud, email; 160 pairs,
	// with batch 1's rules) 2 and 3; batch 3 (library, surveys; 101
	// pairs, with the rules before it) 2 and 2.
	// 46.3 % (434 of 938 decided) with the settling rules of
	// decide_condition.go … decide_yet.go, tuned on the original dev
	// domains only; merged with the false-fail rules (30 → 17 false
	// fails) and the third probe's guards: 45.3 %; with the fourth probe's: 45.5 %;
	// with the unknown-predicate rule (unstated_unknown.go): 45.6 %.
	checkProbe(t, "probe 2", corpus4Probe2Domains, probePin{minDecisive: 0.461, maxFalseFails: 17, maxECE: 0.08})
}
