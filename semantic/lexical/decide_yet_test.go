package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestYetDecided holds decide_yet.go: under a negation on both sides
// "yet" adds nothing (passed, inconclusive before); a denial against an
// assertion stays a conflict.
func TestYetDecided(t *testing.T) {
	eng := New(WithClock(corpus4Clock))
	for _, c := range []struct {
		actual, ctx, expected string
		want                  semantic.Status
	}{
		{"Not deployed", "", "hasn't been released yet", semantic.StatusPassed},
		{"Not shipped yet", "Order", "the order has not shipped", semantic.StatusPassed},
		{"Not shipped yet", "Order", "the order has shipped", semantic.StatusFailed},
		{"Shipped", "Order", "the order has not shipped yet", semantic.StatusFailed},
	} {
		d := decideOne(t, eng, c.actual, c.ctx, c.expected)
		if got := semantic.Verdict(d, 0.8); got != c.want {
			t.Errorf("%q [%s] vs %q: %s %v, want %s", c.actual, c.ctx, c.expected, got, d.Probabilities, c.want)
		}
	}
}

// TestStillDecided holds decideStill (decide_yet.go): the claim's "still"
// or "already" says when a state began, not another state (passed,
// inconclusive before); a change in progress and an opposite state stay
// conflicts.
func TestStillDecided(t *testing.T) {
	eng := New(WithClock(corpus4Clock))
	for _, c := range []struct {
		actual, ctx, expected string
		want                  semantic.Status
	}{
		{"Pending", "Leave request", "the leave request is still pending", semantic.StatusPassed},
		{"Paid", "Invoice", "the invoice is already paid", semantic.StatusPassed},
		{"Turning off…", "Heater", "the heater is already off", semantic.StatusFailed},
		{"Approved", "Leave request", "the leave request is still pending", semantic.StatusFailed},
	} {
		d := decideOne(t, eng, c.actual, c.ctx, c.expected)
		if got := semantic.Verdict(d, 0.8); got != c.want {
			t.Errorf("%q [%s] vs %q: %s %v, want %s", c.actual, c.ctx, c.expected, got, d.Probabilities, c.want)
		}
	}
}
