package lexical

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestDevGroups reports corpus4's development part in its three groups —
// the 18 original domains, the first probe and the second — at 0.8 and
// 0.5, and, with JEV_LEXSTATUS set (a file to write), every dev pair's
// verdict at 0.8, one line each, so two versions of the rules can be
// compared pair by pair (diff the files). It never reads the held-out
// part.
func TestDevGroups(t *testing.T) {
	out := os.Getenv("JEV_LEXSTATUS")
	if out == "" && !testing.Verbose() {
		t.Skip("run with -v (figures) or JEV_LEXSTATUS=file (per-pair verdicts)")
	}
	files, err := filepath.Glob(filepath.Join("testdata", "corpus4", "dev", "*.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	groups := map[string][]corpusPair{}
	for _, f := range files {
		d := strings.TrimSuffix(filepath.Base(f), ".jsonl")
		g := "orig"
		switch {
		case slices.Contains(corpus4ProbeDomains, d):
			g = "probe1"
		case slices.Contains(corpus4Probe2Domains, d):
			g = "probe2"
		}
		groups[g] = append(groups[g], readJSONL[corpusPair](t, f)...)
	}
	var b strings.Builder
	eng := New(WithClock(corpus4Clock))
	for _, g := range []string{"orig", "probe1", "probe2"} {
		for _, th := range []float64{0.8, 0.5} {
			r := runCorpus(t, eng, groups[g], th, false)
			t.Logf("%-7s at %.1f: %d pairs, %d false passes, %.1f%% decisive (%d), %d false fails", g, th, r.pairs, r.falsePass, 100*r.decisive(), r.passEq+r.failDiff, r.falseFail)
		}
		if out == "" {
			continue
		}
		for _, p := range groups[g] {
			q := semantic.NewComparisonQuestion(p.ID, p.Actual, p.Context, p.Expected)
			req := semantic.Request{Version: semantic.ProtocolVersion, Questions: []semantic.Question{q}}
			ans, err := eng.Decide(context.Background(), req)
			if err != nil {
				t.Fatal(err)
			}
			d := ans.Decisions[0]
			fmt.Fprintf(&b, "%s\t%s\t%s\t%s\t%s %.2f\n", g, p.ID, p.Phenomenon, p.Truth, semantic.Verdict(d, 0.8), d.Probabilities[semantic.ChoiceEquivalent])
		}
	}
	if out != "" {
		if err := os.WriteFile(out, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
