package lexical

import (
	"strconv"
	"strings"
)

// Identifier of a named subject: the page names the thing with its
// identifier ("Build #482 passed", "Invoice INV-2041 · Paid") and the
// expectation names the same thing without one ("the build succeeds").
// The identifier says which build; it states nothing the expectation
// would need, so it weighs nothing: neither extra content on the page nor
// coverage (the page's other words still decide: "Order #1042 · Shipped ·
// Returned" is no pass for "the order has shipped").
//
// It only applies when the identifier is a code or a "#" number (never a
// count, whatever role the claims read: "Build #482 passed") right
// after a word of the page the expectation names too (the same concept or
// word), and the expectation states no code or plain number at all (then
// the values compare as values: "build 481 passed"), and every other word
// of the page is one the expectation covers.

// subjectID reports whether the actual side's value av is an identifier
// of a subject both sides name.
func subjectID(av value, a, e *analysis) bool {
	if av.implied || av.derived || (av.kind != vCode && av.kind != vNumber) || av.kind == vCode && av.role != "" {
		return false
	}
	for _, ev := range e.values {
		if !ev.implied && (ev.kind == vCode || ev.kind == vNumber) {
			return false
		}
	}
	extra := inertExtraClauses(a, e) // subject_id_extra.go
	for _, au := range a.units {
		if !au.implied && !au.descriptor && au.weight > 0 && !extra[au.clause] && bestUnit(au, e.units) < qSynonym && wnUnit(au, e.units) == 0 {
			return false // the page says more ("Returned"): the identifier keeps its weight
		}
	}
	toks := strings.Fields(a.canon)
	for i, t := range toks {
		head := -1
		switch {
		case av.kind == vCode && t == av.code && i > 0:
			head = i - 1
		case av.kind == vNumber && t == "#" && i > 0 && i+1 < len(toks) && toks[i+1] == strconv.FormatFloat(av.num, 'f', -1, 64):
			head = i - 1
		}
		if head >= 0 && namedByBoth(toks[head], a, e) {
			return true
		}
	}
	return false
}

// namedByBoth reports whether the page's word w is a unit of the page the
// expectation names (same concept or word).
func namedByBoth(w string, a, e *analysis) bool {
	for _, au := range a.units {
		if au.implied || au.descriptor || au.raw != w {
			continue
		}
		if bestUnit(au, e.units) >= 1 {
			return true
		}
	}
	return false
}
