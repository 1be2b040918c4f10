package lexical

import "testing"

// TestSortOrders: opposite orders on one dimension conflict; the same
// order, another dimension or no order never does (claims_sort.go).
func TestSortOrders(t *testing.T) {
	cases := []struct {
		actual, context, expected string
		conflict                  bool
	}{
		{"Latest first", "Sort", "oldest comments first", true},
		{"Size: high to low", "Sort by", "smallest first", true},
		{"Name: A to Z", "", "sorted Z to A", true},
		// Near misses: the same direction, two dimensions named apart,
		// no order on the page.
		{"Latest first", "Sort", "newest comments first", false},
		{"Cheapest first", "", "newest first", false},
		{"Comments", "", "oldest comments first", false},
	}
	for _, c := range cases {
		a, ctx, e := analyze(c.actual), analyze(c.context), analyze(c.expected)
		if got := sortConflict(&a, &ctx, &e); got != c.conflict {
			t.Errorf("%q [%s] vs %q: sort conflict %v, want %v", c.actual, c.context, c.expected, got, c.conflict)
		}
		r := compareTexts(c.actual, c.context, c.expected)
		if eq, _, _ := r.distribution(); c.conflict && eq >= 0.5 {
			t.Errorf("%q vs %q: equivalent %.2f against opposite orders", c.actual, c.expected, eq)
		}
	}
}
