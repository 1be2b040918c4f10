package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestPartsOfATotal: the parts of a stated total and their labels are
// covered by it; a total without a word of totality stays unsettled.
func TestPartsOfATotal(t *testing.T) {
	e := New(WithClock(corpus4Clock))
	cases := []struct {
		actual, expected string
		want             semantic.Status
	}{
		{"Fare $15.00 · Tip $3.00", "18 dollars in total", semantic.StatusPassed},
		{"Subtotal $40.00 · Shipping $5.00 · Total $45.00", "total of 45 dollars", semantic.StatusPassed},
		{"Subtotal $40.00 · Shipping $5.00 · Total $45.00", "total of 40 dollars", semantic.StatusFailed}, // the total entry holds $45 (decide_entries.go)
		{"Fare $15.00 · Tip $3.00", "18 dollars", semantic.StatusInconclusive},
		{"Fare $15.00 · Tip $3.00", "15 dollars in total", semantic.StatusFailed}, // one part is not the total (sums_total.go)
	}
	for _, c := range cases {
		d := decideOne(t, e, c.actual, "", c.expected)
		if st := semantic.Verdict(d, 0.8); st != c.want {
			t.Errorf("%q vs %q: %s (%s %.3f), want %s", c.actual, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
	}
}

func TestProducts(t *testing.T) {
	for _, c := range []struct {
		text string
		want float64
	}{
		{"Base $20 · 3 extra seats × $5", 15},
		{"2 × Team seat ($15) + 1 × Admin seat ($25)", 30},
	} {
		a := analyze(c.text)
		found := false
		for _, v := range a.values {
			found = found || (v.role == roleProduct && v.num == c.want)
		}
		if !found {
			t.Errorf("%q: no product of %v in %v", c.text, c.want, a.values)
		}
	}
	// Near miss: two amounts without a × are no product.
	for _, v := range analyze("3 seats · $5 each").values {
		if v.role == roleProduct {
			t.Errorf("3 seats · $5 each: product %v", v)
		}
	}
	a, e := analyze("2 × Team seat ($15) + 1 × Admin seat ($25)"), analyze("55 dollars in total")
	if q := sumCover(e.values[0], &a, &e); q != qFull {
		t.Errorf("55 dollars in total: sum cover %.2f, want full", q)
	}
	e = analyze("40 dollars in total")
	if q := sumCover(e.values[0], &a, &e); q != 0 {
		t.Errorf("40 dollars in total: sum cover %.2f, want none", q)
	}
}
