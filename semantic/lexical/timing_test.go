package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestTimingAgainstPlan: before/after a plan's date is early/late; before
// another event is only an order.
func TestTimingAgainstPlan(t *testing.T) {
	if got := readTiming("Arrived before the estimated date"); got != "Arrived early" {
		t.Errorf("readTiming = %q", got)
	}
	if got := readTiming("Paid after the due date"); got != "Paid late" {
		t.Errorf("readTiming = %q", got)
	}
	e := New()
	for _, c := range []struct {
		actual, expected string
		want             semantic.Status
	}{
		{"Arrived before the estimated date", "arrived early", semantic.StatusPassed},
		{"Arrived 2 days late", "arrived before the estimated date", semantic.StatusFailed},
		{"Submitted ahead of schedule", "submitted late", semantic.StatusFailed},
		// Before another event is no plan.
		{"Arrived before the meeting", "arrived early", semantic.StatusInconclusive},
		{"Arrived before the date", "arrived early", semantic.StatusInconclusive},
	} {
		d := decideOne(t, e, c.actual, "", c.expected)
		for _, th := range []float64{0.8, 0.5} {
			if st := semantic.Verdict(d, th); st != c.want && (th == 0.8 || st == semantic.StatusPassed) {
				t.Errorf("%q vs %q at %.1f: %s (%s %.3f), want %s", c.actual, c.expected, th, st, d.Choice, d.Confidence(), c.want)
			}
		}
	}
}

// TestLaterStart: a state that starts after a date still to come does not
// hold now; a past start or an end date does not contradict "now".
func TestLaterStart(t *testing.T) {
	e := New(WithClock(corpus4Clock))
	for _, c := range []struct {
		actual, expected string
		want             semantic.Status
	}{
		{"Available after Dec 12", "available now", semantic.StatusFailed},
		{"Available from Dec 12", "currently available", semantic.StatusFailed},
		{"Available after Nov 12", "available now", semantic.StatusInconclusive},
		{"Available until Dec 12", "available now", semantic.StatusInconclusive},
	} {
		d := decideOne(t, e, c.actual, "", c.expected)
		for _, th := range []float64{0.8, 0.5} {
			if st := semantic.Verdict(d, th); st != c.want && (th == 0.8 || st == semantic.StatusPassed) {
				t.Errorf("%q vs %q at %.1f: %s (%s %.3f), want %s", c.actual, c.expected, th, st, d.Choice, d.Confidence(), c.want)
			}
		}
	}
}
