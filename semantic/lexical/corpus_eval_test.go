package lexical

import (
	"context"
	"math"
	"sort"
	"testing"
	"time"

	"github.com/jevtest/jev/semantic"
)

// corpusRun is a tally plus what calibration needs.
type corpusRun struct {
	tally
	// pEq and isEq: the probability of equivalent and the truth of each
	// pair, for the expected calibration error.
	pEq  []float64
	isEq []bool
	// truths lists the truths each phenomenon has.
	truths map[string]map[string]bool
}

// ece is the expected calibration error of P(equivalent) as a forecast of
// "the truth is equivalent", over ten equal-width bins.
func (r corpusRun) ece() float64 {
	var n, sumP, hits [10]float64
	for i, p := range r.pEq {
		b := min(int(p*10), 9)
		n[b]++
		sumP[b] += p
		if r.isEq[i] {
			hits[b]++
		}
	}
	e := 0.0
	for b := range n {
		if n[b] > 0 {
			e += n[b] / float64(len(r.pEq)) * math.Abs(sumP[b]/n[b]-hits[b]/n[b])
		}
	}
	return e
}

// runCorpus decides every pair at threshold, reports per phenomenon and
// returns the totals. With detail, each false pass is an error naming the
// pair and each false fail is logged; without it (a held-out part) no
// individual pair is ever printed.
func runCorpus(t *testing.T, eng *Engine, pairs []corpusPair, threshold float64, detail bool) corpusRun {
	t.Helper()
	var all corpusRun
	per := map[string]*tally{}
	truths := map[string]map[string]bool{}
	all.truths = truths
	ids := map[string]bool{}
	for _, p := range pairs {
		if ids[p.ID] {
			t.Fatalf("duplicate corpus id %s", p.ID)
		}
		ids[p.ID] = true
		if p.Truth != semantic.ChoiceEquivalent && p.Truth != semantic.ChoiceDifferent {
			t.Fatalf("%s: truth %q", p.ID, p.Truth)
		}
		if truths[p.Phenomenon] == nil {
			truths[p.Phenomenon] = map[string]bool{}
		}
		truths[p.Phenomenon][p.Truth] = true
		q := semantic.NewComparisonQuestion(p.ID, p.Actual, p.Context, p.Expected)
		req := semantic.Request{Version: semantic.ProtocolVersion, Questions: []semantic.Question{q}}
		ans, err := eng.Decide(context.Background(), req)
		if err != nil {
			t.Fatalf("%s: %v", p.ID, err)
		}
		ds, err := semantic.ValidateAnswer(req, ans)
		if err != nil {
			t.Fatalf("%s: invalid answer: %v", p.ID, err)
		}
		d := ds[0]
		all.pEq = append(all.pEq, d.Probabilities[semantic.ChoiceEquivalent])
		all.isEq = append(all.isEq, p.Truth == semantic.ChoiceEquivalent)
		st := semantic.Verdict(d, threshold)
		pt := per[p.Phenomenon]
		if pt == nil {
			pt = &tally{}
			per[p.Phenomenon] = pt
		}
		for _, x := range []*tally{&all.tally, pt} {
			x.count(st, p.Truth)
		}
		if !detail {
			continue
		}
		switch {
		case st == semantic.StatusPassed && p.Truth == semantic.ChoiceDifferent:
			t.Errorf("FALSE PASS %s [%s] actual=%q context=%q expected=%q: %s %.3f", p.ID, p.Phenomenon, p.Actual, p.Context, p.Expected, d.Choice, d.Confidence())
		case st == semantic.StatusFailed && p.Truth == semantic.ChoiceEquivalent:
			t.Logf("false fail %s [%s] actual=%q context=%q expected=%q: %s %.3f", p.ID, p.Phenomenon, p.Actual, p.Context, p.Expected, d.Choice, d.Confidence())
		case st == semantic.StatusInconclusive && testing.Verbose():
			t.Logf("inconclusive %s [%s] truth=%s actual=%q context=%q expected=%q: %v", p.ID, p.Phenomenon, p.Truth, p.Actual, p.Context, p.Expected, d.Probabilities)
		}
	}
	names := make([]string, 0, len(per))
	for n := range per {
		names = append(names, n)
	}
	sort.Strings(names)
	if detail {
		t.Logf("%-20s %5s %8s %6s %6s %6s %6s %6s", "phenomenon", "pairs", "decisive", "pass", "fail", "FP", "FF", "inconc")
		for _, n := range names {
			x := per[n]
			t.Logf("%-20s %5d %7.0f%% %6d %6d %6d %6d %6d", n, x.pairs, 100*x.decisive(), x.passEq, x.failDiff, x.falsePass, x.falseFail, x.inconclusive)
		}
	}
	t.Logf("%-20s %5d %7.1f%% %6d %6d %6d %6d %6d  (threshold %.2f, ECE %.3f)", "TOTAL", all.pairs, 100*all.decisive(), all.passEq, all.failDiff, all.falsePass, all.falseFail, all.inconclusive, threshold, all.ece())
	return all
}

func (x *tally) count(st semantic.Status, truth string) {
	x.pairs++
	switch {
	case st == semantic.StatusPassed && truth == semantic.ChoiceEquivalent:
		x.passEq++
	case st == semantic.StatusFailed && truth == semantic.ChoiceDifferent:
		x.failDiff++
	case st == semantic.StatusPassed:
		x.falsePass++
	case st == semantic.StatusFailed:
		x.falseFail++
	default:
		x.inconclusive++
	}
}

// TestEngineDev runs the engine's own development pairs (testdata/
// engine_dev.jsonl, written from the phenomena of issue 10): no false
// pass at 0.8 or 0.5.
func TestEngineDev(t *testing.T) {
	pairs := readJSONL[corpusPair](t, "testdata/engine_dev.jsonl")
	for _, th := range []float64{0.8, 0.5} {
		r := runCorpus(t, New(WithClock(devClock)), pairs, th, th == 0.8)
		if r.falsePass != 0 {
			t.Errorf("threshold %.1f: %d false passes, want 0", th, r.falsePass)
		}
	}
}

// devClock is the clock of the engine's development pairs: 1 December 2026,
// 09:00 UTC.
func devClock() time.Time { return time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC) }
