package lexical

import "testing"

// corpus4Probe3Domains are the dev files of the third out-of-sample probe:
// twelve more domains, written in four batches, each before the engine
// was run on it (testdata/corpus4/README.md); the fourth batch appended
// pairs to all twelve files.
var corpus4Probe3Domains = []string{
	"airport", "evcharging", "charity", "social", // the first batch
	"transit", "tax", "inventory", "news", // the second batch
	"videocalls", "construction", "agriculture", "conferences", // the third batch
}

// TestCorpus4Probe3 reports the engine's figures on the third probe, per
// domain and in total (every false pass named), and holds them to no
// false pass at 0.8 or 0.5.
func TestCorpus4Probe3(t *testing.T) {
	// Measured after its guards (guard_probe3.go; 1,358 pairs): 0
	// false passes at 0.8 and 0.5, 36.2 % decisive, 71 false fails.
	// Each batch before it was tuned on, at 0.8 / 0.5: batch 1
	// (airport, evcharging, charity, social; 392 pairs) 1 / 2 false
	// passes, 41.8 % decisive, 13 false fails; batch 2 (transit, tax,
	// inventory, news; 395) 1 / 1, 36.5 %, 24; batch 3 (videocalls,
	// construction, agriculture, conferences; 347) 1 / 1, 33.7 %, 18;
	// batch 4 (224 pairs across the twelve) 3 / 3, 32.6 %, 16.
	// Merged with the settling and false-fail rules of the same
	// round (tuned on other domains) and the fourth probe's rules: 36.8 %,
	// 71 false fails.
	// With the false-fail rules of polarity_sibling.go,
	// polarity_scope.go, values_product.go, values_context.go,
	// values_otherrole.go and money_cents.go (tuned on this probe):
	// 34.4 %, 41 false fails (3.0 %), ECE 0.127 → 0.101. With the
	// clause-scope false-fail rules (decide_incomplete_scope.go,
	// guard_typical_scope.go, values_complement_neg.go,
	// analyze_stateword.go, bounds_minutes.go, counts_leading.go; not
	// tuned on this probe's figures alone): 34.6 % → 34.3 % (false
	// fails became inconclusive), 33 false fails (2.4 %), ECE 0.097.
	checkProbe(t, "probe 3", corpus4Probe3Domains, probePin{minDecisive: 0.346, maxFalseFails: 33, maxECE: 0.10})
}
