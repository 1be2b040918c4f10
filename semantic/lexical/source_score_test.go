package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestSourceStructure holds the structural selection rules: the first value
// under a term, a stated quantity over a gauge, a heading as weak context,
// and no confident choice when two values are equally primary.
func TestSourceStructure(t *testing.T) {
	eng := New()
	for _, c := range []struct {
		name, desc, want string
		bound            bool // chosen at or above the source threshold
		srcs             []semantic.Source
	}{
		{"first value under a term", "Billing status", "t0_2", true, []semantic.Source{
			{ID: "t0_1", Role: "term", Text: "Billing status", Context: "Subscription"},
			{ID: "t0_2", Role: "definition", Text: "Payment overdue", Context: "Billing status"},
			{ID: "t0_3", Role: "definition", Text: "Invoice NW-1 was due on Nov 15, 2026.", Context: "Billing status"},
		}},
		{"stated quantity over a gauge", "Seats used", "t0_2", true, []semantic.Source{
			{ID: "t0_1", Role: "heading", Text: "Seats", Context: "Seats"},
			{ID: "t0_2", Role: "paragraph", Text: "7 of 10 seats used", Context: "Seats", Heading: "Seats"},
			{ID: "t0_3", Role: "meter", Text: "70%", Context: "Seats used", Heading: "Seats"},
		}},
		// The label says "renewal", the heading "Subscription"; the other
		// heading that says subscription is only a heading, and the page's
		// own key "Subscription" (the heading unit) makes it weak: bound.
		{"heading completes the label", "Subscription renewal", "t0_3", true, []semantic.Source{
			{ID: "t0_1", Role: "heading", Text: "Subscription", Context: "Subscription"},
			{ID: "t0_2", Role: "term", Text: "Auto-renew", Context: "Subscription", Heading: "Subscription"},
			{ID: "t0_3", Role: "definition", Text: "Renews automatically on Dec 1, 2026", Context: "Auto-renew", Heading: "Subscription"},
			{ID: "t0_4", Role: "heading", Text: "Cancel subscription", Context: "Cancel subscription"},
			{ID: "t0_5", Role: "paragraph", Text: "Cancelling stops automatic renewal. Your team keeps every feature until Dec 1, 2026.", Context: "Cancel subscription", Heading: "Cancel subscription"},
		}},
		// Two short values under one heading are both primary: no guess.
		{"two values under a heading", "Return time", semantic.ChoiceAmbiguous, false, []semantic.Source{
			{ID: "t0_1", Role: "heading", Text: "Return", Context: "Return"},
			{ID: "t0_2", Role: "paragraph", Text: "17:50", Context: "Return"},
			{ID: "t0_3", Role: "paragraph", Text: "07:40 +1 day", Context: "Return"},
		}},
		// A heading alone is weak: it never binds by itself.
		{"heading only", "Subscription plan", "t0_1", false, []semantic.Source{
			{ID: "t0_1", Role: "paragraph", Text: "Acme Robotics", Heading: "Subscription"},
		}},
	} {
		d := decideSource(t, eng, sourceCase{ID: "q", Sources: c.srcs, Description: c.desc})
		if d.Choice != c.want {
			t.Errorf("%s: %q chose %s (%.2f), want %s", c.name, c.desc, d.Choice, d.Confidence(), c.want)
			continue
		}
		if bound := d.Confidence() >= corpusThreshold; c.want != semantic.ChoiceAmbiguous && bound != c.bound {
			t.Errorf("%s: %q chose %s at %.2f, bound %v, want bound %v", c.name, c.desc, d.Choice, d.Confidence(), bound, c.bound)
		}
	}
}
