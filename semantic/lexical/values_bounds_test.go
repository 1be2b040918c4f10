package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

func TestLabelBounds(t *testing.T) {
	cases := []struct {
		text string
		cmp  byte
	}{
		{"Min. 3 seats", cmpMin},
		{"Minimum order: $25", cmpMin},
		{"Max attempts: 3", cmpMax},
		{"a limit of two per customer", cmpMax},
		{"three attempts at most", cmpAtMost},
		{"5 devices or more", cmpAtLeast},
		{"at least three seats", cmpAtLeast},
		{"over 3 seats", '>'},
		{"it will not go below 4 degrees", cmpAtLeast},
		// Near misses: no label, a label of another phrase, a time.
		{"3 seats", 0},
		{"Max speed and 3 seats", 0},
		{"Min 10:30", 0},
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
		if v.cmp != c.cmp {
			t.Errorf("%q: bound %q, want %q (%v)", c.text, v.cmp, c.cmp, a.values)
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

// TestUnitPriceIsNotTheLine: the factor of a product on the page is the
// price of one; only an expectation that says so passes on it
// (values_unitprice.go).
func TestUnitPriceIsNotTheLine(t *testing.T) {
	e := New(WithClock(corpus4Clock))
	cases := []struct {
		actual, context, expected string
		want                      semantic.Status
	}{
		{"2 × $12.00", "Line item", "$12 for the line", semantic.StatusInconclusive},
		{"$12.00", "Line item", "$12 for the line", semantic.StatusPassed},
	}
	for _, c := range cases {
		d := decideOne(t, e, c.actual, c.context, c.expected)
		if st := semantic.Verdict(d, 0.8); st != c.want {
			t.Errorf("%q [%s] vs %q: %s (%s %.3f), want %s", c.actual, c.context, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
	}
}

// TestRateIsNoClearConflict: an amount against a rate the page does not
// show is no clear conflict ("$24" may be the monthly price of "$288 per
// year"); the same rates still conflict (values_conflict.go).
func TestRateIsNoClearConflict(t *testing.T) {
	e := New(WithClock(corpus4Clock))
	for _, c := range []struct {
		actual, context, expected string
		want                      semantic.Status
	}{
		{"$24", "Pro", "$288 per user each year", semantic.StatusInconclusive},
		{"$24/yr", "Pro", "$288 per year", semantic.StatusFailed},
	} {
		d := decideOne(t, e, c.actual, c.context, c.expected)
		if st := semantic.Verdict(d, 0.8); st != c.want {
			t.Errorf("%q [%s] vs %q: %s (%s %.3f), want %s", c.actual, c.context, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
	}
}
