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

// Measured (go test -run TestCorpus4 -v ./semantic/lexical/), at 0.8:
//
//	dev      5892 pairs: 0 false passes (0.8 and 0.5), 45.4 % decisive, 108 false fails (1.8 %), ECE 0.066
//	held-out  700 pairs: 1 false pass (0.8 and 0.5), 50.6 % decisive, 7 false fails (1.0 %), ECE 0.104
//
// The dev part holds the seven out-of-sample probes (each written before
// the engine was run on it, its before-tuning figures in its own test);
// the history of these figures, engine by engine, is the figures table
// of docs/lexical-engine.md. The last round added probe 7 (406 pairs of
// nine domains of public apps' locale wording: 1 / 1 false passes,
// 46.1 % decisive, 21 false fails before its rules) and the clause-scope
// false-fail rules; together they moved dev from 5,486 pairs, 45.3 %, 105
// false fails, ECE 0.062 to the figures above (ECE rose because false
// fails that became inconclusive sit in the undecided bucket, the one
// with the largest calibration gap).
//
// The target is 0 false passes on both parts. The held-out part is not
// there yet: its pin holds the measured 1 so that any further false pass
// fails the build; lowering it to 0 is the open work (docs/lexical-engine.md).
var corpus4Pinned = map[string]corpus4Pins{
	"dev":     {maxFalsePasses: 0, minDecisive: 0.454, maxFalseFails: 108, maxECE: 0.067},
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
