package lexical

import (
	"maps"
	"slices"
	"strings"
)

// Changes: "Language: English → Deutsch", "Downgraded from Pro to Basic",
// "Moved from Tue to Thu" state a change, from an earlier state to a
// current one. An expectation about the present ("the language is now
// German", "currently on the Pro plan") names one of the two without a
// slot word. withNowClaims reads the word it names as the "to" filler, so
// the claim alignment sees "now English" against "English → Deutsch" as a
// swap (the earlier state is not the current one) and "now German" as
// aligned; changeHistory then lets the earlier state count as covered: it
// is the history of the change the expectation states.

// nowCues mark an expectation about the current state.
var nowCues = map[string]bool{"now": true, "currently": true}

// nowCueWords are the words of nowCues, for hasCue's substring test.
var nowCueWords = slices.Collect(maps.Keys(nowCues))

// withNowClaims is e with a "to" claim for each of its concepts that is a
// filler of a from or to claim of a, when e speaks of the present and has
// no from/to claim of its own; else e itself.
func withNowClaims(e, a *analysis) *analysis {
	if len(fillers(e.claims, "from")) > 0 || len(fillers(e.claims, "to")) > 0 || !hasCue(e.canon) {
		return e
	}
	var extra []claim
	for _, u := range e.units {
		if u.implied || u.weight == 0 || u.descriptor {
			continue
		}
		if fills(a.claims, "to", u.key) || fills(a.claims, "from", u.key) {
			extra = append(extra, claim{"to", u.key})
		}
	}
	if len(extra) == 0 {
		return e
	}
	en := *e
	en.claims = append(append([]claim(nil), e.claims...), extra...)
	return &en
}

// hasCue reports whether a canonical text has a word of nowCues.
func hasCue(canon string) bool {
	if !slices.ContainsFunc(nowCueWords, func(w string) bool { return strings.Contains(canon, w) }) {
		return false // no word of nowCues can be there
	}
	for w := range strings.FieldsSeq(canon) {
		if nowCues[w] {
			return true
		}
	}
	return false
}

// changeHistory lists the keys of a's "from" fillers when the expected
// side states a's "to" filler as the present (withNowClaims) and nothing
// about the earlier state.
func changeHistory(en, a *analysis) map[string]bool {
	to := fillers(en.claims, "to")
	if len(to) == 0 || len(fillers(en.claims, "from")) > 0 {
		return nil
	}
	aligned := false
	for _, f := range to {
		if fills(a.claims, "to", f) {
			aligned = true
		}
		if fills(a.claims, "from", f) {
			return nil // the expectation names the earlier state
		}
	}
	if !aligned {
		return nil
	}
	h := map[string]bool{}
	for _, f := range fillers(a.claims, "from") {
		for _, k := range fillerKeys(f) {
			h[k] = true
		}
	}
	return h
}

// extraRoleKeys lists the keys of participants the actual side names in
// roles the expected side leaves open, when every claim of the expected
// side is stated by the actual side and one of them is a role of an event:
// "Dr. Lee referred you to Dr. Patel" states "you were referred to Dr.
// Patel" and who referred you. A participant in a role both sides fill
// differently never counts (the claims are then not pinned).
func extraRoleKeys(en, a *analysis) map[string]bool {
	if !claimsPinned(en.claims, a.claims) {
		return nil
	}
	event := false
	for _, c := range en.claims {
		event = event || participantSlot(c.slot) || slotClass(c.slot) == "role"
	}
	if !event {
		return nil
	}
	var keys map[string]bool
	for _, c := range a.claims {
		if !(participantSlot(c.slot) || slotClass(c.slot) == "role") || fillers(en.claims, c.slot) != nil || !participant(c.filler) {
			continue
		}
		if keys == nil {
			keys = map[string]bool{}
		}
		for _, k := range fillerKeys(c.filler) {
			keys[k] = true
		}
	}
	return keys
}
