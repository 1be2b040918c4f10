package lexical

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
		return 0
	}
	if e.totalCue || a.plusSign {
		return qFull
	}
	return qWeak
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
	n := 0
	for _, av := range a.values {
		if av.implied {
			continue
		}
		if _, _, ok := comparable(ev, av); ok {
			n++
		}
	}
	if n < 2 {
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

// totalWords mark a claim about a sum.
var totalWords = map[string]bool{"total": true, "altogether": true, "combined": true, "overall": true, "sum": true, "together": true}
