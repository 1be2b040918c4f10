package lexical

import "strings"

// lifeCycleSame covers the two status phrases of one stage said in other
// words ("Queued" / "the job is waiting", "Pending" / "under contract" on
// a listing) under every guard of lifeCycleConflict (status_stages.go):
// one status each side, no negation, hedge, future or value, nothing in
// the page's past, every other content word named; every live cycle the
// two share puts them in the same stage entry (the alternative ends are
// entries of their own: "cancelled" and "timed out" are two ways to fail,
// "cancelled" and "aborted" one), and a
// stage that holds is not asserted in the past ("was pending" may be
// over). Two entries of one rank are not synonyms: "approved" and
// "processing" of a refund only do not exclude each other. It returns the
// covered unit indexes of e and of a; the rest of the comparison still
// decides whether the claims align.
func lifeCycleSame(a, c, e *analysis) (ei, ai []int) {
	if len(a.values) > 0 || len(e.values) > 0 {
		return nil, nil
	}
	at, et, ct := strings.Fields(a.canon), strings.Fields(e.canon), strings.Fields(c.canon)
	live := applicableCycles(at, et, ct)
	if len(live) == 0 {
		return nil, nil
	}
	am, ok := oneStatus(at, live)
	if !ok || hasAny(at, am, cycleHedges) || hasAny(at, am, cyclePast) {
		return nil, nil
	}
	em, ok := oneStatus(et, live)
	if !ok || hasAny(et, em, cycleHedges) {
		return nil, nil
	}
	ePast, shared := hasAny(et, em, cyclePast), false
	if !sameCycles(am, em) {
		return nil, nil
	}
	for ci, sa := range am.stages {
		se := em.stages[ci]
		if sa.forms[0] != se.forms[0] || sa.holds && ePast {
			return nil, nil
		}
		shared = true
	}
	as, es := at[am.from:am.to], et[em.from:em.to]
	if !shared || negatedOutside(a, as) || negatedOutside(e, es) || !statusOnly(a, e, c, as) || !statusOnly(e, a, c, es) {
		return nil, nil
	}
	return spanUnits(e, es), spanUnits(a, as)
}

// spanUnits lists the indexes of x's content units inside span.
func spanUnits(x *analysis, span []string) []int {
	var out []int
	for i, u := range x.units {
		if !u.implied && u.weight > 0 && !u.descriptor && inSpan(u.raw, span) {
			out = append(out, i)
		}
	}
	return out
}
