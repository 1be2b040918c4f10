package lexical

import (
	"os"
	"path/filepath"
	"testing"
)

func TestZZBatch(t *testing.T) {
	dir := os.Getenv("JEV_BATCH")
	if dir == "" {
		t.Skip()
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	var pairs []corpusPair
	for _, f := range files {
		pairs = append(pairs, readJSONL[corpusPair](t, f)...)
	}
	for _, th := range []float64{0.8, 0.5} {
		runCorpus(t, New(WithClock(corpus4Clock)), pairs, th, true)
	}
}
