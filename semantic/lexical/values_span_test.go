package lexical

import (
	"strings"
	"testing"
)

// valueStrings lists the non-implied values of a text, as value.String.
func valueStrings(s string) string {
	a := analyzeAt(s, corpus4Clock())
	var out []string
	for _, v := range a.values {
		if !v.implied {
			out = append(out, v.String())
		}
	}
	return strings.Join(out, " ")
}

func TestRangeEndsShareKind(t *testing.T) {
	cases := []struct{ text, want string }{
		{"between 8 and 15 dollars", "amount:USD:8.00 amount:USD:15.00"},
		{"€22–27", "amount:EUR:22.00 amount:EUR:27.00"},
		{"Rates from 3.1 to 6.4%", "percent:3.1 percent:6.4"},
		{"18–24 °C", "measure:18temp measure:24temp"},
		{"10 - 15 min", "duration:10minute duration:15minute"},
		{"Dec 14–18", "date:0-12-14 date:0-12-18"},
		{"Leave: 21–23 Dec 2026", "date:2026-12-21 date:2026-12-23"},
		{"9–11 pm", "time:1260 time:1380"},
		// Near misses: a score, a number and a price, "and" without "between".
		{"Score 3 – 2 goals", "number:3 number:2"},
		{"Row 12 – $45", "number:12 amount:USD:45.00"},
		{"2 adults and 15 dollars", "number:2 amount:USD:15.00"},
		{"Coverage −1.2%", "percent:-1.2"},
		{"CHF 1’250.00", "amount:CHF:1250.00"},
	}
	for _, c := range cases {
		if got := valueStrings(c.text); got != c.want {
			t.Errorf("%q: values %q, want %q", c.text, got, c.want)
		}
	}
}

func TestRateAmounts(t *testing.T) {
	cases := []struct {
		e, a            string
		match, conflict bool
	}{
		{"10 dollars a month", "$120/yr", true, false},
		{"10 dollars per month", "$120 yearly", true, false},
		{"12 dollars a month", "$120/yr", false, true},
		{"10 dollars a week", "$120/yr", false, false}, // not comparable
		{"120 dollars", "$120/yr", true, false},
		{"5.9 percent a year", "Interest 5.9% p.a.", true, false},
		{"5.9 percent a month", "Interest 5.9% p.a.", false, true},
	}
	for _, c := range cases {
		ev, av := analyze(c.e).values[0], analyze(c.a).values[0]
		q, conflict := matchValue(ev, av)
		if (q > 0) != c.match || conflict != c.conflict {
			t.Errorf("%q vs %q: q %.2f conflict %v, want match %v conflict %v", c.e, c.a, q, conflict, c.match, c.conflict)
		}
	}
}

// TestUnshownRate: a rate the expectation claims but the page does not
// show is a weak match, never full; a rate the page shows beyond the
// claim is more specific and matches.
func TestUnshownRate(t *testing.T) {
	ev, av := analyze("10 dollars a month").values[0], analyze("$10").values[0]
	if q, c := matchValue(ev, av); q != qWeak || c {
		t.Errorf("10 dollars a month vs $10: q %.2f conflict %v, want weak", q, c)
	}
	ev, av = analyze("10 dollars").values[0], analyze("$10/month").values[0]
	if q, c := matchValue(ev, av); q != qFull || c {
		t.Errorf("10 dollars vs $10/month: q %.2f conflict %v, want full", q, c)
	}
}

func TestKindWordsAndOrdinalRanges(t *testing.T) {
	if got := valueStrings("from the 14th to the 18th of December"); got != "date:0-12-14 date:0-12-18" {
		t.Errorf("ordinal range: %q", got)
	}
	a := analyze("Weight 1.5 kg")
	for _, u := range a.units {
		if u.raw == "weight" && !u.implied {
			t.Errorf("Weight 1.5 kg: the kind word is a claim of its own")
		}
	}
	a = analyze("Weight limit")
	for _, u := range a.units {
		if u.raw == "weight" && u.implied {
			t.Errorf("Weight limit: no mass value, yet the word is read as one")
		}
	}
}
