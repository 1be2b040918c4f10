package lexical

import "testing"

// TestNamedCurrencies: a country adjective picks the currency of its word
// (money.go namedCurrency).
func TestNamedCurrencies(t *testing.T) {
	cases := []struct{ text, want string }{
		{"1,250 Swiss francs", "amount:CHF:1250.00"},
		{"40 Canadian dollars", "amount:CAD:40.00"},
		{"12 British pounds", "amount:GBP:12.00"},
		{"300 Swedish kronor", "amount:SEK:300.00"},
		// Near misses: the word alone keeps its default; an adjective of
		// another thing is no currency.
		{"40 dollars", "amount:USD:40.00"},
		{"40 Swiss watches", "number:40"},
	}
	for _, c := range cases {
		vs := analyze(c.text).values
		if len(vs) == 0 || vs[0].String() != c.want {
			t.Errorf("%q: values %v, want %s", c.text, vs, c.want)
		}
	}
	ev, av := analyze("40 Canadian dollars").values[0], analyze("CHF 40.00").values[0]
	if q, c := matchValue(ev, av); q != 0 || !c {
		t.Errorf("40 Canadian dollars vs CHF 40.00: q %.2f conflict %v, want a conflict", q, c)
	}
}
