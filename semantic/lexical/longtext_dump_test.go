package lexical

import (
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestDecisionDump writes every decision and its probabilities over the
// development corpora (corpus.jsonl, engine_dev.jsonl, corpus4/dev, the
// source corpus and the development fixtures; the held-out fixtures only as
// one digest) so a change meant to be behaviour-neutral can be checked by
// diffing two dumps. It runs only with JEV_DECISIONDUMP set (a file to
// write) and never reads corpus4's held-out part.
func TestDecisionDump(t *testing.T) {
	out := os.Getenv("JEV_DECISIONDUMP")
	if out == "" {
		t.Skip("set JEV_DECISIONDUMP=file to dump the decisions")
	}
	var b strings.Builder
	line := func(id string, d semantic.Decision) {
		keys := make([]string, 0, len(d.Probabilities))
		for k := range d.Probabilities {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		fmt.Fprintf(&b, "%s\t%s", id, d.Choice)
		for _, k := range keys {
			fmt.Fprintf(&b, "\t%s=%v", k, d.Probabilities[k])
		}
		b.WriteString("\n")
	}
	dumpPairs := func(eng *Engine, name string, pairs []corpusPair) {
		for _, p := range pairs {
			line(name+"/"+p.ID, replayComparison(t, eng, p.Actual, p.Context, p.Expected))
		}
	}
	dumpPairs(New(WithClock(devClock)), "corpus", readJSONL[corpusPair](t, "testdata/corpus.jsonl"))
	dumpPairs(New(WithClock(devClock)), "engine_dev", readJSONL[corpusPair](t, "testdata/engine_dev.jsonl"))
	files, _ := filepath.Glob(filepath.Join("testdata", "corpus4", "dev", "*.jsonl"))
	for _, f := range files {
		dumpPairs(New(WithClock(corpus4Clock)), "corpus4/"+filepath.Base(f), readJSONL[corpusPair](t, f))
	}
	eng := New()
	for _, c := range readJSONL[sourceCase](t, "testdata/sources.jsonl") {
		line("sources/"+c.ID, decideSource(t, eng, c))
	}
	held := sha256.New()
	for _, p := range readJSONL[fixturePage](t, "testdata/fixture_sources.jsonl") {
		srcs := make([]semantic.Source, len(p.Sources))
		ids := make([]string, len(p.Sources))
		for i, s := range p.Sources {
			srcs[i], ids[i] = s.Source, s.ID
		}
		var fb strings.Builder
		for _, c := range p.Cases {
			d := decideSource(t, eng, sourceCase{ID: c.ID, Sources: srcs, Description: c.Description})
			fmt.Fprintf(&fb, "fixture/%s/%s\tsource %s %v\n", p.File, c.ID, d.Choice, d.Probabilities[d.Choice])
			for _, s := range srcs {
				if s.ID == d.Choice {
					d2 := replayComparison(t, eng, s.Text, s.Context, c.Expected)
					fmt.Fprintf(&fb, "\tcompare %s %v\n", d2.Choice, d2.Probabilities)
				}
			}
		}
		for _, c := range p.SelectorCases {
			d := replayComparison(t, eng, c.Actual, c.Context, c.Expected)
			fmt.Fprintf(&fb, "fixture/%s/%s\tcompare %s %v\n", p.File, c.ID, d.Choice, d.Probabilities)
		}
		if devFixtures[p.File] {
			b.WriteString(fb.String())
		} else {
			held.Write([]byte(fb.String()))
		}
	}
	fmt.Fprintf(&b, "held-out fixtures digest %x\n", held.Sum(nil))
	if err := os.WriteFile(out, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}
