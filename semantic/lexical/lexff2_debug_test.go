package lexical

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"
)

// TestLexff2Debug prints, for each line "actual|context|expected" of the
// file JEV_LEXDEBUG names, the analyses' clause negations and the result.
func TestLexff2Debug(t *testing.T) {
	in := os.Getenv("JEV_LEXDEBUG")
	if in == "" {
		t.Skip("set JEV_LEXDEBUG=file")
	}
	f, err := os.Open(in)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		p := strings.Split(sc.Text(), "|")
		if len(p) != 3 {
			continue
		}
		now := corpus4Clock()
		a, e := analyzeAt(p[0], now), analyzeAt(p[2], now)
		r := compareTextsAt(p[0], p[1], p[2], now)
		eq, diff, insuf := r.distribution()
		fmt.Printf("A=%q E=%q\n  eq=%.2f diff=%.2f in=%.2f conflict=%.2f covE=%.2f covA=%.2f shared=%.2f unsure=%v missing=%v reasons=%v\n", p[0], p[2], eq, diff, insuf, r.conflict, r.covE, r.covA, r.shared, r.unsure, r.missing, r.reasons)
		for _, x := range []*analysis{&a, &e} {
			fmt.Printf("  canon=%q neg=%d clauseNeg=%v nClauses=%d\n", x.canon, x.neg, x.clauseNeg[:x.nClauses], x.nClauses)
			for _, u := range x.units {
				fmt.Printf("    u %s cl=%d w=%.2f impl=%v\n", u.key, u.clause, u.weight, u.implied)
			}
			for _, v := range x.values {
				fmt.Printf("    v %s cl=%d role=%v impl=%v\n", v.String(), v.clause, v.role, v.implied)
			}
		}
	}
}

// TestLexff2Bins logs the calibration bins of P(equivalent) on dev and on
// the third probe (JEV_LEXBINS set); it never reads the held-out part.
func TestLexff2Bins(t *testing.T) {
	if os.Getenv("JEV_LEXBINS") == "" {
		t.Skip("set JEV_LEXBINS=1")
	}
	var p3 []corpusPair
	for _, d := range corpus4Probe3Domains {
		p3 = append(p3, readJSONL[corpusPair](t, "testdata/corpus4/dev/"+d+".jsonl")...)
	}
	for name, pairs := range map[string][]corpusPair{"dev": readCorpus4(t, "dev"), "probe3": p3} {
		r := runCorpus(t, New(WithClock(corpus4Clock)), pairs, 0.8, false)
		var n, sp, hit [10]float64
		for i, p := range r.pEq {
			b := min(int(p*10), 9)
			n[b]++
			sp[b] += p
			if r.isEq[i] {
				hit[b]++
			}
		}
		for b := range n {
			if n[b] > 0 {
				fmt.Printf("%s bin %d: n=%4.0f meanP=%.3f hits=%.3f gap=%+.3f contrib=%.4f\n", name, b, n[b], sp[b]/n[b], hit[b]/n[b], hit[b]/n[b]-sp[b]/n[b], n[b]/float64(len(r.pEq))*(hit[b]/n[b]-sp[b]/n[b]))
			}
		}
	}
}
