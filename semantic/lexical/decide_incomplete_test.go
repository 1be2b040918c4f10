package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestIncompleteDecided holds decide_incomplete.go: an act partly done,
// in progress or asked for is not the act done (failed); a claim of the
// part, the progress or the request is compared as before.
func TestIncompleteDecided(t *testing.T) {
	eng := New(WithClock(corpus4Clock))
	for _, c := range []struct {
		actual, ctx, expected string
		want                  semantic.Status
	}{
		{"Partially refunded", "Order #12", "the order was refunded", semantic.StatusFailed},
		{"Nearly full", "Disk", "the disk is full", semantic.StatusFailed},
		{"Turning off…", "Heater", "the heater is off", semantic.StatusFailed},
		{"Booting up", "Server", "the server is up", semantic.StatusFailed},
		{"Cancellation requested", "Subscription", "the subscription was cancelled", semantic.StatusFailed},
		{"Partially refunded", "Order #12", "the order was partially refunded", semantic.StatusPassed},
		{"Turning off…", "Heater", "the heater is turning off", semantic.StatusPassed},
		{"Refund requested", "Order", "you requested a refund", semantic.StatusPassed},
	} {
		d := decideOne(t, eng, c.actual, c.ctx, c.expected)
		if got := semantic.Verdict(d, 0.8); got != c.want {
			t.Errorf("%q [%s] vs %q: %s %v, want %s", c.actual, c.ctx, c.expected, got, d.Probabilities, c.want)
		}
	}
}
