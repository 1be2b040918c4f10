package lexical

import (
	"slices"
	"strings"
)

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
	tEvent, at, found := eventTime(slot, event, a, c)
	if !found {
		return
	}
	var subject []value
	for _, v := range a.values {
		if !v.implied && sameScale(v, tEvent) && !(at == a && v.clause == eventClause(event, a)) {
			subject = append(subject, v)
		}
	}
	if len(subject) != 1 || subject[0].amb || tEvent.amb || !sameScale(subject[0], tEvent) {
		return
	}
	eventWordsTenseless(e, at, eventClause(event, at))
	t, te := scaleOf(subject[0]), scaleOf(tEvent)
	if holds := eventSlots[slot] < 0 && t < te || eventSlots[slot] > 0 && t > te; !holds {
		r.addConflict(sValue, slot+" event")
		return
	}
	for i := range e.units {
		if slotAlias[strings.ToLower(e.units[i].raw)] == slot {
			e.units[i].implied = true
		}
	}
}

// eventSlots are the slots read on a scale: +1 the claim's value is
// greater (after, above, over), -1 smaller (before, below, under).
var eventSlots = map[string]int{"before": -1, "after": 1, "above": 1, "below": -1, "over": 1, "under": -1}

// eventClaim is e's one ordering claim (eventSlots) on a participant.
func eventClaim(e *analysis) (slot, event string, ok bool) {
	if explicitCount(e) != 0 {
		return "", "", false
	}
	n := 0
	for _, cl := range e.claims {
		if eventSlots[cl.slot] != 0 {
			slot, event = cl.slot, cl.filler
			n++
		}
	}
	if n != 1 || event == "" || strings.HasPrefix(event, "#") || strings.HasPrefix(event, "g:") {
		return "", "", false
	}
	return slot, event, true
}

// sameScale reports whether v and w can be ordered: two unambiguous
// clock times, or two plain values of one kind and unit (no bound).
func sameScale(v, w value) bool {
	if v.kind == vTime || w.kind == vTime {
		return v.kind == w.kind && !v.amb && !w.amb
	}
	if v.kind != w.kind || v.cmp != 0 || w.cmp != 0 || v.approx || w.approx || v.derived || w.derived {
		return false
	}
	_, _, ok := comparable(v, w)
	return ok && (v.kind == vNumber || v.kind == vPercent || v.kind == vAmount || v.kind == vMeasure)
}

// scaleOf is the number v is ordered by.
func scaleOf(v value) float64 {
	if v.kind == vTime {
		return float64(v.min)
	}
	return v.num
}

// eventTime is the one time of the clause of a or c that names event,
// with the analysis it was found in.
func eventTime(slot, event string, a, c *analysis) (value, *analysis, bool) {
	for _, x := range []*analysis{a, c} {
		k := eventClause(event, x)
		if k < 0 {
			continue
		}
		var ts []value
		for _, v := range x.values {
			if v.clause == k && !v.implied && (v.kind == vTime) == timeSlot(slot) {
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

// eventClause is the one clause of x that names event (every word of a
// phrase filler "w:class+w:average"), -1 when none or more than one.
func eventClause(event string, x *analysis) int {
	if x == nil {
		return -1
	}
	parts := strings.Split(event, "+")
	k := -1
	for _, u := range x.units {
		if u.implied || !slices.Contains(parts, u.key) {
			continue
		}
		if k >= 0 && u.clause != k {
			return -1
		}
		k = u.clause
	}
	if k < 0 {
		return -1
	}
	for _, p := range parts {
		if !slices.ContainsFunc(x.units, func(u unit) bool { return u.key == p && u.clause == k }) {
			return -1
		}
	}
	return k
}

// timeSlot reports whether slot orders times (before, after) rather than
// magnitudes.
func timeSlot(slot string) bool { return slot == "before" || slot == "after" }

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
