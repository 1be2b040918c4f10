package lexical

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// TestDevInconclusiveDump lists the inconclusive (and falsely failed) pairs
// of corpus4's development part with the comparison behind each answer, for
// clustering by hand. It runs only with JEV_LEXDUMP set (a file to write)
// and never reads the held-out part.
func TestDevInconclusiveDump(t *testing.T) {
	out := os.Getenv("JEV_LEXDUMP")
	if out == "" {
		t.Skip("set JEV_LEXDUMP=file to dump the inconclusive dev pairs")
	}
	var b strings.Builder
	for _, p := range readCorpus4(t, "dev") {
		r := compareTextsAt(p.Actual, p.Context, p.Expected, corpus4Clock())
		eq, diff, insuf := r.distribution()
		st := "inconclusive"
		switch {
		case eq >= 0.8 && eq > diff && eq > insuf:
			st = "passed"
		case diff >= 0.8 && diff > eq && diff > insuf:
			st = "failed"
		}
		if st == "passed" || st == "failed" && p.Truth == "different" {
			continue
		}
		fmt.Fprintf(&b, "%s\t%s\t%s\t%s\tA=%q C=%q E=%q\n", p.ID, p.Phenomenon, p.Truth, st, p.Actual, p.Context, p.Expected)
		fmt.Fprintf(&b, "\teq=%.2f diff=%.2f covE=%.2f covA=%.2f covAm=%.2f inert=%v conflict=%.2f shared=%.2f unsure=%v missing=%v swap=%v reasons=%v\n",
			eq, diff, r.covE, r.covA, r.covAm, r.extraInert, r.conflict, r.shared, r.unsure, r.missing, r.swap, r.reasons)
		a, e := analyzeAt(p.Actual, corpus4Clock()), analyzeAt(p.Expected, corpus4Clock())
		fmt.Fprintf(&b, "\tE units=%s values=%s claims=%v\n\tA units=%s values=%s claims=%v\n", dumpUnits(e.units), dumpValues(e.values), e.claims, dumpUnits(a.units), dumpValues(a.values), a.claims)
	}
	if err := os.WriteFile(out, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

func dumpUnits(us []unit) string {
	var s []string
	for _, u := range us {
		f := u.key
		if u.neg {
			f = "¬" + f
		}
		if u.implied {
			f += "(i)"
		}
		if u.descriptor {
			f += "(d)"
		}
		s = append(s, fmt.Sprintf("%s/%.1f", f, u.weight))
	}
	return "[" + strings.Join(s, " ") + "]"
}

func dumpValues(vs []value) string {
	var s []string
	for _, v := range vs {
		s = append(s, fmt.Sprintf("%d:%g%s%s", v.kind, v.num, v.cur, v.unit))
	}
	return "[" + strings.Join(s, " ") + "]"
}
