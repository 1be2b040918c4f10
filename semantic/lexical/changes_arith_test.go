package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestArrowChangeArithmetic: "A → B" states the change B − A; a claimed
// change of that size and direction is stated, another size or the other
// direction is not (changes_arith.go).
func TestArrowChangeArithmetic(t *testing.T) {
	e := New(WithClock(corpus4Clock))
	cases := []struct {
		actual, expected string
		want             semantic.Status
	}{
		{"70 kg → 73 kg", "weight went up by 3 kg", semantic.StatusPassed},
		{"Was 70 kg, now 73 kg", "weight went up by 3 kg", semantic.StatusPassed},
		// Near misses: the other direction, another size, the change read
		// as the current value, a change written to its end.
		{"70 kg → 73 kg", "weight went down by 3 kg", semantic.StatusInconclusive},
		{"70 kg → 73 kg", "weight went up by 4 kg", semantic.StatusInconclusive},
		{"70 kg → 73 kg", "weight is 3 kg", semantic.StatusFailed},
		{"70 kg → 73 kg", "weight went up to 3 kg", semantic.StatusInconclusive},
	}
	for _, c := range cases {
		d := decideOne(t, e, c.actual, "", c.expected)
		st := semantic.Verdict(d, 0.8)
		if st != c.want && !(c.want == semantic.StatusInconclusive && st == semantic.StatusFailed) {
			t.Errorf("%q vs %q: %s (%s %.3f), want %s", c.actual, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
		if st := semantic.Verdict(d, 0.5); c.want != semantic.StatusPassed && st == semantic.StatusPassed {
			t.Errorf("%q vs %q: passed at 0.5", c.actual, c.expected)
		}
	}
}
