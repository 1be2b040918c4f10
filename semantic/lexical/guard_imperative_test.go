package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestActionOffered: a button or link names an action still to be taken;
// it never states that the action happened. Labels, statements whose
// first word is a noun, and pages that state the action done are
// compared as before.
func TestActionOffered(t *testing.T) {
	eng := New()
	for _, c := range []struct {
		actual, ctx, expected string
		want                  semantic.Status
	}{
		{"Cancel reservation", "Reservation #K8J2P", "the reservation was cancelled", semantic.StatusFailed},
		{"Pay now", "Parking ticket · $85", "the parking ticket was paid", semantic.StatusFailed},
		{"Verify your identity", "Online account", "your identity is verified", semantic.StatusFailed},
		{"Apply now", "Backend Engineer", "you applied for Backend Engineer", semantic.StatusFailed},
		{"Buy tickets", "Coldplay", "you bought tickets for Coldplay", semantic.StatusFailed},
		{"Please upload your resume", "Application", "the resume was uploaded", semantic.StatusFailed},
		{"Please select your seats", "Hamilton · Jan 14", "your seats are selected", semantic.StatusFailed},
		// The page states the action done.
		{"Reservation cancelled", "Reservation #K8J2P", "the reservation was cancelled", semantic.StatusPassed},
		// A label before a colon and a noun-first statement are no calls to action.
		{"Pick-up: LAX · Return: SFO", "", "picked up at LAX and returned at SFO", semantic.StatusPassed},
		{"Score: 92%", "", "scored ninety-two percent", semantic.StatusPassed},
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

// TestActionOfferedRule: the rule itself, on pages the comparison does
// not pass for other reasons.
func TestActionOfferedRule(t *testing.T) {
	for _, c := range []struct {
		actual, expected string
		want             bool
	}{
		{"Cancel reservation", "the reservation was cancelled", true},
		{"Cancelled · Cancel another reservation", "the reservation was cancelled", false},
		{"Transfer sent to jamie@example.com", "the tickets were transferred to Jamie", false},
		{"Refund payment", "the payment was refunded", true},
		{"Payment refunded", "the payment was refunded", false},
		{"Return: SFO", "returned at SFO", false},
		{"Tap to unlock", "the car is unlocked", true},
		{"Please kindly remember to submit your reading", "the reading was submitted", true},
	} {
		if got := actionOfferedIn(itemsOf(c.actual), itemsOf(c.expected)); got != c.want {
			t.Errorf("actionOffered(%q, %q) = %v, want %v", c.actual, c.expected, got, c.want)
		}
	}
}

func TestPastOf(t *testing.T) {
	for _, c := range []struct {
		past, base string
		want       bool
	}{
		{"cancelled", "cancel", true}, {"paid", "pay", true}, {"bought", "buy", true},
		{"applied", "apply", true}, {"scheduled", "schedule", true}, {"renewed", "renew", true},
		{"delayed", "on", false}, {"connected", "offline", false}, {"sold", "buy", false},
	} {
		if got := pastOf(c.past, c.base); got != c.want {
			t.Errorf("pastOf(%q, %q) = %v, want %v", c.past, c.base, got, c.want)
		}
	}
}

// itemsOf is the items of s (analyze.go).
func itemsOf(s string) []item {
	its, _ := items(s)
	return its
}
