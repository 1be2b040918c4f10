package lexical

// Vague amounts against a shown percentage. "rain is likely", "battery
// low", "most feedback is positive", "storage almost full" name no
// number but a band of one: against the page's one percentage (its
// subject named by both sides as usual) a value well inside the band
// states the claim and one well outside contradicts it; the middle stays
// undecided. The bands are wide on purpose:
//
//	likely, probable   meets ≥ 60 %   contradicts ≤ 30 %
//	unlikely           meets ≤ 30 %   contradicts ≥ 60 %
//	low                meets ≤ 20 %   contradicts ≥ 50 %
//	high               meets ≥ 80 %   contradicts ≤ 50 %
//	most, majority     meets > 50 %   contradicts ≤ 50 %
//	almost/nearly full meets ≥ 85 %   contradicts ≤ 60 %
//
// The vague word (with its "almost") is then the value's, and the
// percentage with its kind word ("chance", "level") and its used role is
// the detail the claim leaves out. Only a claim with no value of its own
// against a page with exactly one value, a percentage.

// vagueBand is the band of a vague word: the value meets it in [mlo, mhi]
// and contradicts it outside [clo, chi].
type vagueBand struct{ mlo, mhi, clo, chi float64 }

var vagueBands = map[string]vagueBand{
	"likely": {60, 100, 30.0001, 100}, "probable": {60, 100, 30.0001, 100},
	"unlikely": {0, 30, 0, 59.9999},
	"low":      {0, 20, 0, 49.9999},
	"high":     {80, 100, 50.0001, 100},
	"most":     {50.0001, 100, 50.0001, 100}, "majority": {50.0001, 100, 50.0001, 100}, "mostly": {50.0001, 100, 50.0001, 100},
}

// almostFull is the band of "almost full", "nearly full".
var almostFull = vagueBand{85, 100, 60.0001, 100}

// vagueAmounts reads the claim's vague word against the page's one
// percentage (see above).
func (r *comparison) vagueAmounts(a, e *analysis) {
	av, n := soleExplicit(a)
	if n != 1 || av.kind != vPercent || av.cmp != 0 || av.role != "" && av.role != roleUsed {
		return
	}
	if _, m := soleExplicit(e); m != 0 || e.neg > 0 {
		return
	}
	band, words, ok := vagueOf(e)
	if !ok {
		return
	}
	x := av.num
	switch {
	case x < band.clo || x > band.chi:
		r.addConflict(sValue, "vague amount")
	case x >= band.mlo && x <= band.mhi:
		for _, i := range words {
			e.units[i].implied = true
		}
		e.quals = dropOne(dropOne(e.quals, "almost"), "nearly")
		e.quals = dropOne(e.quals, "most")
		for i := range a.values {
			a.values[i].implied = true // the number is the detail "likely" leaves out
		}
		for i, u := range a.units {
			if kw, ok := kindOf(u, "percent"); ok && kw.role == "" || av.role == roleUsed && u.key == "used" {
				a.units[i].implied = true // "Chance of rain 80%", "90% of storage used"
			}
		}
	}
}

// vagueOf finds the one vague word of x: its band and the units that
// write it.
func vagueOf(x *analysis) (vagueBand, []int, bool) {
	var band vagueBand
	var words []int
	found := 0
	for i, u := range x.units {
		if u.implied {
			continue
		}
		if b, ok := vagueBands[u.raw]; ok {
			band, found = b, found+1
			words = append(words, i)
		}
		if u.raw == "full" && (hasQual(x, "almost") || hasQual(x, "nearly")) {
			band, found = almostFull, found+1
			words = append(words, i)
			for j, w := range x.units {
				if w.raw == "almost" || w.raw == "nearly" {
					words = append(words, j)
				}
			}
		}
	}
	if found == 0 && hasQual(x, "most") {
		return vagueBands["most"], nil, true
	}
	return band, words, found == 1
}

func hasQual(x *analysis, q string) bool {
	for _, w := range x.quals {
		if w == q {
			return true
		}
	}
	return false
}
