package lexical

// Memoised sums of parts for one comparison.
//
// summedPart, breakdownPart and partClause ask, for each actual value or
// clause, questions whose expensive part does not depend on that value:
// whether an expected value is the sum of the actual side's values
// (sumCover scans every actual value) and whether an actual value is the
// stated total of the others (breakdownPart sums every actual value). Asked
// afresh for each of n actual values, they cost n² or n³ on a long text.
// sumsMemo answers the same questions with each of those parts computed at
// most once per comparison; the answers are those of the plain functions
// in sums.go (TestSumsMemoMatchesPlain holds them to it).

// sumsMemo caches the value-independent parts of the sums rules for one
// pair of analyses, which must not change while it is used.
type sumsMemo struct {
	a, e *analysis
	// full: per expected value, 0 not yet known, 1 its sumCover is below
	// qFull, 2 at least qFull.
	full []uint8
	// totals: indexes of actual values that an expected value states in
	// full and that the other actual values of their kind add up to (nil
	// until first needed).
	totals []int
	done   bool
	// products: the first product value at each position (set on first
	// use).
	products map[int16]int
	// clauses: partClause per clause, once known.
	clauses map[int]bool
}

func newSumsMemo(a, e *analysis) *sumsMemo {
	return &sumsMemo{a: a, e: e, full: make([]uint8, len(e.values))}
}

// sumFull is sumCover(e.values[j], a, e) >= qFull, computed once per j.
func (m *sumsMemo) sumFull(j int) bool {
	if m.full[j] == 0 {
		m.full[j] = 1
		if sumCover(m.e.values[j], m.a, m.e) >= qFull {
			m.full[j] = 2
		}
	}
	return m.full[j] == 2
}

// summedPart is summedPart(av, a, e).
func (m *sumsMemo) summedPart(av value) bool {
	a, e := m.a, m.e
	if av.implied || av.cmp != 0 {
		return false
	}
	if av.kind == vNumber {
		if m.products == nil {
			m.products = map[int16]int{}
			for i, pv := range a.values {
				if _, seen := m.products[pv.at]; !seen && pv.role == roleProduct {
					m.products[pv.at] = i
				}
			}
		}
		if i, ok := m.products[av.at]; ok {
			av = a.values[i] // the count of "2 × Team seat ($15)" is part of its product
		}
	}
	for j, ev := range e.values {
		if ev.implied {
			continue
		}
		if _, _, ok := comparable(ev, av); !ok || av.kind != ev.kind && !(ev.kind == vNumber && av.kind == vNumber) {
			continue
		}
		if m.sumFull(j) {
			return true
		}
	}
	return false
}

// breakdownPart is breakdownPart(a.values[i], a, e). For a value of the
// actual side, the plain function's test that a part in its clause equals
// it always holds (the value itself is that part, and it is never the
// total, whose clause differs), so only the totals are left to check.
func (m *sumsMemo) breakdownPart(i int) bool {
	av := m.a.values[i]
	if av.implied || av.cmp != 0 {
		return false
	}
	if !m.done {
		m.done = true
		m.totals = stateTotals(m.a, m.e)
	}
	for _, ti := range m.totals {
		if tv := m.a.values[ti]; tv.kind == av.kind && tv.clause != av.clause {
			return true
		}
	}
	return false
}

// stateTotals are the indexes of the actual values an expected value
// matches in full that equal the sum of the other (at least two) actual
// values of their kind.
func stateTotals(a, e *analysis) []int {
	var out []int
	for ti, tv := range a.values {
		if tv.implied {
			continue
		}
		if q, _ := bestValue(tv, e.values); q < qFull {
			continue
		}
		sum, n := 0.0, 0
		for pi, pv := range a.values {
			if pi == ti || pv.implied || pv.kind != tv.kind {
				continue
			}
			sum += pv.num
			n++
		}
		if n >= 2 && sameNum(sum, tv.num) {
			out = append(out, ti)
		}
	}
	return out
}

// partClause is partClause(k, a, e), computed once per clause.
func (m *sumsMemo) partClause(k int) bool {
	if v, ok := m.clauses[k]; ok {
		return v
	}
	res := false
	for i, av := range m.a.values {
		if av.clause == k && !av.implied && (m.summedPart(av) || m.breakdownPart(i)) {
			res = true
			break
		}
	}
	if m.clauses == nil {
		m.clauses = map[int]bool{}
	}
	m.clauses[k] = res
	return res
}
