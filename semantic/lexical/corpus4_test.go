package lexical

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"
)

// corpus4Clock is the reference date of testdata/corpus4 (its README):
// Tuesday 1 December 2026.
func corpus4Clock() time.Time { return time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC) }

func readCorpus4(t *testing.T, part string) []corpusPair {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", "corpus4", part, "*.jsonl"))
	if err != nil || len(files) == 0 {
		t.Fatalf("corpus4 %s: no files (%v)", part, err)
	}
	sort.Strings(files)
	var out []corpusPair
	for _, f := range files {
		out = append(out, readJSONL[corpusPair](t, f)...)
	}
	return out
}

// corpus4Pins are the figures the corpus test holds each part to, a
// little below (or, for counts of errors, at) what lexical/4 measures:
// false passes at 0.8 and at 0.5 at most maxFalsePasses, decisive share at
// 0.8 at least minDecisive, false fails at 0.8 at most maxFalseFails,
// expected calibration error of P(equivalent) at most maxECE.
type corpus4Pins struct {
	maxFalsePasses int
	minDecisive    float64
	maxFalseFails  int
	maxECE         float64
}

// Measured (go test -run TestCorpus4 -v ./semantic/lexical/):
//
//	dev      1030 pairs: 0 false passes (0.8 and 0.5), 52.2 % decisive, 3 false fails (0.3 %), ECE 0.093
//	held-out  700 pairs: 1 false pass (0.8 and 0.5), 42.7 % decisive, 10 false fails (1.4 %), ECE 0.119
//
// With the third out-of-sample probe in dev (1,358 pairs of twelve new
// domains, 36.2 % decisive and 71 false fails on their own) and its
// guards (guard_probe3.go): dev 4,250 pairs, 0 / 0 false passes, 47.5 %
// decisive, 121 false fails (2.8 %), ECE 0.068; held-out 1 / 1, 50.4 %
// decisive (two passes fewer than before the guards), 9 false fails.
// Merged with that round's settling rules (decide_condition.go …) and
// false-fail rules (values_complement.go …): dev 0 / 0, 48.0 % decisive,
// 100 false fails (2.4 %), ECE 0.069; held-out 1 / 1, 50.3 %, 7 false
// fails, ECE 0.110. With the fourth probe (360 pairs, eight domains, by
// another author) and its rules: dev 4,610 pairs, 0 / 0, 47.9 %, 108 false
// fails (2.3 %), ECE 0.068; held-out unchanged. With the fifth probe
// (469 pairs, eight domains, 36.5 % decisive and 18 false fails on their
// own) and its two rules (guard_floor.go for rates,
// guard_passiveagent.go): dev 5,079 pairs, 0 / 0, 46.8 %, 126 false fails
// (2.5 %), ECE 0.070; held-out unchanged. With its false-fail rules
// (offer_hyphennoun.go, the open/close ends of values_times.go, "need to"
// in counts_todo.go, the magnitude letter of claims.go): 0 / 0, 46.8 %,
// 122 false fails (2.4 %), ECE 0.069.
// fails (2.3 %), ECE 0.068; held-out unchanged. With the false-fail and
// calibration rules of polarity_sibling.go, polarity_scope.go,
// values_product.go, values_context.go, values_otherrole.go,
// money_cents.go and confidence_soft.go: dev 0 / 0, 47.2 % decisive (false
// fails counted as decisive became inconclusive), 78 false fails (1.7 %),
// ECE 0.059; held-out 1 / 1, 50.3 %, 7 false fails, ECE 0.104.
// fails (2.3 %), ECE 0.068; held-out unchanged. With the bound-word,
// unknown-predicate and label-identity rules (bound_words.go,
// unstated_unknown.go, label_identity.go): dev 0 / 0, 48.1 %, 108 false
// fails, ECE 0.068; held-out unchanged (1 / 1, 50.3 %, 7, ECE 0.110).
// fails (2.3 %), ECE 0.068; held-out unchanged. With the sixth probe
// (407 pairs, eight domains of long multi-field texts) before its rules:
// dev 5,017 pairs, 0 / 0, 46.8 %, 130 false fails (2.6 %), ECE 0.075;
// after them: 0 / 0, 46.7 %, 122 false fails (2.4 %), ECE 0.074; held-out
// unchanged. With the clause-scope rules for false fails (marks and
// typicality scoped to their clause, a negated rest, a noun "block",
// recurring "Closed Mondays", entailed count roles, "12 min" as minutes,
// "not … yet" of a counted rest, a leading participle before "N of M"):
// dev 0 / 0, 45.3 % → 45.2 % (of 13 false fails fewer, 2 pass and 11
// are inconclusive; 3 undecided equivalents pass; 3 undecided near misses
// fail and 2 failed ones are inconclusive), 105 → 92 false fails (1.7 %),
// ECE 0.062 → 0.064; held-out 1 / 1, 50.3 % → 50.6 %, 7 false fails, ECE
// 0.104.
//
// The target is 0 false passes on both parts. The held-out part is not
// there yet: its pin holds the measured 1 so that any further false pass
// fails the build; lowering it to 0 is the open work (docs/lexical-engine.md).
var corpus4Pinned = map[string]corpus4Pins{
	"dev":     {maxFalsePasses: 0, minDecisive: 0.451, maxFalseFails: 92, maxECE: 0.065},
	"heldout": {maxFalsePasses: 1, minDecisive: 0.505, maxFalseFails: 7, maxECE: 0.11},
}

// TestCorpus4 measures both parts of testdata/corpus4. The dev part logs
// every false pass and false fail; the held-out part is reported only in
// aggregate, never pair by pair, so it cannot be tuned on by reading the
// test output.
func TestCorpus4(t *testing.T) {
	for _, part := range []string{"dev", "heldout"} {
		t.Run(part, func(t *testing.T) {
			pairs := readCorpus4(t, part)
			pin := corpus4Pinned[part]
			for _, th := range []float64{0.8, 0.5} {
				r := runCorpus(t, New(WithClock(corpus4Clock)), pairs, th, part == "dev" && th == 0.8)
				if r.falsePass > pin.maxFalsePasses {
					t.Errorf("%s at %.1f: %d false passes, want at most %d", part, th, r.falsePass, pin.maxFalsePasses)
				} else if r.falsePass > 0 {
					t.Logf("%s at %.1f: %d false passes: the target is 0", part, th, r.falsePass)
				}
				if th != 0.8 {
					continue
				}
				if r.decisive() < pin.minDecisive {
					t.Errorf("%s: decisive %.1f%%, want at least %.1f%%", part, 100*r.decisive(), 100*pin.minDecisive)
				}
				if r.falseFail > pin.maxFalseFails {
					t.Errorf("%s: %d false fails, want at most %d", part, r.falseFail, pin.maxFalseFails)
				}
				if e := r.ece(); e > pin.maxECE {
					t.Errorf("%s: ECE %.3f, want at most %.3f", part, e, pin.maxECE)
				}
			}
		})
	}
}

// TestReadmeEngineFigures holds the README's engine table to what the
// corpus measures: the development and held-out rows state the false
// passes at 0.8 and 0.5, the decisive share and the false fails of this
// engine, so a change of figures must update the README with them.
func TestReadmeEngineFigures(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatalf("read README: %v", err)
	}
	rows := map[string]string{"dev": "**development** part", "heldout": "**held-out** part"}
	for part, marker := range rows {
		var row string
		for _, line := range strings.Split(string(data), "\n") {
			if strings.HasPrefix(line, "|") && strings.Contains(line, marker) {
				row = line
			}
		}
		if row == "" {
			t.Errorf("README: no engine row for %s (%q)", part, marker)
			continue
		}
		pairs := readCorpus4(t, part)
		r8 := runCorpus(t, New(WithClock(corpus4Clock)), pairs, 0.8, false)
		r5 := runCorpus(t, New(WithClock(corpus4Clock)), pairs, 0.5, false)
		want := fmt.Sprintf("| **%d / %d** | %.1f %% | %d (%.1f %%)", r8.falsePass, r5.falsePass, 100*r8.decisive(), r8.falseFail, 100*float64(r8.falseFail)/float64(r8.pairs))
		if !strings.Contains(row, want) {
			t.Errorf("README %s row %q does not state the measured %q", part, row, want)
		}
	}
}
