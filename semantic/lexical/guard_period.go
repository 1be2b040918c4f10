package lexical

// Periods named relative to now.
//
// "Last year: $1,210 refund" and "your refund this year is $1,210" state
// one amount for two years. The dates of relative days are values
// (reldate.go), but a period named by a deictic word ("last year", "this
// month", "next season", "previous term") is not: the same amount and
// the same words otherwise pass. Each side's deictic periods are read as
// (when, period noun) pairs; when the claim names a period the page (or
// its context) names too with another "when", and never with the claim's,
// the two sides speak of different periods: a conflict of the group kind.

// periodNouns are the spans of time a deictic word names relative to now.
var periodNouns = map[string]bool{
	"year": true, "month": true, "week": true, "quarter": true, "season": true,
	"term": true, "semester": true, "cycle": true, "period": true, "weekend": true,
	"night": true, "shift": true, "round": true, "billing": true,
}

// deictics map a word before a period noun to when it lies: -1 before
// the current one, 0 the current one, +1 after it.
var deictics = map[string]int{
	"last": -1, "previous": -1, "prior": -1, "past": -1,
	"this": 0, "current": 0,
	"next": 1, "upcoming": 1, "coming": 1, "following": 1,
}

// periodRefs lists the deictic periods of the items its: period noun →
// the set of "when" it is named with.
func periodRefs(its []item, into map[string]map[int]bool) {
	for i := 1; i < len(its); i++ {
		n, d := its[i].text, its[i-1].text
		if its[i].kind != tkWord || its[i].brk || !periodNouns[n] && !periodNouns[stem(n)] {
			continue
		}
		when, ok := deictics[d]
		if !ok {
			continue
		}
		if into[n] == nil {
			into[n] = map[int]bool{}
		}
		into[n][when] = true
	}
}

// periodConflict names a period noun the claim places at another time
// than the page does, "" when none.
func periodConflict(ai, ci, ei []item) string {
	e := map[string]map[int]bool{}
	periodRefs(ei, e)
	if len(e) == 0 {
		return ""
	}
	a := map[string]map[int]bool{}
	periodRefs(ai, a)
	periodRefs(ci, a)
	for n, whens := range e {
		if len(a[n]) == 0 {
			continue
		}
		shared := false
		for w := range whens {
			shared = shared || a[n][w]
		}
		if !shared {
			return n
		}
	}
	return ""
}
