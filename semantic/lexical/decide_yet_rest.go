package lexical

// The rest of a count is denied.
//
// decideYet reads "not … yet" as "not" when both sides deny their claim.
// A page that counts a part of a whole with a predicate ("92 of 140
// attendees arrived") states the rest too, as a count derived with the
// predicate not holding (capacity.go, counts.go: 48 attendees not
// arrived): against a negated claim of that rest the page denies as much
// as a negation would. restCounted reports such a page: one of its
// derived counts has a negative polarity role and the claim's value of its
// kind matches it.

// restCounted reports whether a derived count of a, counting what does
// not hold or what remains, matches a value of e (see above).
func restCounted(a, e *analysis) bool {
	for _, dv := range a.values {
		if !dv.derived || rolePolarity(dv.role) != '-' {
			continue
		}
		for _, ev := range e.values {
			if q, _ := matchValue(ev, dv); q > 0 && !ev.implied {
				return true
			}
		}
	}
	return false
}
