package lexical

import (
	"math"
	"strings"
)

// Values the page's arithmetic relates to a claim, beyond the whole less
// the part (values_complement.go):
//
//   - a product or a quotient of two shown values: "Crane hire: 6 weeks
//     at £3,400/week" and "£20,400 in total", "Breakout rooms: 4 rooms ·
//     5 people each" and "20 people", "€14,300 · Paid in 2 instalments"
//     and "two instalments of €7,150";
//   - "and N others" after a name counts N + 1: "Liked by alex_r and 41
//     others" and "42 likes";
//   - the rest of a percentage: "94% of seats sold" and "6 percent of
//     seats are unsold".
//
// Which of the values the claim means, and in which role, is beyond the
// values, so such a value counts as not shown (missing: never a pass):
// the claim is only not contradicted. Arithmetic is exact, and a factor
// or a divisor is a plain count, so coincidences stay rare.

// relatedValue reports whether ev, which no shown value equals, is one of
// the values above.
func relatedValue(ev value, a, e *analysis) bool {
	if ev.implied || ev.cmp != 0 {
		return false
	}
	return productOf(ev, a, e) || othersCount(ev, a) || percentRest(ev, a, e)
}

// productOf reports whether ev is x × n or x / n for a shown value x of
// its kind and a shown plain count n ≥ 2: a product where a rate word
// stands beside a factor, a quotient where the claim states the count.
func productOf(ev value, a, e *analysis) bool {
	if ev.kind != vAmount && ev.kind != vMeasure && ev.kind != vNumber {
		return false
	}
	tol := 1e-6 * math.Max(math.Abs(ev.num), 1)
	for _, x := range a.values {
		if xv, ok := complementScale(ev, x); ok && !x.implied && math.Abs(xv-ev.num) <= tol {
			return false // the claim's value is shown: other rules read it
		}
	}
	for i, x := range a.values {
		xv, ok := complementScale(ev, x)
		if x.implied || !ok || xv == 0 || xv == 1 {
			continue
		}
		for j, n := range a.values {
			k, ok := countOf(a, n)
			if i == j || n.implied || n.cmp != 0 || !ok || k < 2 || k != math.Trunc(k) {
				continue
			}
			if math.Abs(xv*k-ev.num) <= tol && (rateNear(a, x) || rateNear(a, n)) {
				return true // "6 weeks at £3,400/week", "5 people each"
			}
			if math.Abs(xv/k-ev.num) <= tol && claimsCount(e, k) {
				return true // "two instalments of €7,150" for "€14,300 · in 2 instalments"
			}
		}
	}
	return false
}

// rateWords mark a value as a rate or a share each: "£3,400/week", "5
// people each", "24 per case", "2 × 14".
var rateWords = map[string]bool{"/": true, "per": true, "each": true, "every": true, "at": true, "×": true, "x": true, "apiece": true}

// rateNear reports whether a rate word stands right before v or within
// two tokens after it ("5 people each").
func rateNear(a *analysis, v value) bool {
	for _, k := range []int{int(v.at) - 1, int(v.end), int(v.end) + 1} {
		if k >= 0 && k < len(a.its) && rateWords[strings.ToLower(a.its[k].text)] {
			return true
		}
	}
	return false
}

// claimsCount reports whether x states the plain count n.
func claimsCount(x *analysis, n float64) bool {
	for _, v := range x.values {
		if v.kind == vNumber && !v.implied && v.num == n {
			return true
		}
	}
	return false
}

// countOf is v's count: a plain number, or the number a duration is
// written with ("6 weeks" at a weekly rate).
func countOf(a *analysis, v value) (float64, bool) {
	switch {
	case v.kind == vNumber:
		return v.num, true
	case v.kind == vDuration && int(v.at) < len(a.its) && a.its[v.at].hasNum:
		return a.its[v.at].num, true
	}
	return 0, false
}

// othersCount reports whether ev is N + 1 for a shown "and N others".
func othersCount(ev value, a *analysis) bool {
	if ev.kind != vNumber {
		return false
	}
	for _, v := range a.values {
		if v.kind != vNumber || v.implied || v.num+1 != ev.num || v.at < 1 || int(v.end) >= len(a.its) {
			continue
		}
		prev, next := strings.ToLower(a.its[v.at-1].text), strings.ToLower(a.its[v.end].text)
		if prev == "and" && (next == "others" || next == "other" || next == "more") {
			return true
		}
	}
	return false
}

// percentRest reports whether ev is 100 % less a shown percentage.
func percentRest(ev value, a, e *analysis) bool {
	if ev.kind != vPercent || ev.num <= 0 || ev.num >= 100 || !restWord(e) {
		return false
	}
	for _, v := range a.values {
		if v.kind == vPercent && !v.implied && v.cmp == 0 && math.Abs(100-v.num-ev.num) <= 1e-6 {
			return true
		}
	}
	return false
}

// restWord reports whether x names the other role of a share: a negated
// or negative word ("unsold", "empty", "not used") or what remains.
func restWord(x *analysis) bool {
	if x.neg > 0 {
		return true
	}
	for _, u := range x.units {
		if u.neg || u.key == "remain" || u.key == "available" {
			return true
		}
	}
	for _, w := range strings.Fields(x.canon) {
		if restWords[w] || len(w) > 4 && strings.HasPrefix(w, "un") {
			return true // "unsold", "unused", "empty"
		}
	}
	return false
}

// restWords name the other role of a share.
var restWords = map[string]bool{"empty": true, "free": true, "left": true, "remaining": true, "missing": true, "rest": true, "other": true}
