package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestChangeNow: an expectation about the present names the outcome of a
// shown change: the current state passes, the earlier one fails.
func TestChangeNow(t *testing.T) {
	eng := New()
	for _, c := range []struct {
		actual, expected string
		want             semantic.Status
	}{
		{"Theme: Light → Dark", "the theme is now dark", semantic.StatusPassed},
		{"Theme: Light → Dark", "the theme is now light", semantic.StatusFailed},
		{"Upgraded from Free to Pro", "currently on the Free plan", semantic.StatusFailed},
		// Without a word of the present the earlier state is not set aside.
		{"Theme: Light → Dark", "the theme is light", semantic.StatusInconclusive},
	} {
		d := decideOne(t, eng, c.actual, "", c.expected)
		if got := semantic.Verdict(d, 0.8); got != c.want {
			t.Errorf("%q vs %q: %s %v, want %s", c.actual, c.expected, got, d.Probabilities, c.want)
		}
	}
}

// TestExtraParticipants: an actual text naming more participants of the
// event than the expectation (who referred, where it was pushed) states
// it; one that puts another participant in a stated role does not.
func TestExtraParticipants(t *testing.T) {
	eng := New()
	for _, c := range []struct {
		actual, expected string
		pass             bool
	}{
		{"Dr. Khan referred you to Dr. Osei", "you were referred to Dr. Osei", true},
		{"Dr. Khan referred you to Dr. Osei", "Dr. Osei referred you", false},
		{"Dr. Khan referred you to Dr. Osei", "you were referred to Dr. Khan", false},
	} {
		d := decideOne(t, eng, c.actual, "", c.expected)
		if got := semantic.Verdict(d, 0.5) == semantic.StatusPassed; got != c.pass {
			t.Errorf("%q vs %q: passed at 0.5 = %v %v, want %v", c.actual, c.expected, got, d.Probabilities, c.pass)
		}
		if got := semantic.Verdict(d, 0.8) == semantic.StatusPassed; got != c.pass {
			t.Errorf("%q vs %q: passed at 0.8 = %v %v, want %v", c.actual, c.expected, got, d.Probabilities, c.pass)
		}
	}
}
