package lexical

import (
	"os"
	"strings"
	"testing"
)

func TestZZDbg(t *testing.T) {
	s := os.Getenv("JEV_DBG")
	if s == "" {
		t.Skip()
	}
	for _, ln := range strings.Split(s, "\n") {
		f := strings.Split(ln, "|")
		if len(f) != 3 {
			continue
		}
		r := compareTextsAt(f[0], f[1], f[2], corpus4Clock())
		eq, diff, insuf := r.distribution()
		t.Logf("%q / %q / %q\n eq=%.2f diff=%.2f ins=%.2f covE=%.2f covA=%.2f conflict=%.2f shared=%.2f unsure=%v missing=%v swap=%v reasons=%v", f[0], f[1], f[2], eq, diff, insuf, r.covE, r.covA, r.conflict, r.shared, r.unsure, r.missing, r.swap, r.reasons)
		a, e := analyzeAt(f[0], corpus4Clock()), analyzeAt(f[2], corpus4Clock())
		t.Logf("\n E units=%s values=%s claims=%v\n A units=%s values=%s claims=%v", dumpUnits(e.units), dumpValues(e.values), e.claims, dumpUnits(a.units), dumpValues(a.values), a.claims)
	}
}
