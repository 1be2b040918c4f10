package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestLetterNumberLabels: "S2", "Q3" state the number of the word with
// that initial (values_letters.go).
func TestLetterNumberLabels(t *testing.T) {
	e := New(WithClock(corpus4Clock))
	cases := []struct {
		actual, context, expected string
		want                      semantic.Status
	}{
		{"S3 · E7", "", "season three, episode seven", semantic.StatusPassed},
		{"S3 · E7", "", "season seven, episode three", semantic.StatusFailed},
		{"Q2", "Revenue", "in the second quarter", semantic.StatusPassed},
		{"Q2", "Revenue", "in the third quarter", semantic.StatusFailed},
		{"W 9 · D 3 · L 2", "", "nine wins", semantic.StatusPassed},
		{"W 9 · D 3 · L 2", "", "nine losses", semantic.StatusFailed},
		{"W 9 · D 3 · L 2", "", "three draws", semantic.StatusPassed},
		// Near misses: a word of another initial, a short word, no number;
		// a letter inside a phrase labels nothing.
		{"Row B 12", "", "bench 12", semantic.StatusInconclusive},
		{"S3", "", "episode three", semantic.StatusInconclusive},
		{"B12", "", "bus 12", semantic.StatusInconclusive},
	}
	for _, c := range cases {
		d := decideOne(t, e, c.actual, c.context, c.expected)
		if st := semantic.Verdict(d, 0.8); st != c.want {
			t.Errorf("%q [%s] vs %q: %s (%s %.3f), want %s", c.actual, c.context, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
	}
}
