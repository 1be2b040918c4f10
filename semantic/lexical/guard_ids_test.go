package lexical

import (
	"fmt"
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestIDConflict: a noun right before a number names an item; the claim
// naming that item by another number is another item.
func TestIDConflict(t *testing.T) {
	eng := New()
	for _, c := range []struct {
		actual, ctx, expected string
		want                  semantic.Status
	}{
		{"Row 12 · Seat 5", "", "seat 12 in row 5", semantic.StatusFailed},
		{"Sec 104 · Row 12 · Seat 5", "", "seat twelve in row five", semantic.StatusFailed},
		{"Page 2 of 5", "Achievements", "you are on page five", semantic.StatusFailed},
		{"Row 12 · Seat 5", "", "seat 5 in row 12", semantic.StatusPassed},
		// Counts and measures after a verb are no item numbers.
		{"Posted 2 weeks ago", "", "posted 14 days ago", semantic.StatusPassed},
		{"Meter 2 · 18,402 kWh", "Readings", "meter 18,402 reads 2 kWh", semantic.StatusFailed},
	} {
		d := decideOne(t, eng, c.actual, c.ctx, c.expected)
		if got := semantic.Verdict(d, 0.8); got != c.want {
			t.Errorf("%q [%s] vs %q: %s %v, want %s", c.actual, c.ctx, c.expected, got, d.Probabilities, c.want)
		}
		if c.want != semantic.StatusPassed && semantic.Verdict(d, 0.5) == semantic.StatusPassed {
			t.Errorf("%q vs %q: passes at 0.5", c.actual, c.expected)
		}
	}
	for _, c := range []struct{ actual, expected, want string }{
		{"Gate 4", "gate 5", "gat"}, // the stem
		{"Ages 3–5", "age 5", ""},
		{"Table 4 · 2 guests", "a table for 2", ""},
		{"Level 42 · 1,250 / 3,000 XP", "level 42", ""},
		{"Will not renew · access ends Dec 1, 2026", "Access stops on 1 Dec 2026", ""},
	} {
		a, x, e := analyze(c.actual), analyze(""), analyze(c.expected)
		if got := idConflict(itemsOf(c.actual), nil, itemsOf(c.expected), &a, &x, &e); got != c.want {
			t.Errorf("idConflict(%q, %q) = %q, want %q", c.actual, c.expected, got, c.want)
		}
	}
}

// A claim that numbers two nouns otherwise than the page gives the same
// reason every run: the first noun in order, not the first a map yields.
func TestIDConflictReasonIsStable(t *testing.T) {
	for i := 0; i < 50; i++ {
		r := compareTexts("Section 210 · Row C · Seats 3 and 4", "Your tickets", "seats 210 and 3 in section 4")
		if got := fmt.Sprint(r.reasons); got != "[roles n:seat number of seat]" {
			t.Fatalf("run %d: reasons %s, want [roles n:seat number of seat]", i, got)
		}
	}
}
