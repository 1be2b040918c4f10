package lexical

// A change is no later start. "Available from Dec 12" starts after today,
// so a claim of now is not stated (timing.go); "Deadline extended from
// Dec 2 to Dec 9" and "Meeting moved from Dec 3 to Dec 4" change a value
// from one date to another, and "from" names the earlier value, not a
// start: a claim of the current value ("the deadline is now December 9")
// is read against the change (changes.go).

// valueChangeVerbs change a value from one setting to another.
var valueChangeVerbs = map[string]bool{
	"changed": true, "moved": true, "extended": true, "rescheduled": true, "postponed": true,
	"shifted": true, "pushed": true, "brought": true, "updated": true, "switched": true,
	"delayed": true, "advanced": true,
}

// changedFrom reports whether a has "from" right after a change verb
// ("extended from", "moved back from").
func changedFrom(a *analysis) bool {
	for k := range a.its {
		if a.its[k].text != "from" {
			continue
		}
		for j := k - 1; j >= 0 && j >= k-2; j-- {
			if valueChangeVerbs[a.its[j].text] {
				return true
			}
			if a.its[j+1].brk {
				break
			}
		}
	}
	return false
}
