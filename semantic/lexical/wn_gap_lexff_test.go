package lexical

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jevtest/jev/semantic/lexical/internal/wordnet"
)

// TestWordNetGapDump lists, for the equivalent pairs of the original dev
// domains left inconclusive, the uncovered word pairs WordNet relates
// (any rank, hypernym, derivation) and the pairs it does not; a
// diagnostic run only with JEV_WNGAP set, never on the held-out part.
func TestWordNetGapDump(t *testing.T) {
	if os.Getenv("JEV_WNGAP") == "" {
		t.Skip("set JEV_WNGAP=1")
	}
	skip := map[string]bool{}
	for _, d := range append(append([]string{}, corpus4ProbeDomains...), corpus4Probe2Domains...) {
		skip[d] = true
	}
	files, _ := filepath.Glob(filepath.Join("testdata", "corpus4", "dev", "*.jsonl"))
	n, related := 0, 0
	for _, f := range files {
		if skip[strings.TrimSuffix(filepath.Base(f), ".jsonl")] {
			continue
		}
		for _, p := range readJSONL[corpusPair](t, f) {
			if p.Truth != "equivalent" {
				continue
			}
			r := compareTextsAt(p.Actual, p.Context, p.Expected, corpus4Clock())
			eq, diff, insuf := r.distribution()
			if eq >= 0.8 || diff >= 0.8 || insuf < 0 {
				continue
			}
			n++
			a, e := analyzeAt(p.Actual+" "+p.Context, corpus4Clock()), analyzeAt(p.Expected, corpus4Clock())
			var rel []string
			for _, eu := range e.units {
				if eu.implied || eu.raw == "" || bestUnit(eu, a.units) > 0 {
					continue
				}
				for _, au := range a.units {
					if au.implied || au.raw == "" || bestUnit(au, e.units) > 0 {
						continue
					}
					x, y := eu.raw, au.raw
					if wordnet.Synonyms(x, y, 3) || wordnet.Hypernym(x, y) || wordnet.Hypernym(y, x) || wordnet.Derived(x, y) || wordnet.LooseSynonyms(x, y) || wordnet.LooseSynonyms(y, x) {
						rel = append(rel, x+"~"+y)
					}
				}
			}
			if len(rel) > 0 {
				related++
				t.Logf("%s %v reasons=%v unsure=%v missing=%v covE=%.2f A=%q E=%q", p.ID, rel, r.reasons, r.unsure, r.missing, r.covE, p.Actual, p.Expected)
			}
		}
	}
	t.Logf("%d inconclusive equivalent pairs, %d with an uncovered word pair WordNet relates", n, related)
}
