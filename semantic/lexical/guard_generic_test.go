package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestTypicalAndCountedLabels: a typical value never states one case; a
// count in parentheses counts the label before it.
func TestTypicalAndCountedLabels(t *testing.T) {
	eng := New()
	for _, c := range []struct {
		actual, ctx, expected string
		want                  semantic.Status
	}{
		// Settled as different by decide_typical.go.
		{"Common side effects: nausea, headache", "Metformin", "you have a headache", semantic.StatusFailed},
		{"Usually ships in 2 days", "", "ships in 2 days", semantic.StatusFailed},
		{"Common side effects: nausea, headache", "Metformin", "common side effects include headache", semantic.StatusInconclusive},
		{"Upcoming tours (2) · Past tours (5)", "", "two past tours", semantic.StatusFailed},
		{"Upcoming tours (2) · Past tours (5)", "", "five past tours", semantic.StatusPassed},
	} {
		d := decideOne(t, eng, c.actual, c.ctx, c.expected)
		if got := semantic.Verdict(d, 0.8); got != c.want {
			t.Errorf("%q [%s] vs %q: %s %v, want %s", c.actual, c.ctx, c.expected, got, d.Probabilities, c.want)
		}
		if c.want != semantic.StatusPassed && semantic.Verdict(d, 0.5) == semantic.StatusPassed {
			t.Errorf("%q vs %q: passes at 0.5", c.actual, c.expected)
		}
	}
	for in, want := range map[string]string{
		"Upcoming tours (2) · Past tours (5)": "2 Upcoming tours · 5 Past tours",
		"Inbox (3)":                           "3 Inbox",
		"Applied (4), Saved (11)":             "4 Applied, 11 Saved",
		"Total (incl. VAT) $20":               "Total (incl. VAT) $20",
		"Call (555) 010-2030":                 "Call (555) 010-2030",
	} {
		if got := countLabels(in); got != want {
			t.Errorf("countLabels(%q) = %q, want %q", in, got, want)
		}
	}
}
