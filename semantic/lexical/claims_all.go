package lexical

// "All" against a count of a whole. "12 of 12 lessons watched" states
// "all lessons watched"; "11 of 12" and "2 of 3 checks passed" state that
// not all are. The page's share (the derived percentage of "N of M",
// capacity.go / counts.go) decides the quantifier "all" (also "every",
// "each") of the expectation: 100 % states it, less contradicts it. Only
// when the expectation names nothing the page lacks, asserts the page's
// own positive predicate ("every" is a content word to cover; no negation or negative form on either side:
// "all checks failed" is not read) and states no number of its own.

// allShare reports whether the page's share decides the expectation's
// "all" (decided) and whether it states it (full).
func allShare(r *comparison, a, e *analysis) (decided, full bool) {
	if r != nil && r.covE < 1 {
		return false, false
	}
	if e.neg > 0 || a.neg > 0 || !hasUniversal(e.quals) || hasUniversal(a.quals) {
		return false, false
	}
	for _, v := range e.values {
		if !v.implied {
			return false, false
		}
	}
	for _, u := range e.units {
		if u.neg {
			return false, false
		}
	}
	share, n := 0.0, 0
	for _, v := range a.values {
		if v.role == "share" && v.derived && v.kind == vPercent {
			share, n = v.num, n+1
		}
	}
	if n != 1 {
		return false, false
	}
	return true, share >= 100-1e-9
}

// withoutAll is x's qualifiers without the universal quantifiers a share
// decides.
func withoutAll(x *analysis) *analysis {
	y := *x
	y.quals = nil
	for _, q := range x.quals {
		if !universalWords[q] { // values_all.go
			y.quals = append(y.quals, q)
		}
	}
	return &y
}

// allCount reports whether value v is a count of the "N of M" frame whose
// full share states the expectation's "all" (allShare without coverage):
// the numbers are how the page says "all".
func allCount(v value, a, e *analysis) bool {
	if v.implied || v.kind != vNumber || v.role == "" || v.role == "share" {
		return false
	}
	decided, full := allShare(nil, a, e)
	return decided && full
}
