package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

func TestValueDirections(t *testing.T) {
	cases := []struct {
		e, a            string
		match, conflict bool
	}{
		{"lost 1.2 kg", "−1.2 kg", true, false},
		{"lost 1.2 kg", "+1.2 kg", false, true},
		{"up 1.8 percent", "+1.8%", true, false},
		{"down 1.8 percent", "+1.8%", false, true},
		{"received 45 dollars", "−$45.00", false, true},
		{"120 lines removed", "+120", false, true},
		{"2,300 dollars paid out", "+$2,300.00", false, true},
		{"five degrees above zero", "−5 °C", false, true},
		{"five degrees below zero", "−5 °C", true, false},
	}
	for _, c := range cases {
		ev, av := analyze(c.e).values[0], analyze(c.a).values[0]
		q, conflict := matchValue(ev, av)
		if (q > 0) != c.match || conflict != c.conflict {
			t.Errorf("%q vs %q: q %.2f conflict %v, want match %v conflict %v", c.e, c.a, q, conflict, c.match, c.conflict)
		}
	}
	// Near miss: a direction the page does not show is at most weak.
	ev, av := analyze("lost 1.2 kg").values[0], analyze("1.2 kg").values[0]
	if q, c := matchValue(ev, av); q > qWeak || c {
		t.Errorf("lost 1.2 kg vs 1.2 kg: q %.2f conflict %v, want weak", q, c)
	}
}

func TestSignedDecisions(t *testing.T) {
	e := New(WithClock(corpus4Clock))
	cases := []struct {
		actual, context, expected string
		want                      semantic.Status
	}{
		{"+120 −45", "Diff", "120 lines removed", semantic.StatusFailed},
		{"Weight −1.2 kg this month", "", "weight lost 1.2 kg this month", semantic.StatusPassed},
		{"Weight 1.2 kg", "", "weight lost 1.2 kg", semantic.StatusInconclusive},
	}
	for _, c := range cases {
		d := decideOne(t, e, c.actual, c.context, c.expected)
		if st := semantic.Verdict(d, 0.8); st != c.want {
			t.Errorf("%q [%s] vs %q: %s (%s %.3f), want %s", c.actual, c.context, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
	}
}
