package lexical

import (
	"os"
	"strings"
	"testing"
)

// TestLexffDebug prints the analysis of the pairs in JEV_LEXFF_DBG
// (actual|context|expected per line); a debugging aid, skipped without it.
func TestLexffDebug(t *testing.T) {
	in := os.Getenv("JEV_LEXFF_DBG")
	if in == "" {
		t.Skip("set JEV_LEXFF_DBG")
	}
	for _, l := range strings.Split(in, "\n") {
		f := strings.Split(l, "|")
		if len(f) != 3 {
			continue
		}
		r := compareTextsAt(f[0], f[1], f[2], corpus4Clock())
		eq, diff, insuf := r.distribution()
		t.Logf("%q %q %q\n eq=%.2f diff=%.2f in=%.2f conflict=%.2f unsure=%v missing=%v reasons=%v covE=%.2f covA=%.2f covAm=%.2f inert=%v", f[0], f[1], f[2], eq, diff, insuf, r.conflict, r.unsure, r.missing, r.reasons, r.covE, r.covA, r.covAm, r.extraInert)
		a, e := analyzeAt(f[0], corpus4Clock()), analyzeAt(f[2], corpus4Clock())
		t.Logf(" E units=%s values=%s claims=%v\n A units=%s values=%s claims=%v", dumpUnits(e.units), dumpValues(e.values), e.claims, dumpUnits(a.units), dumpValues(a.values), a.claims)
	}
}
