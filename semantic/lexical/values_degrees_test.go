package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestDegreesOfNoScale: "N degrees" is read in the scale that meets the
// other side's temperatures, else Celsius (values_degrees.go).
func TestDegreesOfNoScale(t *testing.T) {
	e := New(WithClock(corpus4Clock))
	cases := []struct {
		actual, context, expected string
		want                      semantic.Status
	}{
		{"20–26 °C", "", "between 20 and 26 degrees", semantic.StatusPassed},
		{"75 °F", "", "75 degrees", semantic.StatusPassed},
		{"24 °C", "", "24 degrees", semantic.StatusPassed},
		{"−3 °C", "", "three degrees above zero", semantic.StatusFailed},
		{"24 °C", "", "30 degrees", semantic.StatusFailed},
		// Near miss: no temperature on the other side keeps the number.
		{"High 31", "", "a high of 31 degrees", semantic.StatusPassed},
	}
	for _, c := range cases {
		d := decideOne(t, e, c.actual, c.context, c.expected)
		if st := semantic.Verdict(d, 0.8); st != c.want {
			t.Errorf("%q [%s] vs %q: %s (%s %.3f), want %s", c.actual, c.context, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
	}
	x, o := analyze("a high of 31 degrees"), analyze("High 31")
	degreeScales(&o, &x)
	if v := x.values[0]; v.kind != vNumber || !v.deg {
		t.Errorf("31 degrees against no temperature: %s deg %v, want a degree number", v, v.deg)
	}
}

// TestNegatedMotionBound: "will not go below 4" is a floor of 4 that
// carries its clause's negation (values_bounds.go negatedBound).
func TestNegatedMotionBound(t *testing.T) {
	e := New(WithClock(corpus4Clock))
	cases := []struct {
		actual, expected string
		want             semantic.Status
	}{
		{"Min 4°", "it will not go below 4 degrees", semantic.StatusPassed},
		{"Min 4°", "it will not go below 6 degrees", semantic.StatusFailed},
		// Near miss: without the negation it is the other bound.
		{"Min 4°", "it will go below 4 degrees", semantic.StatusInconclusive}, // a conflict below 0.8
	}
	for _, c := range cases {
		d := decideOne(t, e, c.actual, "", c.expected)
		if st := semantic.Verdict(d, 0.8); st != c.want {
			t.Errorf("%q vs %q: %s (%s %.3f), want %s", c.actual, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
	}
}
