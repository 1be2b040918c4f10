package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestPeriodConflict: "last year" and "this year" are two periods; a
// claim with no period, or with the page's own, is compared as before.
func TestPeriodConflict(t *testing.T) {
	eng := New()
	for _, c := range []struct {
		actual, ctx, expected string
		want                  semantic.Status
	}{
		{"Last year: $1,210 refund", "Tax refund", "your refund this year is $1,210", semantic.StatusFailed},
		{"$96", "This month", "the bill last month was $96", semantic.StatusFailed},
		{"Next season: Gold", "Rank", "ranked Gold this season", semantic.StatusFailed},
		{"Last year: $1,210 refund", "Tax refund", "last year's refund was $1,210", semantic.StatusPassed},
	} {
		d := decideOne(t, eng, c.actual, c.ctx, c.expected)
		if got := semantic.Verdict(d, 0.8); got != c.want {
			t.Errorf("%q [%s] vs %q: %s %v, want %s", c.actual, c.ctx, c.expected, got, d.Probabilities, c.want)
		}
		if c.want != semantic.StatusPassed && semantic.Verdict(d, 0.5) == semantic.StatusPassed {
			t.Errorf("%q vs %q: passes at 0.5", c.actual, c.expected)
		}
	}
	for _, c := range []struct {
		actual, ctx, expected, want string
	}{
		{"Last year: $1,210", "", "this year $1,210", "year"},
		{"This month $96 · Last month $112", "", "this month $96", ""},
		{"$96", "", "this month $96", ""},
		{"Previous term: B", "", "a B in the current term", "term"},
	} {
		if got := periodConflict(itemsOf(c.actual), itemsOf(c.ctx), itemsOf(c.expected)); got != c.want {
			t.Errorf("periodConflict(%q, %q) = %q, want %q", c.actual, c.expected, got, c.want)
		}
	}
}
