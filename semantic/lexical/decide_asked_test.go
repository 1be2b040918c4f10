package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestAskedDecided holds decide_asked.go: a page of questions only states
// nothing, even where the lexicon does not join the words (failed); a
// page that asks and states is compared on what it states.
func TestAskedDecided(t *testing.T) {
	eng := New(WithClock(corpus4Clock))
	for _, c := range []struct {
		actual, ctx, expected string
		want                  semantic.Status
	}{
		{"Did your parcel arrive safely?", "Order #4471", "the parcel was delivered", semantic.StatusFailed},
		{"Is your mailing address 12 Main St?", "Profile", "your mailing address is 12 Main St", semantic.StatusFailed},
		{"Parcel delivered. Did it arrive safely?", "Order #4471", "the parcel was delivered", semantic.StatusInconclusive}, // not failed: it states something
	} {
		d := decideOne(t, eng, c.actual, c.ctx, c.expected)
		if got := semantic.Verdict(d, 0.8); got != c.want {
			t.Errorf("%q [%s] vs %q: %s %v, want %s", c.actual, c.ctx, c.expected, got, d.Probabilities, c.want)
		}
	}
}
