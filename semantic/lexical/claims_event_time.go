package lexical

import "strings"

// A time against an event the page times.
//
// "arrived before the shift started" against "Clocked in 09:12" with
// "Shift starts 09:00" beside it: the claim puts the page's time before
// or after an event it names, and the page gives that event a time of its
// own. Read on the clock, the claim holds (09:12 after 09:00 for "after")
// or is contradicted ("before"). Only a claim with one before/after slot
// whose filler is a participant (not a value), no value of its own, the
// event named in exactly one clause of the page or its context with
// exactly one time, and exactly one other time on the page; unambiguous
// clock readings only. The event's own verb in the claim carries no tense
// of its own ("started" against "starts").

// eventTimes reads e's before/after claim against the page's times: a
// conflict when the order on the clock contradicts it, the slot word made
// part of the page's times when it agrees.
func (r *comparison) eventTimes(a, c, e *analysis) {
	slot, event, ok := eventClaim(e)
	if !ok {
		return
	}
	tEvent, at, found := eventTime(event, a, c)
	if !found {
		return
	}
	var subject []value
	for _, v := range a.values {
		if v.kind == vTime && !v.implied && !(at == a && v.clause == eventClause(event, a)) {
			subject = append(subject, v)
		}
	}
	if len(subject) != 1 || subject[0].amb || tEvent.amb {
		return
	}
	eventWordsTenseless(e, at, eventClause(event, at))
	t, te := subject[0].min, tEvent.min
	if holds := slot == "before" && t < te || slot == "after" && t > te; !holds {
		r.addConflict(sValue, slot+" event")
		return
	}
	for i := range e.units {
		if w := strings.TrimPrefix(e.units[i].key, "w:"); w == "befor" || w == "after" || e.units[i].raw == slot {
			e.units[i].implied = true
		}
	}
}

// eventClaim is e's one before/after claim on a participant.
func eventClaim(e *analysis) (slot, event string, ok bool) {
	if len(explicitValues(e)) != 0 {
		return "", "", false
	}
	n := 0
	for _, cl := range e.claims {
		if cl.slot == "before" || cl.slot == "after" {
			slot, event = cl.slot, cl.filler
			n++
		}
	}
	if n != 1 || !participant(event) {
		return "", "", false
	}
	return slot, event, true
}

// eventTime is the one time of the clause of a or c that names event,
// with the analysis it was found in.
func eventTime(event string, a, c *analysis) (value, *analysis, bool) {
	for _, x := range []*analysis{a, c} {
		k := eventClause(event, x)
		if k < 0 {
			continue
		}
		var ts []value
		for _, v := range x.values {
			if v.clause == k && v.kind == vTime && !v.implied {
				ts = append(ts, v)
			}
		}
		if len(ts) == 1 {
			return ts[0], x, true
		}
		return value{}, nil, false
	}
	return value{}, nil, false
}

// eventClause is the one clause of x that names event (a unit or a claim
// filler), -1 when none or more than one.
func eventClause(event string, x *analysis) int {
	if x == nil {
		return -1
	}
	k := -1
	for _, u := range x.units {
		if u.key != event || u.implied {
			continue
		}
		if k >= 0 && u.clause != k {
			return -1
		}
		k = u.clause
	}
	return k
}

// eventWordsTenseless drops the tense of e's words the page's event
// clause k of x also names: "before the shift started" reports the event
// in the claim's frame, it claims nothing about when "Shift starts".
func eventWordsTenseless(e, x *analysis, k int) {
	for i := range e.units {
		for _, u := range x.units {
			if u.clause == k && u.key == e.units[i].key {
				e.units[i].tense = tNone
			}
		}
	}
}
