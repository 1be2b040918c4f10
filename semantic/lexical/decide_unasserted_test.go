package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestUnassertedDecided: an estimate of an event against the claim that
// it happened, and a question against the statement, are confident
// differents; the event stated beside its estimate, and a claim of the
// estimate itself, are not.
func TestUnassertedDecided(t *testing.T) {
	eng := New(WithClock(corpus4Clock))
	for _, c := range []struct {
		actual, ctx, expected string
		want                  semantic.Status
	}{
		{"Est. delivery 7:45 PM", "Order #4471", "delivered at 7:45 PM", semantic.StatusFailed},
		{"Is your mailing address 12 Main St?", "Profile", "your mailing address is 12 Main St", semantic.StatusFailed},
		{"Est. delivery 7:45 PM · Delivered 7:45 PM", "Order #4471", "delivered at 7:45 PM", semantic.StatusPassed},
		{"Est. delivery 7:45 PM", "Order #4471", "the delivery is estimated at 7:45 PM", semantic.StatusPassed},
	} {
		d := decideOne(t, eng, c.actual, c.ctx, c.expected)
		if got := semantic.Verdict(d, 0.8); got != c.want {
			t.Errorf("%q [%s] vs %q: %s %v, want %s", c.actual, c.ctx, c.expected, got, d.Probabilities, c.want)
		}
	}
}
