package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestExampleDecided holds decide_example.go: a claim resting on a
// sample value ("e.g. jane@example.com") is failed, where before it
// passed at 0.97; the value itself, a value shown beside its sample, an
// example of a name and "such as" are compared as before.
func TestExampleDecided(t *testing.T) {
	eng := New(WithClock(corpus4Clock))
	for _, c := range []struct {
		actual, ctx, expected string
		want                  semantic.Status
	}{
		{"e.g. jane@example.com", "Email", "the email is jane@example.com", semantic.StatusFailed},
		{"Enter your email, e.g. jane@example.com", "Email", "the email is jane@example.com", semantic.StatusFailed},
		{"Example: 555-0100", "Phone", "the phone number is 555-0100", semantic.StatusFailed},
		{"Date of birth (e.g. 04/12/1990)", "Profile", "born on April 12, 1990", semantic.StatusFailed},
		{"jane@example.com", "Email", "the email is jane@example.com", semantic.StatusPassed},
		{"Donation: $25 (e.g. $25)", "", "you donated $25", semantic.StatusPassed},
		{"Works with many banks, e.g. Chase", "", "works with Chase", semantic.StatusInconclusive},
		{"Formats such as PDF and DOCX", "", "PDF files are supported", semantic.StatusInconclusive},
	} {
		d := decideOne(t, eng, c.actual, c.ctx, c.expected)
		if got := semantic.Verdict(d, 0.8); got != c.want {
			t.Errorf("%q [%s] vs %q: %s %v, want %s", c.actual, c.ctx, c.expected, got, d.Probabilities, c.want)
		}
	}
}
