package lexical

// An extreme the page does not state.
//
// "the minimum donation is $10" claims a bound: no donation is below $10.
// A page that shows "$10" (a button, a fee, one of several amounts: "Donate
// $10 · $25 · $50 · Other") states a value, not that it is the least one,
// yet the words of the claim all matched ("minimum" reads as a bound the
// value then met). When the claim has a word of an extreme or a limit
// (minimum, maximum, cheapest, highest, limit …) beside a number, and
// neither the page nor its context has any word or sign of a bound, an
// extreme, a range or a comparison, the page does not state the claim:
// unsure. A claim of "at least", "at most" or "up to" a value is not
// affected (a plain value satisfies it), nor is a page that names any bound ("Min.
// order $25", "Daily limit $1,000", "Top speed 250 km/h", "from $8").

// extremeClaimWords mark a claim about the end of a scale or a limit.
var extremeClaimWords = map[string]bool{
	"minimum": true, "maximum": true, "min": true, "max": true,
	"lowest": true, "highest": true, "cheapest": true, "priciest": true,
	"dearest": true, "largest": true, "smallest": true, "biggest": true,
	"limit": true, "limited": true, "cap": true, "capped": true,
	"fewest": true,
}

// pageBoundWords are words of a page that state or imply a bound, an
// extreme, a range or a comparison; any of them leaves the comparison to
// the ordinary rules.
var pageBoundWords = map[string]bool{
	"minimum": true, "maximum": true, "min": true, "max": true, "mini": true,
	"lowest": true, "highest": true, "cheapest": true, "priciest": true,
	"dearest": true, "largest": true, "smallest": true, "biggest": true,
	"limit": true, "limits": true, "limited": true, "cap": true, "capped": true,
	"fewest": true, "most": true, "least": true, "top": true, "peak": true,
	"best": true, "worst": true, "record": true, "floor": true, "ceiling": true,
	"threshold": true, "allowance": true, "allowed": true, "quota": true,
	"only": true, "from": true, "starting": true, "starts": true, "within": true,
	"under": true, "over": true, "below": true, "above": true, "upto": true,
	"up": true, "more": true, "less": true, "fewer": true, "exceed": true,
	"exceeds": true, "upper": true, "lower": true, "high": true, "low": true,
	"fastest": true, "slowest": true, "longest": true, "shortest": true,
	"first": true, "last": true, "ranges": true, "range": true, "between": true,
	"required": true, "requires": true, "must": true, "no": true,
}

// unstatedExtreme reports whether expected (items ei) claims an extreme
// or a limit of a number that actual and context (a, ai, ci) show without
// any bound or range (see above).
func unstatedExtreme(a *analysis, ai, ci, ei []item) bool {
	word, num := false, false
	for _, it := range ei {
		switch {
		case it.hasNum:
			num = true
		case it.kind == tkWord && extremeClaimWords[it.text]:
			word = true
		}
	}
	if !word || !num {
		return false
	}
	for _, v := range a.values {
		if v.rng != 0 || v.cmp != 0 {
			return false // a range or a bound of the page's own
		}
	}
	shown := false
	for _, its := range [][]item{ai, ci} {
		for _, it := range its {
			if it.kind == tkWord && pageBoundWords[it.text] || it.kind != tkWord && boundSign(it.text) {
				return false
			}
			shown = shown || it.hasNum
		}
	}
	return shown
}

// boundSign reports whether a non-word token is a sign of comparison or
// of a range.
func boundSign(s string) bool {
	switch s {
	case "<", ">", "≤", "≥", "+", "–", "—", "-", "~", "≈", "⩽", "⩾", "<=", ">=", "…", "...":
		return true
	}
	return false
}
