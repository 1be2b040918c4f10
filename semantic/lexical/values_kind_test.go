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
		{"$5", "Tip", "a 5 dollar fee", semantic.StatusInconclusive}, // the context names another role
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
