package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestOmittedSubjectConflict: a bare status against a claim about a
// subject the page does not name is read with the subject supplied for
// conflicts only: a conflict fails, the same state never passes.
func TestOmittedSubjectConflict(t *testing.T) {
	e := New()
	for _, c := range []struct {
		actual, context, expected string
		want                      semantic.Status
	}{
		{"Pending", "", "the request is approved", semantic.StatusFailed},
		{"Out for delivery", "", "the parcel was delivered", semantic.StatusFailed},
		{"Delivered", "", "the message was read", semantic.StatusFailed},
		// The same state is not a pass: the subject is not on the page.
		{"Delivered", "", "the message was delivered", semantic.StatusInconclusive},
		{"Pending", "", "the request is pending", semantic.StatusInconclusive},
		// A negated expectation is not read this way.
		{"Pending", "", "the request is not approved", semantic.StatusInconclusive},
		// A page of a few clauses; a value conflict the supplied subject
		// would make is not taken ("Feels like" binds 27, not the subject).
		{"Failed to send. Tap to retry.", "", "the message was delivered", semantic.StatusFailed},
		{"Feels like 27° · Now 30°", "", "the actual temperature is 30", semantic.StatusInconclusive},
		// The page names the subject: the first reading stands.
		{"Request pending", "", "the request is approved", semantic.StatusFailed},
	} {
		d := decideOne(t, e, c.actual, c.context, c.expected)
		for _, th := range []float64{0.8, 0.5} {
			if st := semantic.Verdict(d, th); st != c.want && (th == 0.8 || st == semantic.StatusPassed) {
				t.Errorf("%q [%s] vs %q at %.1f: %s (%s %.3f), want %s", c.actual, c.context, c.expected, th, st, d.Choice, d.Confidence(), c.want)
			}
		}
	}
}
