package lexical

import (
	"regexp"
	"strconv"
	"strings"
	"time"
)

// Timing against a plan. "Before the deadline", "ahead of schedule",
// "before the estimated date" say that something happened early; "after
// the due date", "past the deadline" that it happened late. The phrase is
// read as the word it means ("early", "late") on both sides before the
// comparison, so "Arrived before the estimated date" states "arrived
// early" and contradicts "arrived 2 days late" (WordNet antonyms). Only a
// reference point that is a plan counts (a deadline, a schedule, an ETA,
// a date or time that is estimated, expected, scheduled, planned,
// promised or due): "before the meeting" or "after 5 pm" stay an order
// in time.

var (
	timingPlan = `(?:(?:the|its|your|their)\s+)?(?:(?:deadline|schedule|eta|due\s+date)|(?:estimated|expected|scheduled|planned|promised|due)\s+(?:delivery\s+|arrival\s+)?(?:date|time|day))\b`
	earlyRE    = regexp.MustCompile(`(?i)\b(?:before|ahead\s+of)\s+` + timingPlan)
	lateRE     = regexp.MustCompile(`(?i)\b(?:after|past)\s+` + timingPlan)
)

// readTiming rewrites the timing phrases of s (see above).
func readTiming(s string) string {
	if !hasTimingCue(s) {
		return s
	}
	s = earlyRE.ReplaceAllString(s, "early")
	return lateRE.ReplaceAllString(s, "late")
}

// hasTimingCue is a cheap test for a word every timing phrase holds: one
// pass over the words of s, no allocation.
func hasTimingCue(s string) bool {
	for i := 0; i < len(s); {
		if !isLetter(s[i]) {
			i++
			continue
		}
		j := i
		for j < len(s) && isLetter(s[j]) {
			j++
		}
		if w := s[i:j]; len(w) >= 4 && len(w) <= 6 && (strings.EqualFold(w, "before") || strings.EqualFold(w, "ahead") ||
			strings.EqualFold(w, "after") || strings.EqualFold(w, "past")) {
			return true
		}
		i = j
	}
	return false
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// Available later, not now: a state the page qualifies with a start still
// to come ("Available after Dec 12", "Opens from 14 March") does not hold
// now. An expectation of that state in the present ("available now",
// "currently open") is then different, when every content word it names
// is on the page. Only dates after the clock count (without a year, a
// later day of the clock's year); without a clock nothing is read.

// laterStart reports whether a states its state from a date after now
// while e asserts it now (see above).
func laterStart(a, e *analysis, now time.Time) bool {
	if now.IsZero() || !hasCue(e.canon) || e.neg > 0 || a.neg > 0 || changedFrom(a) {
		return false // changes_verbs.go: "extended from Dec 2 to Dec 9"
	}
	for _, u := range e.units {
		if !u.implied && u.weight > 0 && !u.descriptor && !nowCues[u.raw] && bestUnit(u, a.units) < qSynonym {
			return false
		}
	}
	for _, c := range a.claims {
		if c.slot != "after" && c.slot != "from" {
			continue
		}
		for _, v := range a.values {
			if v.kind == vDate && !v.implied && !v.relative && "#"+strconv.Itoa(v.date.d) == c.filler && laterDate(v.date, now) {
				return true
			}
		}
	}
	return false
}

// laterDate reports whether d is after now's day (see above).
func laterDate(d dateVal, now time.Time) bool {
	y, m, day := now.Date()
	switch {
	case d.y != 0 && d.y != y:
		return d.y > y
	case d.m != int(m):
		return d.m > int(m)
	}
	return d.d > day
}
