package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestTimeEdgeBaseForms: "polls close at 20:00" names the end of "Polls
// open 7 AM – 8 PM" as "closes" does, and "close" there is the range's
// end, not the negation of "open"; the other end contradicts it.
func TestTimeEdgeBaseForms(t *testing.T) {
	eng := New()
	for _, c := range []struct {
		actual, ctx, expected string
		want                  semantic.Status
	}{
		{"Polls open 7 AM – 8 PM", "Election day", "polls close at 20:00", semantic.StatusPassed},
		{"Polls open 7 AM – 8 PM", "Election day", "polls open at 7 AM", semantic.StatusPassed},
		{"Branches open 9:00–17:00", "Hours", "branches close at 5 PM", semantic.StatusPassed},
		// The other truth: the other end of the range.
		{"Polls open 7 AM – 8 PM", "Election day", "polls close at 7 AM", semantic.StatusFailed},
		{"Polls open 7 AM – 8 PM", "Election day", "polls open at 8 PM", semantic.StatusFailed},
		{"Branches open 9:00–17:00", "Hours", "branches close at 9 AM", semantic.StatusFailed},
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
