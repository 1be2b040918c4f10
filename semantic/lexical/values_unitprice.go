package lexical

// A unit price on the page. "2 × $12.00" shows what one item costs and,
// through the product, what the line costs ($24): an expectation that
// binds the $12 without saying it is the price of one ("each", "per",
// "unit", "apiece", "price") may mean the line's amount, so the shared
// number alone is no confident equivalent ("$12 for the line" is $24).

// unitPriceWords say that an amount is the price of one.
var unitPriceWords = map[string]bool{"each": true, "per": true, "unit": true, "apiece": true, "price": true, "piece": true, "ea": true}

// unitPriceOnly reports whether the expected side's amounts are matched
// only by the unit price of a product the page shows, and the expected
// side does not say it is the price of one.
func unitPriceOnly(a, e *analysis) bool {
	factors := map[int]bool{}
	for _, v := range a.values {
		if v.role == roleProduct && int(v.from[1]) < len(a.values) {
			factors[int(v.from[1])] = true
		}
	}
	if len(factors) == 0 {
		return false
	}
	for _, u := range e.units {
		if unitPriceWords[u.raw] {
			return false
		}
	}
	for _, ev := range e.values {
		if ev.implied || ev.kind != vAmount {
			continue
		}
		for i, av := range a.values {
			if q, _ := matchValue(ev, av); q > 0 && factors[i] {
				return true
			}
		}
	}
	return false
}
