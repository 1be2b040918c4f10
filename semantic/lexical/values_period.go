package lexical

import "math"

// Rates per month and per year. "Premium $1,284/yr" states "about 107
// dollars a month" and "$120/yr" states "10 dollars a month, billed
// yearly": a year is twelve months, so a claimed amount per month is read
// as twelve times that per year (and per year as a twelfth per month)
// when the page shows its one amount at the other rate. The comparison
// of the values then decides, exactly or within an "about": "12 dollars
// a month" against "$120/yr" is still a conflict. Only money, only months
// and years (weeks do not divide a year), only when the page has exactly
// one amount with a rate and it is in the claim's currency.

// periodMonths are the rates converted and their length in months.
var periodMonths = map[string]float64{"month": 1, "year": 12}

// periodWords are the words that name a rate's period.
var periodWords = map[string]bool{"month": true, "monthly": true, "mo": true, "year": true, "yearly": true, "yr": true, "annually": true, "annual": true}

// monthYearRates converts e's per-month or per-year amounts to the rate of
// a's one amount with the other rate; the period words of both sides
// ("a month", "/yr", "billed yearly") are then part of the values.
func monthYearRates(a, e *analysis) {
	var av value
	n := 0
	for _, v := range a.values {
		if v.kind == vAmount && !v.implied && v.per != "" {
			av, n = v, n+1
		}
	}
	ma, ok := periodMonths[av.per]
	if n != 1 || !ok {
		return
	}
	converted := false
	for i, v := range e.values {
		me, ok := periodMonths[v.per]
		if v.kind != vAmount || v.implied || !ok || me == ma || v.cur != "" && av.cur != "" && v.cur != av.cur {
			continue
		}
		e.values[i].num = toShownPrecision(v.num*ma/me, av.num) // "€99.99 a year" is "€8.33/mo"
		e.values[i].per = av.per
		converted = true
	}
	if !converted {
		return
	}
	for _, x := range []*analysis{a, e} {
		kept := x.units[:0:0]
		for _, u := range x.units {
			if !periodWords[u.raw] && groupOf(u) != "period" {
				kept = append(kept, u)
			}
		}
		x.units = kept // the rate is the value's now: no word of its own
	}
}

// toShownPrecision rounds a converted amount x to the cent when the page's
// amount shown shows cents ("€8.33/mo" for "€99.99 a year"); a whole
// amount shown keeps the exact conversion ("$3/mo" is no "$3 a year").
func toShownPrecision(x, shown float64) float64 {
	if shown != math.Trunc(shown) {
		return math.Round(x*100) / 100
	}
	return x
}
