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
		{"two commits behind", "2 behind main", true, false},
		{"two commits ahead", "2 behind main", false, true},
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

func TestChangesAndSeconds(t *testing.T) {
	a := analyze("Was $80, now $60")
	found := false
	for _, v := range a.values {
		found = found || (v.implied && v.kind == vAmount && v.num == -20 && v.sign() == -1)
	}
	if !found {
		t.Errorf("Was $80, now $60: no change of -$20 in %v", a.values)
	}
	ev := analyze("dropped by $20").values[0]
	for _, v := range a.values {
		if v.implied {
			if q, c := matchValue(ev, v); q != qFull || c {
				t.Errorf("dropped by $20 vs change %v: q %.2f conflict %v", v, q, c)
			}
		}
	}
	if got := valueStrings("Price $80 and $60"); got != "amount:USD:80.00 amount:USD:60.00" {
		t.Errorf("two prices without was/now: %q", got)
	}
	for _, c := range []struct{ text, want string }{
		{"9.58 s", "duration:0.15966666666666668minute"},
		{"the 1990s", "number:1990"},
	} {
		if got := valueStrings(c.text); got != c.want {
			t.Errorf("%q: values %q, want %q", c.text, got, c.want)
		}
	}
}

// TestMoneySignConvention: an unsigned amount against the same amount
// with a minus is unsettled (a display convention may write the sign),
// a temperature keeps its conflict, and a claimed direction decides.
func TestMoneySignConvention(t *testing.T) {
	ev, av := analyze("a 15 dollar credit").values[0], analyze("Credit −$15.00").values[0]
	if q, c := matchValue(ev, av); q != 0 || c {
		t.Errorf("15 dollars vs −$15.00: q %.2f conflict %v, want neither", q, c)
	}
	ev, av = analyze("5 °C").values[0], analyze("−5 °C").values[0]
	if _, c := matchValue(ev, av); !c {
		t.Errorf("5 °C vs −5 °C: no conflict")
	}
	ev, av = analyze("received 15 dollars").values[0], analyze("−$15.00").values[0]
	if _, c := matchValue(ev, av); !c {
		t.Errorf("received 15 dollars vs −$15.00: no conflict")
	}
}
