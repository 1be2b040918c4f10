package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestLeftAgainstDone: a count of what is left is no count of what was
// done; a count of what remains, a total on the page and a negative past
// form are compared as before.
func TestLeftAgainstDone(t *testing.T) {
	eng := New(WithClock(corpus4Clock))
	for _, c := range []struct {
		actual, ctx, expected string
		want                  semantic.Status
	}{
		{"3 items left", "Todo list footer", "three items completed", semantic.StatusFailed},
		{"Only 2 left", "Limited skin", "two skins sold", semantic.StatusFailed},
		{"3 items left", "Todo list footer", "three items remaining", semantic.StatusPassed},
		{"2 of 5 seats left", "", "two seats booked", semantic.StatusFailed},
		{"Only 2 left", "Limited skin", "two skins unsold", semantic.StatusInconclusive},
	} {
		d := decideOne(t, eng, c.actual, c.ctx, c.expected)
		if got := semantic.Verdict(d, 0.8); got != c.want {
			t.Errorf("%q [%s] vs %q: %s %v, want %s", c.actual, c.ctx, c.expected, got, d.Probabilities, c.want)
		}
	}
}
