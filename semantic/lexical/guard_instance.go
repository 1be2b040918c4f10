package lexical

// The last and the next of a recurring thing.
//
// "Last backup 03:00 UTC" and "the next backup is at 3 am UTC" name one
// time for two backups; "Last payment $40" is not "your next payment is
// $40". The deictic periods of guard_period.go ("last year", "this
// month") are one case of this; any noun after "last", "previous" or
// "prior" names an earlier instance of a recurring thing, and after
// "next", "upcoming" or "following" a later one. When the claim names an
// instance on one side of now and the page (or its context) names the
// same noun only on the other, they speak of different instances: a
// conflict of the group kind, unless the page has a word of the claim's
// side standing for a noun it leaves out ("Last visit: Oct 3 · Next: Apr
// 3"). "This" and "current" are left to the
// period rule: "this order" is no instance of a series.

// instanceWhen maps a word before a noun to the side of now it puts that
// instance on.
var instanceWhen = map[string]int{
	"last": -1, "previous": -1, "prior": -1,
	"next": 1, "upcoming": 1, "following": 1,
}

// instanceRefs lists the nouns the items its name with an earlier or a
// later instance: noun stem → the sides of now.
func instanceRefs(its []item, into map[string]map[int]bool) {
	for i := 1; i < len(its); i++ {
		n, d := its[i], its[i-1].text
		when, ok := instanceWhen[d]
		if !ok || n.kind != tkWord || n.brk || len(n.text) < 3 || lex.classes[n.text] != wcNone {
			continue
		}
		st := stem(n.text)
		if into[st] == nil {
			into[st] = map[int]bool{}
		}
		into[st][when] = true
	}
}

// instanceConflict names a noun the claim puts on the other side of now
// than the page does, "" when none.
func instanceConflict(ai, ci, ei []item) string {
	e := map[string]map[int]bool{}
	instanceRefs(ei, e)
	if len(e) == 0 {
		return ""
	}
	a := map[string]map[int]bool{}
	instanceRefs(ai, a)
	instanceRefs(ci, a)
	for n, whens := range e {
		if len(a[n]) == 0 {
			continue
		}
		shared := false
		for w := range whens {
			shared = shared || a[n][w] || deicticAt(ai, w) || deicticAt(ci, w)
		}
		if !shared {
			return n
		}
	}
	return ""
}

// deicticAt reports whether the items its have a word that puts an
// instance on side when of now.
func deicticAt(its []item, when int) bool {
	for _, it := range its {
		if w, ok := instanceWhen[it.text]; ok && w == when && it.kind == tkWord {
			return true
		}
	}
	return false
}
