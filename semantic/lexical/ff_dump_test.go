package lexical

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// TestDevFalseFailDump writes, for the development part split into its
// original domains and the four probes, the totals and
// every false fail (an equivalent pair answered different) grouped by the
// first reason of its conflict, and the equivalent pairs left inconclusive.
// It runs only with JEV_FFDUMP set (a file to write) and never reads the
// held-out part.
func TestDevFalseFailDump(t *testing.T) {
	out := os.Getenv("JEV_FFDUMP")
	if out == "" {
		t.Skip("set JEV_FFDUMP=file to dump the dev false fails by reason")
	}
	in := func(list []string) map[string]bool {
		m := map[string]bool{}
		for _, d := range list {
			m[d] = true
		}
		return m
	}
	p1, p2, p3, p4 := in(corpus4ProbeDomains), in(corpus4Probe2Domains), in(corpus4Probe3Domains), in(corpus4Probe4Domains)
	files, _ := filepath.Glob(filepath.Join("testdata", "corpus4", "dev", "*.jsonl"))
	sort.Strings(files)
	var b, all strings.Builder
	for _, set := range []string{"orig", "probe1", "probe2", "probe3", "probe4"} {
		groups := map[string][]string{}
		var inc []string
		n, ff, fp, dec := 0, 0, 0, 0
		for _, f := range files {
			d := strings.TrimSuffix(filepath.Base(f), ".jsonl")
			s := "orig"
			if p1[d] {
				s = "probe1"
			} else if p2[d] {
				s = "probe2"
			} else if p3[d] {
				s = "probe3"
			} else if p4[d] {
				s = "probe4"
			}
			if s != set {
				continue
			}
			for _, p := range readJSONL[corpusPair](t, f) {
				n++
				r := compareTextsAt(p.Actual, p.Context, p.Expected, corpus4Clock())
				eq, diff, insuf := r.distribution()
				st := "inconclusive"
				switch {
				case eq >= 0.8 && eq > diff && eq > insuf:
					st = "passed"
				case diff >= 0.8 && diff > eq && diff > insuf:
					st = "failed"
				}
				if st != "inconclusive" {
					dec++
				}
				fmt.Fprintf(&all, "%s\t%s\t%s\tA=%q C=%q E=%q %v\n", p.ID, st, p.Truth, p.Actual, p.Context, p.Expected, r.reasons)
				line := fmt.Sprintf("  %s [%s] A=%q C=%q E=%q\n    diff=%.2f conflict=%.2f shared=%.2f covE=%.2f swap=%v reasons=%v\n", p.ID, p.Phenomenon, p.Actual, p.Context, p.Expected, diff, r.conflict, r.shared, r.covE, r.swap, r.reasons)
				switch {
				case st == "passed" && p.Truth == "different":
					fp++
					groups["FALSE PASS"] = append(groups["FALSE PASS"], line)
				case st == "failed" && p.Truth == "equivalent":
					ff++
					why := "(none)"
					if len(r.reasons) > 0 {
						why = strings.Fields(r.reasons[0] + " x")[0]
					}
					if r.swap {
						why = "swap"
					}
					groups[why] = append(groups[why], line)
				case st == "inconclusive" && p.Truth == "equivalent":
					inc = append(inc, line)
				}
			}
		}
		fmt.Fprintf(&b, "== %s: %d pairs, %d false passes, %.1f%% decisive, %d false fails (%.1f%%), %d equivalent inconclusive\n", set, n, fp, 100*float64(dec)/float64(n), ff, 100*float64(ff)/float64(n), len(inc))
		var keys []string
		for k := range groups {
			keys = append(keys, k)
		}
		sort.Slice(keys, func(i, j int) bool { return len(groups[keys[i]]) > len(groups[keys[j]]) })
		for _, k := range keys {
			fmt.Fprintf(&b, "-- %s (%d)\n%s", k, len(groups[k]), strings.Join(groups[k], ""))
		}
		if os.Getenv("JEV_FFDUMP_INC") != "" {
			fmt.Fprintf(&b, "-- inconclusive equivalent (%d)\n%s", len(inc), strings.Join(inc, ""))
		}
	}
	if err := os.WriteFile(out+".all", []byte(all.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(out, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}
