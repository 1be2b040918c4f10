package lexical

// A claimed total against the parts on the page.
//
// "15 dollars in total" against "Fare $15.00 · Tip $3.00" names one part
// as the whole; "16 tests in total" against "14 passed, 2 failed, 1
// skipped" misses a part. With a word of totality on the claim side, the
// page showing two to four values of the claim's kind as a list of parts
// (each in a clause of its own, none a product, a bound or a total of its
// own) and their sum differing from the claim, the claim contradicts the
// page. A page that names a total itself ("Total $18") is left to the
// value comparison; a list longer than four may mix in unrelated values.

// totalConflict reports the expected total the page's parts contradict,
// or "".
func totalConflict(a, e *analysis) string {
	if perHeadTotal(a, e) {
		return "price of one" // values_perhead.go
	}
	if _, _, kind := kindTotal(a, e); !e.totalCue && !kind || a.totalCue || a.plusSign || multiplies(a) {
		return ""
	}
	ev, n := soleExplicit(e)
	if n != 1 || ev.cmp != 0 || ev.approx || ev.kind == vDate || ev.kind == vTime || ev.kind == vCode {
		return ""
	}
	sum, parts := 0.0, 0
	clauses := map[int]bool{}
	for _, av := range a.values {
		if av.implied {
			continue
		}
		if av.kind != ev.kind {
			return "" // values of other kinds: the parts are not a plain list
		}
		_, y, ok := comparable(ev, av)
		if !ok || av.cmp != 0 || av.approx || av.role == roleTotal || clauses[av.clause] {
			return ""
		}
		sum += y
		clauses[av.clause] = true
		parts++
	}
	if parts < 2 || parts > 4 || sameNum(sum, ev.num) {
		return ""
	}
	return ev.String()
}

// soleExplicit is x's one stated value and the number of stated values.
func soleExplicit(x *analysis) (value, int) {
	n := explicitCount(x)
	for _, v := range x.values {
		if !v.implied {
			return v, n
		}
	}
	return value{}, 0
}
