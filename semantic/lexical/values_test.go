package lexical

import (
	"strings"
	"testing"
)

func valuesOf(s string) string {
	a := analyze(s)
	var out []string
	for _, v := range a.values {
		if !v.implied {
			out = append(out, v.String())
		}
	}
	return strings.Join(out, " ")
}

func TestValueExtraction(t *testing.T) {
	cases := map[string]string{
		"$1,240.00":                "amount:USD:1240.00",
		"1240 USD":                 "amount:USD:1240.00",
		"USD 1,240":                "amount:USD:1240.00",
		"1.240,00 €":               "amount:EUR:1240.00",
		"€12,50":                   "amount:EUR:12.50",
		"CA$20":                    "amount:CAD:20.00",
		"50 cents":                 "amount:¢:0.50", // any cent currency (money_cents.go)
		"twelve dollars":           "amount:USD:12.00",
		"15%":                      "percent:15",
		"fifteen percent":          "percent:15",
		"2.5 per cent":             "percent:2.5",
		"2026-12-01":               "date:2026-12-1",
		"Dec 1, 2026":              "date:2026-12-1",
		"1st of December 2026":     "date:2026-12-1",
		"December 2026":            "date:2026-12-0",
		"Tue, Dec 1":               "date:0-12-1",
		"01.12.2026":               "date:2026-12-1",
		"31/12/2026":               "date:2026-12-31",
		"14:00":                    "time:840",
		"2 PM":                     "time:840",
		"2:30 p.m.":                "time:870",
		"noon":                     "time:720",
		"14 days":                  "duration:14day",
		"2 weeks":                  "duration:14day",
		"14-day trial":             "duration:14day",
		"1 year":                   "duration:12month",
		"90 minutes":               "duration:90minute",
		"twenty-five users":        "number:25",
		"one hundred and twenty":   "number:120",
		"3rd reminder":             "number:3",
		"second reminder":          "number:2",
		"INV-1042":                 "code:inv1042",
		"PW 7731 0042 9918":        "code:pw773100429918",
		"K7QX2M":                   "code:k7qx2m",
		"7h 50m":                   "duration:470minute",
		"Pro (yearly)":             "",
		"Ships in 3 days, $4.99":   "duration:3day amount:USD:4.99",
		"20% off, ends Dec 31":     "percent:20 date:0-12-31",
		"oldest first":             "",
		"Renews on Dec 1 at 14:00": "date:0-12-1 time:840",
	}
	for in, want := range cases {
		if got := valuesOf(in); got != want {
			t.Errorf("%q: values %q, want %q", in, got, want)
		}
	}
}

func TestAmbiguousReadings(t *testing.T) {
	a := analyze("12/01/2026")
	if len(a.values) != 1 || !a.values[0].amb {
		t.Fatalf("12/01/2026 not ambiguous: %+v", a.values)
	}
	b := analyze("2:30")
	if len(b.values) != 1 || b.values[0].alt2 != 14*60+30 {
		t.Fatalf("2:30 readings: %+v", b.values)
	}
	if c := analyze("09:30"); c.values[0].alt2 != -1 {
		t.Fatalf("09:30 is a 24-hour time: %+v", c.values)
	}
}

func TestStem(t *testing.T) {
	groups := [][]string{
		{"renew", "renews", "renewed", "renewing", "renewal"},
		{"pay", "paid", "payment"},
		{"expire", "expires", "expired", "expiration"},
		{"cancel", "cancelled", "canceled", "cancellation"},
		{"ship", "shipped", "shipment", "ships"},
		{"invoice", "invoices", "invoiced"},
		{"available", "availability"},
		{"bill", "billed", "billing"},
	}
	for _, g := range groups {
		s := stem(g[0])
		for _, w := range g[1:] {
			if got := stem(w); got != s {
				t.Errorf("stem(%q) = %q, stem(%q) = %q", w, got, g[0], s)
			}
		}
	}
}

func TestPolarityAndTense(t *testing.T) {
	cases := []struct {
		in  string
		neg bool
	}{
		{"Will not renew", true}, {"won't renew", true}, {"Unsaved changes", true},
		{"Out of stock", true}, {"Auto-renew: off", true}, {"Not disabled", false},
		{"No charge", false}, {"Disconnected", true}, {"Renews on Dec 1", false},
		{"20% off", false}, {"Payment pending", true},
	}
	for _, c := range cases {
		if a := analyze(c.in); a.negative() != c.neg {
			t.Errorf("%q: negative = %v, want %v", c.in, a.negative(), c.neg)
		}
	}
	tenses := map[string]tense{"Expires soon": tFuture, "Expired": tPast, "Expires": tPresent, "Will expire": tFuture, "Saving": tProgressive, "Billing": tNone}
	for in, want := range tenses {
		a := analyze(in)
		if len(a.units) == 0 || a.units[0].tense != want {
			t.Errorf("%q: units %+v, want tense %d", in, a.units, want)
		}
	}
}

func TestLexiconParse(t *testing.T) {
	if lex.concepts["year"] == nil || lex.forms["annually"].c != lex.concepts["year"] || lex.forms["out of stock"].neg != true {
		t.Fatal("embedded lexicon not loaded as expected")
	}
	bad := map[string]string{
		"duplicate form":    "a = x\nb = x\n",
		"unknown flag":      "a q = x\n",
		"bad weight":        "a w:zz = x\n",
		"no equals":         "a x\n",
		"unknown implied":   "a i:nothing = x\n",
		"undefined extra":   "a = x +nothing\n",
		"unknown directive": "@bogus x\n",
		"concept twice":     "a = x\na = y\n",
	}
	for name, text := range bad {
		if _, err := parseLexicon(text); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
	good, err := parseLexicon("@stop the\nb v g:g w:0.5 = bee, bees | no bee\nc = sea +b\n")
	if err != nil {
		t.Fatal(err)
	}
	if e := good.forms["sea"]; len(e.extra) != 1 || e.extra[0].id != "b" || !good.forms["no bee"].neg || good.concepts["b"].weight != 0.5 {
		t.Fatalf("parsed %+v", good.forms)
	}
}
