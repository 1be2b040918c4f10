package lexical

import (
	"strconv"
	"strings"
)

// A present value against the page's current one.
//
// "currently 22 degrees" against "Heating to 22°" with "Currently 19°"
// beside it: the page's 22 is a target (the filler of a "to" claim), and
// the page states the current value itself with a word of the present
// ("currently", "now"). The claim's present value is the page's current
// value or it is contradicted. Only when the claim has a word of the
// present, one value and no from/to claim of its own, and the page (the
// context first, then the actual text) has a word of the present and
// exactly one value of the claim's kind that is not a from/to filler.

// nowValueConflict reports whether e's present value differs from the
// current value the page states.
func nowValueConflict(a, c, e *analysis) bool {
	if !hasCue(e.canon) || len(fillers(e.claims, "from")) > 0 || len(fillers(e.claims, "to")) > 0 {
		return false
	}
	ev, n := soleExplicit(e)
	if n != 1 || ev.cmp != 0 || ev.approx {
		return false
	}
	for _, x := range []*analysis{c, a} {
		if x == nil || !hasCue(x.canon) {
			continue
		}
		cv, ok := currentValue(ev, x)
		if !ok {
			return false
		}
		ex, cx, _ := comparable(ev, cv)
		return !sameNum(ex, cx)
	}
	return false
}

// currentValue is x's one value comparable with ev that no from/to claim
// holds.
func currentValue(ev value, x *analysis) (value, bool) {
	var out []value
	for _, v := range x.values {
		if v.implied {
			continue
		}
		if _, _, ok := comparable(ev, v); !ok || changeFiller(v, x) {
			continue
		}
		out = append(out, v)
	}
	if len(out) != 1 {
		return value{}, false
	}
	return out[0], true
}

// changeFiller reports whether v is the filler of a from/to claim of x.
func changeFiller(v value, x *analysis) bool {
	for _, s := range []string{"from", "to"} {
		for _, f := range fillers(x.claims, s) {
			n, err := strconv.ParseFloat(strings.TrimPrefix(f, "#"), 64)
			if strings.HasPrefix(f, "#") && err == nil && sameNum(n, v.num) {
				return true
			}
		}
	}
	return false
}
