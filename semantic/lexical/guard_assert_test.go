package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestGuardAssertion: a question or a plan on the page names a fact
// without asserting it; the rest of the page, or a claim that is itself a
// plan, is compared as before.
func TestGuardAssertion(t *testing.T) {
	eng := New()
	for _, c := range []struct {
		actual, ctx, expected string
		want                  semantic.Status
	}{
		// Questions state nothing.
		{"Is your mailing address 12 Main St?", "Confirm address", "the mailing address is 12 Main St", semantic.StatusFailed},
		{"Was the order delivered?", "", "the order was delivered", semantic.StatusFailed},
		// A question beside a statement leaves the statement.
		{"Questions? Call us. Claim approved", "", "the claim was approved", semantic.StatusPassed},
		{"Claim approved", "", "the claim was approved", semantic.StatusPassed},
		// A plan or estimate never states that the event happened.
		{"Est. delivery 7:45 PM", "Order #4471", "delivered at 7:45 PM", semantic.StatusFailed},
		{"7:45 PM", "Estimated delivery", "the order was delivered at 7:45 PM", semantic.StatusFailed}, // settled: decide_planned.go
		// ... but it states the plan.
		{"Est. delivery 7:45 PM", "Order #4471", "estimated delivery at 7:45 PM", semantic.StatusPassed},
		// A page that states the event itself is compared as before.
		{"Delivered 7:45 PM", "Order #4471", "delivered at 7:45 PM", semantic.StatusPassed},
	} {
		d := decideOne(t, eng, c.actual, c.ctx, c.expected)
		if got := semantic.Verdict(d, 0.8); got != c.want {
			t.Errorf("%q [%s] vs %q: %s %v, want %s", c.actual, c.ctx, c.expected, got, d.Probabilities, c.want)
		}
		if c.want != semantic.StatusPassed && semantic.Verdict(d, 0.5) == semantic.StatusPassed {
			t.Errorf("%q vs %q: passes at 0.5", c.actual, c.expected)
		}
	}
}

func TestDropQuestions(t *testing.T) {
	for in, want := range map[string]string{
		"Is it 12 Main St?":                   "",
		"Questions? Call us. Claim approved":  " Call us. Claim approved",
		"Claim approved":                      "Claim approved",
		"Paid · Need help? · Receipt sent":    "Paid · · Receipt sent",
		"Ready for pickup. Is this you? Yes.": "Ready for pickup. Yes.",
	} {
		if got := dropQuestions(in); got != want {
			t.Errorf("dropQuestions(%q) = %q, want %q", in, got, want)
		}
	}
}
