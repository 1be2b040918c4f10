package lexical

import "regexp"

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

// hasTimingCue is a cheap test for a word every timing phrase holds.
func hasTimingCue(s string) bool {
	low := asciiLower(s)
	for _, w := range []string{"before", "ahead", "after", "past"} {
		if containsWord(low, w) {
			return true
		}
	}
	return false
}

// containsWord reports whether w occurs in low as a whole word.
func containsWord(low, w string) bool {
	for i := 0; i+len(w) <= len(low); i++ {
		if low[i:i+len(w)] != w {
			continue
		}
		if (i == 0 || !isLetter(low[i-1])) && (i+len(w) == len(low) || !isLetter(low[i+len(w)])) {
			return true
		}
	}
	return false
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
