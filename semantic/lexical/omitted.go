package lexical

import (
	"strings"
	"time"
)

// An omitted subject, read for conflicts only: a page status states its
// state bare ("Pending", "Out for delivery", "Cancelled") and the
// expectation names the thing it is the state of ("the request is
// approved"). When neither the page nor its context names any word of
// the expectation's subject, the page is read a second time with that
// subject supplied ("request Pending"); if that reading finds a strong
// conflict (a stage, a status before another, an exclusive state, a
// polarity; not a value or count, which would depend on where the
// subject was put), the comparison is that conflict. A pass is never taken from
// the second reading: a subject the page does not name is not evidence
// for the claim (an earlier attempt to pass there added a held-out false
// pass), so the rule can only turn an undecided comparison into
// `different`.
//
// It applies only to an expectation of the shape "<determiner> <subject>
// <copula> <predicate>" (splitSubject), with one clause and no negation,
// against a page of at most three clauses whose text names no subject word
// (nor does the context, nor WordNet), and only when the first reading
// is undecided (no conflict).

// omittedConflict compares actual, with the expectation's subject
// supplied, to expected; ok reports a strong conflict found that way.
func omittedConflict(r comparison, a, c, e *analysis, actual, context, expected string, now time.Time) (comparison, bool) {
	if r.conflict > 0 || r.identical || r.empty || e.nClauses > 1 || e.neg > 0 || a.nClauses > 3 {
		return r, false
	}
	if eq, _, _ := r.evidence(); eq >= 0.5 {
		return r, false
	}
	subj, _, ok := splitSubject(e)
	if !ok || len(subj) == 0 {
		return r, false
	}
	words := make([]string, 0, len(subj))
	for _, i := range subj {
		eu := e.units[i]
		if bestUnit(eu, a.units) > 0 || bestUnit(eu, c.units) > 0 || wnUnit(eu, a.units) > 0 || wnUnit(eu, c.units) > 0 {
			return r, false // the page names the subject: the first reading stands
		}
		words = append(words, eu.raw)
	}
	r2 := compareTextsAt(strings.Join(words, " ")+" "+actual, context, expected, now)
	if r2.conflict < sPolarity || r2.swap || !stateReasons(r2.reasons) {
		return r, false
	}
	return r2, true
}

// stateReasons reports whether every reason of a conflict is about a state
// (a stage, a polarity, an exclusive group, a tense): a value or count
// conflict would depend on where the supplied subject was put.
func stateReasons(rs []string) bool {
	for _, why := range rs {
		switch {
		case strings.HasPrefix(why, "stage"), why == "polarity", strings.HasPrefix(why, "group"), strings.HasPrefix(why, "tense"):
		default:
			return false
		}
	}
	return len(rs) > 0
}
