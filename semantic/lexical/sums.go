package lexical

import (
	"math"
	"strings"
)

// Sums of parts and ambiguous value conflicts.
//
// A claim of one value that no shown value equals may still be the sum of
// the shown values of its kind ("$49 + $10 VAT" and "59 dollars in total",
// "2 meetings, 1 reminder, 1 task" and "four items"). With a word of
// totality on the claim side ("total", "altogether", "combined") or a "+"
// on the page, the sum states the claim; without, it is only weak
// evidence. A claimed value that contradicts one of several shown values
// of its kind is a confident conflict only when the claims bind both to
// the same noun ("three sick days" against "Sick 5"): otherwise the page's
// other values may explain it.

// sumCover is the match quality of ev against the sum of the actual's
// values of its kind, 0 when the sum differs or there are fewer than two.
func sumCover(ev value, a, e *analysis) float64 {
	for _, v := range a.values {
		if v.role == roleProduct {
			return productSumCover(ev, a, e) // unit prices add only times their counts
		}
	}
	sum, n := 0.0, 0
	for _, av := range a.values {
		if av.implied || av.cmp != 0 {
			continue
		}
		x, y, ok := comparable(ev, av)
		if !ok || av.kind != ev.kind && !(ev.kind == vNumber && av.kind == vNumber) {
			continue
		}
		_ = x
		sum += y
		n++
	}
	if n < 2 || !sameNum(sum, ev.num) && !(ev.approx && relClose(sum, ev.num)) {
		return productSumCover(ev, a, e)
	}
	if _, _, kind := kindTotal(a, e); e.totalCue || a.plusSign || kind {
		return qFull // sums_kind.go: a kind word states the total
	}
	return qWeak
}

// summedPart reports whether the actual value av is one of the parts an
// expected total states in full (a word of totality or a "+", sumCover).
func summedPart(av value, a, e *analysis) bool {
	if av.implied || av.cmp != 0 {
		return false
	}
	if av.kind == vNumber {
		for _, pv := range a.values {
			if pv.role == roleProduct && pv.at == av.at {
				av = pv // the count of "2 × Team seat ($15)" is part of its product
				break
			}
		}
	}
	for _, ev := range e.values {
		if ev.implied {
			continue
		}
		if _, _, ok := comparable(ev, av); !ok || av.kind != ev.kind && !(ev.kind == vNumber && av.kind == vNumber) {
			continue
		}
		if sumCover(ev, a, e) >= qFull {
			return true
		}
	}
	return false
}

func relClose(x, y float64) bool {
	d := x - y
	if d < 0 {
		d = -d
	}
	m := max(x, y, -x, -y)
	return d <= approxTolerance*m
}

// ambiguousValue reports whether the actual side has two or more values
// comparable with ev and no claim binds ev's noun to one of them.
func ambiguousValue(ev value, a, e *analysis) bool {
	var nums []float64
	mixed := false // values of another kind (a count against a percentage)
	for _, av := range a.values {
		if av.implied {
			continue
		}
		if _, x, ok := comparable(ev, av); ok {
			nums = append(nums, x)
			mixed = mixed || av.kind != ev.kind
		}
	}
	if len(nums) < 2 {
		return false
	}
	if !mixed && !multiplies(a) && !multiplies(e) && !derivable(ev, nums) {
		return false
	}
	// A noun slot both sides bind with other fillers is a clear conflict.
	for _, ec := range e.claims {
		if slotClass(ec.slot) != "noun" || ec.filler[0] != '#' {
			continue
		}
		if af := fillers(a.claims, ec.slot); af != nil && !fills(a.claims, ec.slot, ec.filler) {
			return false
		}
	}
	return true
}

// derivable reports whether arithmetic on the shown values could give the
// claimed one: a difference or sum of two of them, the sum of all, or, for
// a percentage, one as a share of another. When none does ("12,400 of
// 50,000" against "13,000 of 50,000"), several shown values do not excuse
// the conflict.
func derivable(ev value, nums []float64) bool {
	near := func(x float64) bool {
		tol := 0.005 * math.Max(math.Abs(ev.num), 1)
		if ev.approx || ev.cmp != 0 {
			tol = 0.06 * math.Max(math.Abs(ev.num), 1)
		}
		return math.Abs(x-ev.num) <= tol
	}
	total := 0.0
	for i, x := range nums {
		total += x
		for j, y := range nums {
			if i == j {
				continue
			}
			if near(x-y) || (i < j && near(x+y)) || (ev.kind == vPercent && y != 0 && near(100*x/y)) {
				return true
			}
		}
	}
	return near(total)
}

// multiplies reports a product on the page ("3 × $5", "40 × 30 cm"): the
// arithmetic that may relate its values is beyond derivable.
func multiplies(a *analysis) bool {
	for _, p := range a.parts {
		if strings.ContainsAny(p, "×*") {
			return true
		}
	}
	for _, u := range a.units {
		if u.raw == "×" || u.raw == "x" || u.raw == "times" {
			return true
		}
	}
	return false
}

// totalWords mark a claim about a sum.
var totalWords = map[string]bool{"total": true, "altogether": true, "combined": true, "overall": true, "sum": true, "together": true}

// breakdownPart reports whether the actual value av is one of parts that
// add up to another value shown on the page which the expected side
// states ("Subtotal $40.00 · Shipping $5.00 · Total $45.00" for "total of
// 45 dollars"): the parts are the breakdown of the stated total.
func breakdownPart(av value, a, e *analysis) bool {
	if av.implied || av.cmp != 0 {
		return false
	}
	for ti, tv := range a.values {
		if tv.implied || tv.kind != av.kind || tv.clause == av.clause {
			continue
		}
		if q, _ := bestValue(tv, e.values); q < qFull {
			continue
		}
		sum, n, in := 0.0, 0, false
		for pi, pv := range a.values {
			if pi == ti || pv.implied || pv.kind != tv.kind {
				continue
			}
			sum += pv.num
			n++
			in = in || pi >= 0 && pv.clause == av.clause && sameNum(pv.num, av.num)
		}
		if n >= 2 && in && sameNum(sum, tv.num) {
			return true
		}
	}
	return false
}

// partClause reports whether clause k of the actual side holds a part of
// a total the expected side states (summedPart, breakdownPart): its label
// ("Fare", "Tip") names that part and is covered by the total.
func partClause(k int, a, e *analysis) bool {
	for _, av := range a.values {
		if av.clause == k && !av.implied && (summedPart(av, a, e) || breakdownPart(av, a, e)) {
			return true
		}
	}
	return false
}

// productSumCover is sumCover with each "count × unit price" replaced by
// its product ("Base $20 · 3 extra seats × $5" adds up to 35 dollars).
func productSumCover(ev value, a, e *analysis) float64 {
	if ev.kind != vAmount {
		return 0
	}
	priced := map[int]bool{}
	sum, n := 0.0, 0
	for _, v := range a.values {
		if v.role == roleProduct {
			priced[int(v.from[1])] = true
			sum += v.num
			n++
		}
	}
	if n == 0 {
		return 0
	}
	for i, v := range a.values {
		if v.kind == vAmount && !v.implied && v.cmp == 0 && !priced[i] {
			if v.cur != ev.cur && v.cur != "" && ev.cur != "" {
				return 0
			}
			sum += v.num
			n++
		}
	}
	if !sameNum(sum, ev.num) {
		return 0
	}
	if n >= 2 && (e.totalCue || a.plusSign) {
		return qFull
	}
	return qWeak
}
