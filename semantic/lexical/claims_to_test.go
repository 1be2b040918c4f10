package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestReceiverSwap: who a verb's act goes to ("to X") is not who does it.
func TestReceiverSwap(t *testing.T) {
	e := New()
	for _, c := range []struct {
		actual, expected string
		want             semantic.Status
	}{
		{"kai pushed 3 commits to main", "main pushed to kai", semantic.StatusFailed},
		{"Reports to: Grace Liu", "Grace Liu reports to this employee", semantic.StatusFailed},
		{"You were referred to Dr. Patel", "Dr. Patel referred you", semantic.StatusFailed},
		{"Assigned to Maria by Tom", "Maria assigned the task to Tom", semantic.StatusFailed},
		// The noun of an act opening its clause: "Refund from X to Y".
		{"Refund from Amazon to your card", "you refunded Amazon", semantic.StatusFailed},
		{"Transfer to Ana", "Ana transferred the money", semantic.StatusFailed},
		{"Refund from Amazon to your card", "Amazon refunded you", semantic.StatusInconclusive},
		{"Welcome to Slack", "Slack welcomes you", semantic.StatusInconclusive},
		// The same roles are no swap.
		{"kai pushed 3 commits to main", "kai pushed to main", semantic.StatusInconclusive},
		{"Reports to: Grace Liu", "this employee reports to Grace Liu", semantic.StatusInconclusive},
		// Verbs whose participants act alike are not read this way.
		{"You talked to Ana", "Ana talked to you", semantic.StatusInconclusive},
	} {
		d := decideOne(t, e, c.actual, "", c.expected)
		for _, th := range []float64{0.8, 0.5} {
			if st := semantic.Verdict(d, th); st != c.want && (th == 0.8 || st == semantic.StatusPassed) {
				t.Errorf("%q vs %q at %.1f: %s (%s %.3f), want %s", c.actual, c.expected, th, st, d.Choice, d.Confidence(), c.want)
			}
		}
	}
}

// TestPersonAgent: "you" as the agent against a third party named as the
// agent is different; "by you" is the same agent.
func TestPersonAgent(t *testing.T) {
	e := New()
	for _, c := range []struct {
		actual, expected string
		want             semantic.Status
	}{
		{"Trip cancelled by driver", "you cancelled the trip", semantic.StatusFailed},
		{"You cancelled the trip", "the trip was cancelled by the driver", semantic.StatusFailed},
		{"Trip cancelled by you", "you cancelled the trip", semantic.StatusPassed},
		// The same for the participant an act goes to or comes from.
		{"Returning to warehouse", "on its way to you", semantic.StatusFailed},
		{"Delivered to neighbour", "delivered to you", semantic.StatusFailed},
		{"Delivered to your door", "delivered to you", semantic.StatusInconclusive},
	} {
		d := decideOne(t, e, c.actual, "", c.expected)
		if st := semantic.Verdict(d, 0.8); st != c.want {
			t.Errorf("%q vs %q: %s (%s %.3f), want %s", c.actual, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
	}
}

// TestAgentCross: two acts of one kind (or of giving) whose agents trade
// roles are different; acts of taking against giving are converses.
func TestAgentCross(t *testing.T) {
	e := New()
	for _, c := range []struct {
		actual, expected string
		want             semantic.Status
	}{
		{"Shared by Marco with you", "you gave Marco access", semantic.StatusFailed},
		{"Ana approved your request", "you approved Ana's request", semantic.StatusFailed},
		{"Ana approved your request", "your request was approved by Ana", semantic.StatusPassed},
		{"Picked up by DHL from Acme Ltd", "Acme handed the parcel to DHL", semantic.StatusInconclusive},
	} {
		d := decideOne(t, e, c.actual, "", c.expected)
		if st := semantic.Verdict(d, 0.8); st != c.want {
			t.Errorf("%q vs %q: %s (%s %.3f), want %s", c.actual, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
	}
}
