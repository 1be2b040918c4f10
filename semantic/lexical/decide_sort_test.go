package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestSortDecided: an order against its opposite is a confident
// different; the same order is no conflict.
func TestSortDecided(t *testing.T) {
	eng := New()
	for _, c := range []struct {
		actual, ctx, expected string
		want                  semantic.Status
	}{
		{"Oldest first", "Sort", "newest messages first", semantic.StatusFailed},
		{"Price: low to high", "Sort by", "sorted most expensive first", semantic.StatusFailed},
		{"Oldest first", "Sort", "oldest messages first", semantic.StatusInconclusive}, // no conflict: "messages" is not on the page
	} {
		d := decideOne(t, eng, c.actual, c.ctx, c.expected)
		if got := semantic.Verdict(d, 0.8); got != c.want {
			t.Errorf("%q [%s] vs %q: %s %v, want %s", c.actual, c.ctx, c.expected, got, d.Probabilities, c.want)
		}
	}
}
