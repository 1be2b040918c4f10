package lexical

import "strings"

// Two further kinds of inert extra clause (gate.go):
//
//   - a labelled value of an expected kind: "Gate A4" beside "Flight BA117
//     · On time" for "flight BA117 is on time", "Deep 1h 50m" beside "Sleep
//     7h 45m". The value is inert when every value of its kind the
//     expectation states is matched exactly in a clause that shares
//     something with the expectation, and the extra clause has a label of
//     its own — a content word the expectation does not name. A bare value
//     ("07:12 · 16:48") or one whose label the expectation names stays a
//     candidate for the value meant.
//   - an announced event: a verb in the present or future tense beside a
//     date or time of its clause ("Arrives Thu", "Delivers tomorrow
//     10:00"), whose concept the expectation does not name, states what
//     is to come, not the present state ("Order #1042 · Shipped · Arrives
//     Thu" has shipped). A past form ("Delivered Thu") or a negation is a
//     status, never inert.

// labelledElsewhere reports whether value v of an extra clause is a
// labelled value of another thing (see above).
func labelledElsewhere(v value, a, e *analysis, matched map[int]bool) bool {
	for _, ev := range e.values {
		if ev.implied || ev.kind != v.kind {
			continue
		}
		found := false
		for _, av := range a.values {
			if av.implied || extraClause(matched, av.clause) {
				continue
			}
			if q, _ := matchValue(ev, av); q >= qFull {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	for _, au := range a.units {
		if au.clause == v.clause && !au.implied && au.weight > 0 && !au.descriptor && !names(e, au.key) && !statusConcept(au) {
			return true
		}
	}
	return false
}

// announcedEvent reports whether unit u of an extra clause is a verb of an
// event to come (see above).
func announcedEvent(u unit, a, e *analysis) bool {
	if u.c == nil || !u.c.verb || u.neg || u.tense == tPast || u.tense == tNone && !presentForm(u.raw) {
		return false
	}
	if names(e, u.key) || a.clauseNeg[u.clause] > 0 {
		return false
	}
	for _, v := range a.values {
		if v.clause == u.clause && !v.implied && (v.kind == vDate || v.kind == vTime) {
			return true
		}
	}
	for _, o := range a.units {
		if o.clause == u.clause && !o.implied && dayName(o) {
			return true
		}
	}
	return false
}

// dayName reports whether u is a weekday or month name: the date of an
// announced event.
func dayName(u unit) bool {
	return strings.HasPrefix(u.key, "weekday:") || strings.HasPrefix(u.key, "month:")
}

// announcedInert reports whether unit u of an extra clause is the verb of
// an announced event or the day name of one.
func announcedInert(u unit, a, e *analysis) bool {
	if !dayName(u) {
		return announcedEvent(u, a, e)
	}
	for _, o := range a.units {
		if o.clause == u.clause && announcedEvent(o, a, e) {
			return true
		}
	}
	return false
}
