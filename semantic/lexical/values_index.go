package lexical

// Indexes of the actual side's values and claims that actualValues asks
// about once per value: without them a long text's n values each scan
// all n values or claims again (n²).

// derivedFrom maps the index of each value of as to the indexes of the
// counts derived from it (analysis.derive), in order.
func derivedFrom(as []value) map[int][]int {
	var m map[int][]int
	for j, dv := range as {
		if !dv.derived {
			continue
		}
		if m == nil {
			m = map[int][]int{}
		}
		f0, f1 := int(dv.from[0]), int(dv.from[1])
		m[f0] = append(m[f0], j)
		if f1 != f0 {
			m[f1] = append(m[f1], j)
		}
	}
	return m
}

// derivedCoverAt is derivedCover(i, as, es) with the derived counts of
// each value indexed by derivedFrom(as).
func derivedCoverAt(i int, as, es []value, from map[int][]int) float64 {
	best := 0.0
	for _, j := range from[i] {
		for _, ev := range es {
			if q, _ := matchValue(ev, as[j]); q > best {
				best = q
			}
		}
	}
	return best
}

// inExtremeSlots are the claims of cs in an extreme slot
// (otherExtremeValue reads only those).
func inExtremeSlots(cs []claim) []claim {
	var out []claim
	for _, c := range cs {
		if extremeSlots[c.slot] {
			out = append(out, c)
		}
	}
	return out
}

// kindMemo holds kindOf of one unit for each kind name asked.
type kindMemo struct {
	names []string
	kws   []kindWord
	oks   []bool
}

// of is kindOf(u, name), computed once per name.
func (m *kindMemo) of(u unit, name string) (kindWord, bool) {
	for i, n := range m.names {
		if n == name {
			return m.kws[i], m.oks[i]
		}
	}
	kw, ok := kindOf(u, name)
	m.names, m.kws, m.oks = append(m.names, name), append(m.kws, kw), append(m.oks, ok)
	return kw, ok
}

// kindWordOfAny reports whether kindOf(u, name) holds for some kind name.
func kindWordOfAny(u unit) bool {
	for name := range kindIndex {
		if _, ok := kindOf(u, name); ok {
			return true
		}
	}
	return false
}
