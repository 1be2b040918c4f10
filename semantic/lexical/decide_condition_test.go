package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestConditionDecided holds decide_condition.go: a fact stated under a
// condition does not state the fact alone (failed), while a claim that
// restates the condition, an exception ("unless"), a time ("when" with a
// past event), a frequency ("once a day") and a claim another clause
// states are compared as before.
func TestConditionDecided(t *testing.T) {
	eng := New(WithClock(corpus4Clock))
	for _, c := range []struct {
		actual, ctx, expected string
		want                  semantic.Status
	}{
		{"Free shipping on orders over $50", "", "shipping is free", semantic.StatusFailed},
		{"Free delivery if you spend $30", "", "delivery is free", semantic.StatusFailed},
		{"If you spend $30, delivery is free", "", "delivery is free", semantic.StatusFailed},
		{"Lights turn on when motion is detected", "Hallway", "the lights are on", semantic.StatusFailed},
		{"10% off for purchases above $100", "", "ten percent off", semantic.StatusFailed},
		{"Free cancellation if cancelled by Dec 8", "", "cancellation is free", semantic.StatusFailed},
		{"20% off with code SAVE20", "", "you get 20% off", semantic.StatusFailed},
		{"$5 off orders over $30", "", "you get $5 off", semantic.StatusFailed},
		{"Free shipping on orders over $50 · Express $9.99", "", "shipping is free", semantic.StatusFailed},
		// The claim restates the condition: compared as before.
		{"Free shipping on orders over $50", "", "free shipping on orders above 50 dollars", semantic.StatusPassed},
		{"10% off for purchases above $100", "", "10% off purchases over 100 dollars", semantic.StatusPassed},
		{"Free delivery if you spend $30", "", "delivery is free when you spend 30 dollars", semantic.StatusInconclusive},
		// An exception, a time and a frequency are no conditions.
		{"Renews Jan 1 unless cancelled", "", "the plan renews on January 1", semantic.StatusInconclusive},
		{"Delivered when you were out", "", "the parcel was delivered", semantic.StatusInconclusive},
		{"Take once a day", "", "take it once daily", semantic.StatusPassed},
		// A condition qualifies its own clause, not another one.
		{"Delivered · Lights on when motion is detected", "", "the parcel was delivered", semantic.StatusInconclusive},
	} {
		d := decideOne(t, eng, c.actual, c.ctx, c.expected)
		if got := semantic.Verdict(d, 0.8); got != c.want {
			t.Errorf("%q [%s] vs %q: %s %v, want %s", c.actual, c.ctx, c.expected, got, d.Probabilities, c.want)
		}
	}
}
