package lexical

import (
	"path/filepath"
	"testing"
)

// TestValueIndexesMatchPlain holds derivedCoverAt and otherExtremeAmong
// with their indexes to the plain scans on every development pair.
func TestValueIndexesMatchPlain(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "corpus4", "dev", "*.jsonl"))
	files = append(files, "testdata/corpus.jsonl", "testdata/engine_dev.jsonl")
	derived, extreme := 0, 0
	for _, f := range files {
		for _, p := range readJSONL[corpusPair](t, f) {
			a, e := analyzeAt(p.Actual, corpus4Clock()), analyzeAt(p.Expected, corpus4Clock())
			from, ext := derivedFrom(a.values), inExtremeSlots(a.claims)
			for i, av := range a.values {
				got, want := derivedCoverAt(i, a.values, e.values, from), derivedCover(i, a.values, e.values)
				if got != want {
					t.Errorf("derivedCover %q / %q value %d: indexed %v, plain %v", p.Actual, p.Expected, i, got, want)
				}
				if want > 0 {
					derived++
				}
				g, w := otherExtremeAmong(av, ext, &a, &e), otherExtremeValue(av, &a, &e)
				if g != w {
					t.Errorf("otherExtremeValue %q / %q value %d: indexed %v, plain %v", p.Actual, p.Expected, i, g, w)
				}
				if w {
					extreme++
				}
			}
		}
	}
	if derived == 0 || extreme == 0 {
		t.Errorf("derived covers %d, other extremes %d: the test must reach both", derived, extreme)
	}
}
