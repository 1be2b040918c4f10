package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

func TestLabelBounds(t *testing.T) {
	cases := []struct {
		text string
		cmp  byte
		incl bool
	}{
		{"Min. 3 seats", '>', true},
		{"Minimum order: $25", '>', true},
		{"Max attempts: 3", '<', false},
		{"a limit of two per customer", '<', false},
		{"three attempts at most", '<', false},
		{"5 devices or more", '>', true},
		{"at least three seats", '>', true},
		{"over 3 seats", '>', false},
		{"it will not go below 4 degrees", '>', true},
		// Near misses: no label, a label of another phrase, a time.
		{"3 seats", 0, false},
		{"Max speed and 3 seats", 0, false},
		{"Min 10:30", 0, false},
	}
	for _, c := range cases {
		a := analyze(c.text)
		var v value
		for _, x := range a.values {
			if !x.implied {
				v = x
				break
			}
		}
		if v.cmp != c.cmp || v.incl != c.incl {
			t.Errorf("%q: bound %q incl %v, want %q incl %v (%v)", c.text, v.cmp, v.incl, c.cmp, c.incl, a.values)
		}
	}
}

func TestBoundDecisions(t *testing.T) {
	e := New(WithClock(corpus4Clock))
	cases := []struct {
		actual, context, expected string
		want                      semantic.Status
	}{
		{"Min. 3 seats", "Team plan", "at least three seats", semantic.StatusPassed},
		{"Min. 3 seats", "Team plan", "at most three seats", semantic.StatusFailed},
		{"Max attempts: 3", "Quiz 2", "three attempts at most", semantic.StatusPassed},
		{"Up to 4 screens at once", "", "at least four screens", semantic.StatusFailed},
		{"4 screens", "", "at least four screens", semantic.StatusPassed},
		{"Min. 3 seats", "Team plan", "3 seats", semantic.StatusInconclusive},
	}
	for _, c := range cases {
		d := decideOne(t, e, c.actual, c.context, c.expected)
		if st := semantic.Verdict(d, 0.8); st != c.want {
			t.Errorf("%q [%s] vs %q: %s (%s %.3f), want %s", c.actual, c.context, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
	}
}
