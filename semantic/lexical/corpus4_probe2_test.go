package lexical

import (
	"path/filepath"
	"testing"
)

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
	var pairs []corpusPair
	for _, d := range corpus4Probe2Domains {
		dp := readJSONL[corpusPair](t, filepath.Join("testdata", "corpus4", "dev", d+".jsonl"))
		for _, th := range []float64{0.8, 0.5} {
			r := runCorpus(t, New(WithClock(corpus4Clock)), dp, th, false)
			t.Logf("%-10s at %.1f: %d pairs, %d false passes, %.1f%% decisive, %d false fails", d, th, r.pairs, r.falsePass, 100*r.decisive(), r.falseFail)
		}
		pairs = append(pairs, dp...)
	}
	for _, th := range []float64{0.8, 0.5} {
		r := runCorpus(t, New(WithClock(corpus4Clock)), pairs, th, true)
		if r.falsePass > 0 {
			t.Errorf("probe 2 at %.1f: %d false passes, want 0", th, r.falsePass)
		}
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
		if th == 0.8 && (r.decisive() < 0.461 || r.falseFail > 17) {
			t.Errorf("probe 2: decisive %.1f%%, %d false fails; want at least 45.7%% and at most 17", 100*r.decisive(), r.falseFail)
		}
	}
}
