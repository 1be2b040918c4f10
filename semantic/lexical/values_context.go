package lexical

import "strings"

// The subject's own value beside its successor. The context names the
// element an assertion reads ("BA 117", "TB-1042") and the claim names it
// too ("flight BA 117 is cancelled", "TB-1042 is discontinued"); the page
// shows another value of the kind as what replaces it ("Rebooked on BA
// 119", "Replace with TB-1050"): a further fact, not a contradiction of
// the subject. The claim's value is then covered by the context only, so
// it counts as not shown (missing: never a pass): the claim is only not
// contradicted. Another value without a word of replacement ("Order
// #124" under "Order #123") keeps its conflict.

// successorWords introduce a value that replaces another.
var successorWords = map[string]bool{
	"rebooked": true, "replace": true, "replaced": true, "replacement": true, "successor": true,
	"instead": true, "moved": true, "renamed": true, "superseded": true, "substitute": true,
}

// contextValue reports whether the context states ev exactly and every
// value of its kind on the page that differs follows a word of
// replacement.
func contextValue(ev value, a, c *analysis) bool {
	if ev.implied || ev.cmp != 0 {
		return false
	}
	if q, _ := bestValue(ev, c.values); q < qFull {
		return false
	}
	n := 0
	for _, av := range a.values {
		if av.implied || av.kind != ev.kind {
			continue
		}
		if q, _ := matchValue(ev, av); q > 0 {
			continue
		}
		if !successorBefore(a, int(av.at)) {
			return false
		}
		n++
	}
	return n > 0
}

// successorBefore reports whether a word of replacement stands among the
// three tokens before token k.
func successorBefore(a *analysis, k int) bool {
	for i := k - 1; i >= 0 && i >= k-3; i-- {
		if successorWords[strings.ToLower(a.its[i].text)] {
			return true
		}
	}
	return false
}
