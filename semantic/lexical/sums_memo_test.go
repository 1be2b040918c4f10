package lexical

import (
	"path/filepath"
	"testing"
)

// TestSumsMemoMatchesPlain holds the memoised sums rules to the plain ones
// of sums.go on every development pair and on long texts with totals.
func TestSumsMemoMatchesPlain(t *testing.T) {
	type pair struct{ actual, expected string }
	pairs := []pair{
		{"Subtotal $40.00 · Shipping $5.00 · Total $45.00", "a total of 45 dollars"},
		{"Fare $15.00 · Tip $3.00", "18 dollars in total"},
		{"$49 + $10 VAT", "59 dollars"},
		{"2 × Team seat ($15) · Base $20", "50 dollars altogether"},
		{longText(4 << 10), "Order #1003 was shipped on Apr 4"},
	}
	files, _ := filepath.Glob(filepath.Join("testdata", "corpus4", "dev", "*.jsonl"))
	files = append(files, "testdata/corpus.jsonl", "testdata/engine_dev.jsonl")
	for _, f := range files {
		for _, p := range readJSONL[corpusPair](t, f) {
			pairs = append(pairs, pair{p.Actual, p.Expected})
		}
	}
	sums := 0
	for _, p := range pairs {
		a, e := analyzeAt(p.actual, corpus4Clock()), analyzeAt(p.expected, corpus4Clock())
		m := newSumsMemo(&a, &e)
		for i, av := range a.values {
			if got, want := m.summedPart(av), summedPart(av, &a, &e); got != want {
				t.Errorf("summedPart %q / %q value %d: memo %v, plain %v", p.actual, p.expected, i, got, want)
			}
			got, want := m.breakdownPart(i), breakdownPart(av, &a, &e)
			if got != want {
				t.Errorf("breakdownPart %q / %q value %d: memo %v, plain %v", p.actual, p.expected, i, got, want)
			}
			if want {
				sums++
			}
		}
		for k := range maxClauses {
			if got, want := m.partClause(k), partClause(k, &a, &e); got != want {
				t.Errorf("partClause %q / %q clause %d: memo %v, plain %v", p.actual, p.expected, k, got, want)
			}
		}
	}
	if sums == 0 {
		t.Error("no breakdown part among the texts: the test reaches nothing")
	}
}
