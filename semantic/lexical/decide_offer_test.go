package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestOfferDecided: a call to action or a control of exactly the claimed
// action or state is a confident different; an offer of another state, a
// label shaped like a verb and a noun of a verb's spelling are not.
func TestOfferDecided(t *testing.T) {
	eng := New()
	for _, c := range []struct {
		actual, ctx, expected string
		want                  semantic.Status
	}{
		{"Renew policy", "Renters policy", "the renters policy has been renewed", semantic.StatusFailed},
		{"Turn on refill reminders", "Lisinopril", "refill reminders are on", semantic.StatusFailed},
		{"Tap to unlock", "Dragon Slayer skin", "the Dragon Slayer skin is unlocked", semantic.StatusFailed},
		{"Join the waitlist", "Sold out", "you joined the waitlist", semantic.StatusFailed},
		// A claim in the past of the offered verb, unsure for the tense alone.
		{"Transfer tickets", "Sec 112 · Row F", "the tickets were transferred", semantic.StatusFailed},
		{"Withdraw application", "Senior Data Analyst", "the application was withdrawn", semantic.StatusFailed},
		// Near misses: the state itself, a label, a noun before "from".
		{"Refill reminders: On · Turn off", "Lisinopril", "refill reminders are on", semantic.StatusPassed},
		{"Win rate 70%", "", "won seven in ten", semantic.StatusInconclusive},
		{"Refund from Amazon to your card", "", "Amazon refunded you", semantic.StatusInconclusive},
		// A one-word clause heading a record names its kind ("Run", a workout).
		{"Run · 5.2 km · 27:45 · 5:20 /km", "", "ran 5.2 kilometres", semantic.StatusInconclusive},
		// An offer of the opposite state says the claimed one holds: not a conflict.
		{"Turn off refill reminders", "Lisinopril", "refill reminders are on", semantic.StatusInconclusive},
	} {
		d := decideOne(t, eng, c.actual, c.ctx, c.expected)
		if got := semantic.Verdict(d, 0.8); got != c.want {
			t.Errorf("%q [%s] vs %q: %s %v, want %s", c.actual, c.ctx, c.expected, got, d.Probabilities, c.want)
		}
	}
}

func TestNounClause(t *testing.T) {
	for s, want := range map[string]bool{
		"Win rate 70%":           true,
		"Refund from Amazon":     true,
		"Transfer of $20":        true,
		"Run · 5.2 km · 27:45":   true,
		"Cancel":                 false,
		"Pay now · Cancel":       false,
		"Pay $85 now":            false,
		"Turn on alerts":         false,
		"Please upload a resume": false,
	} {
		its, _ := items(s)
		if got := nounClause(its); got != want {
			t.Errorf("nounClause(%q) = %v, want %v", s, got, want)
		}
	}
}
