package lexical

import (
	"testing"

	"github.com/jevtest/jev/semantic"
)

// TestKindWords: a word that only names the kind or role of a value is
// covered by the other side's same value, unless that side names the
// value otherwise (another role, a signed role, another word of its own).
func TestKindWords(t *testing.T) {
	e := New(WithClock(corpus4Clock))
	cases := []struct {
		actual, context, expected string
		want                      semantic.Status
	}{
		{"Interest rate 5.9% p.a.", "", "5.9 percent a year", semantic.StatusPassed},
		{"Est. fare €22–27", "", "between 22 and 27 euros", semantic.StatusPassed},
		{"$5", "", "a price of 5 dollars", semantic.StatusPassed},
		{"Fee: $5", "", "5 dollars", semantic.StatusPassed},
		// Near misses: the page names another role, or a signed one.
		{"Fee: $5", "", "a $5 discount", semantic.StatusInconclusive},
		{"Deposit 3%", "", "an interest rate of 3%", semantic.StatusInconclusive},
		{"Refund $5", "", "5 dollars", semantic.StatusInconclusive},
		{"$5", "", "a $5 refund", semantic.StatusInconclusive},
		{"Tip $5", "", "a 5 dollar fee", semantic.StatusInconclusive},
		{"Amount due: $23", "", "23 dollars paid", semantic.StatusInconclusive},
		{"Total $23", "", "23 dollars paid", semantic.StatusInconclusive},
		{"Fee: $5", "Refunds", "a fee of 5 dollars", semantic.StatusPassed},
		{"Price: $5", "", "it costs 5 dollars", semantic.StatusPassed},
		// A unit price, a rate and a total are other roles of one amount.
		{"Rate: $28", "", "28 dollars in total", semantic.StatusInconclusive},
		{"$5", "Tip", "a 5 dollar fee", semantic.StatusInconclusive}, // the context names another role
		{"Precip. 40%", "", "a 40 percent chance of precipitation", semantic.StatusPassed},
		{"Precip. 40%", "", "a 40 percent chance of snow", semantic.StatusInconclusive},
		{"12 min", "", "a twelve-minute trip", semantic.StatusPassed},
		{"12 min walk", "", "a 12-minute drive", semantic.StatusInconclusive},
		{"Delayed 20 min", "", "a 20 minute wait", semantic.StatusInconclusive},
		{"Duration 2 h", "", "a 2-hour delay", semantic.StatusInconclusive}, // a delay is a signed role
		{"Net weight 2.5 kg", "", "weighs 2,500 grams", semantic.StatusPassed},
		{"Gross weight 2.5 kg", "", "net weight of 2,500 grams", semantic.StatusFailed},
		{"1.2 kW", "Power now", "using 1,200 watts", semantic.StatusPassed},
		{"Solar 1.2 kW", "", "using 1,200 watts", semantic.StatusInconclusive},
		{"Cart (3)", "", "three items in the basket", semantic.StatusPassed},
		{"3 unread · 12 total", "", "twelve items", semantic.StatusInconclusive},
		{"Eggs · qty 12", "Shopping list", "a dozen eggs", semantic.StatusPassed},
		{"Milk · qty 12", "Shopping list", "a dozen eggs", semantic.StatusInconclusive},
		// A score's points are no generic count: "45/50" may count questions.
		{"45/50", "", "45 points", semantic.StatusInconclusive},
		// A kind word needs the value in full: another value is no cover.
		{"Interest rate 5.9%", "", "6.9 percent", semantic.StatusFailed},
	}
	for _, c := range cases {
		d := decideOne(t, e, c.actual, c.context, c.expected)
		if st := semantic.Verdict(d, 0.8); st != c.want {
			t.Errorf("%q (%q) vs %q: %s (%s %.3f), want %s", c.actual, c.context, c.expected, st, d.Choice, d.Confidence(), c.want)
		}
	}
}

// TestKindWordLists: every word of a signed role is never covered, every
// generic word carries no role.
func TestKindWordLists(t *testing.T) {
	for _, c := range []struct {
		word, kind, role string
		signed, ok       bool
	}{
		{"rate", "percent", "", false, true},
		{"discount", "amount", "saving", true, true},
		{"fees", "amount", "fee", false, true},
		{"duration", "duration", "", false, true},
		{"discount", "duration", "", false, false},
	} {
		kw, ok := kindOf(unit{key: "w:" + stem(c.word), raw: c.word}, c.kind)
		if ok != c.ok || ok && (kw.role != c.role || kw.signed != c.signed) {
			t.Errorf("kindOf(%q, %s) = %+v %v, want role %q signed %v ok %v", c.word, c.kind, kw, ok, c.role, c.signed, c.ok)
		}
	}
}
