package lexical

import (
	"slices"
	"strings"
)

// A value against a named reference point.
//
// "drops below freezing" against "Max 9 °C · Min 2 °C": the claim puts the
// page's temperatures below a point its word names (freezing: 0 °C). When
// every temperature the page shows lies on the other side of that point,
// the claim is contradicted. It only ever adds a conflict (an agreeing
// page still needs the rest of the claim covered), and only for a claim
// with one above/below/over/under slot on a reference word and no value
// of its own, against explicit temperatures of a known scale; against
// "below" only the page's lower ends count (exact values, minimums, "at
// least"), against "above" its upper ends.

// referencePoints are the reference words and their point in degrees
// Celsius.
var referencePoints = map[string]float64{"freezing": 0, "zero": 0, "boiling": 100}

// referenceConflict reports whether every temperature of a lies on the
// wrong side of the reference e's slot names.
func referenceConflict(a, e *analysis) bool {
	if explicitCount(e) != 0 {
		return false
	}
	slot, ref, n := "", 0.0, 0
	for _, u := range e.units {
		p, ok := referencePoints[strings.ToLower(u.raw)]
		if !ok {
			continue
		}
		for _, c := range e.claims {
			if (c.slot == "below" || c.slot == "above" || c.slot == "over" || c.slot == "under") && slices.Contains(strings.Split(c.filler, "+"), u.key) {
				slot, ref = c.slot, p
				n++
			}
		}
	}
	if n != 1 {
		return false
	}
	below := slot == "below" || slot == "under"
	temps := 0
	for _, v := range a.values {
		if v.implied || v.kind != vMeasure || v.unit != "temp" || v.scale == "" || v.approx {
			continue
		}
		if upper := v.cmp == '<' || v.cmp == cmpAtMost || v.cmp == cmpMax; v.cmp != 0 && upper == below {
			continue // "Max 9 °C" bounds nothing below: only the page's lower ends count for "below"
		}
		c := v.num
		if v.scale == "fahrenheit" {
			c = (v.num - 32) * 5 / 9
		}
		if below && c < ref || !below && c > ref {
			return false // one temperature on the claimed side
		}
		temps++
	}
	return temps > 0
}
