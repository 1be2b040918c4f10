package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestSubjectIDBesideInertExtras: an identifier weighs nothing beside
// inert extra clauses, never beside a status or negated one
// (subject_id_extra.go).
func TestSubjectIDBesideInertExtras(t *testing.T) {
	e := New(WithClock(corpus4Clock))
	cases := []struct {
		actual, expected string
		want             semantic.Status
	}{
		{"Parcel #5521 · Dispatched · Arrives Fri", "the parcel was dispatched", semantic.StatusPassed},
		// Near misses: a status clause beside, a negated clause beside,
		// another identifier, another day.
		{"Ticket #5521 · Resolved · Reopened", "the ticket is resolved", semantic.StatusInconclusive},
		{"Ticket #5521 · Resolved · Not assigned", "the ticket is resolved", semantic.StatusInconclusive},
		{"Ticket #5521 · Resolved · Updates Mon", "ticket 5522 is resolved", semantic.StatusFailed},
	}
	for _, c := range cases {
		d := decideOne(t, e, c.actual, "", c.expected)
		if st := semantic.Verdict(d, 0.8); st != c.want {
			t.Errorf("%q vs %q: %s (%s %.3f), want %s", c.actual, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
		if st := semantic.Verdict(d, 0.5); c.want != semantic.StatusPassed && st == semantic.StatusPassed {
			t.Errorf("%q vs %q: passed at 0.5", c.actual, c.expected)
		}
	}
}
