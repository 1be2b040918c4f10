package lexical

import (
	"regexp"
	"strings"
	"time"
	"unicode"
)

// Negations scoped to a phrase. Three constructions negate a phrase, not
// the clause the polarity rule reads them in:
//
//   - an exception: "All passengers except infants need a seat", "Bikes
//     allowed except 7–9 am", "Replacement buses run instead of trains":
//     the excepted phrase holds the opposite polarity, so a claim about it
//     ("infants do not need a seat", "no trains run") states what the page
//     says in other words;
//   - a contrast set off by commas: "Your employer, not you, pays this
//     tax" states that the employer pays;
//   - "not all" / "not every" before a count entry: "Not all sensors
//     reporting · 2 offline" denies "all", and the count says how many.
//
// When the claim names the excepted phrase, or when the page without the
// contrast (or without the "not all" entry) no longer conflicts with the
// claim, the polarity is no conflict; the comparison stays unsure (never
// a pass from these rules). A contrast the claim names ("Your employer,
// not you, pays" against "you pay this tax") keeps its conflict.

// exceptWords open a phrase an exception takes out of its clause.
var exceptWords = regexp.MustCompile(`(?i)\b(except(?: for)?|excluding|other than|apart from|instead of|rather than)\s+([^·•|,;.:\n]+)`)

// contrastNot is a negated phrase set off by a comma: ", not X," or ", not X" at the end.
var contrastNot = regexp.MustCompile(`(?i),\s*not\s+([^,·•|;.\n]{1,40})(,|$)`)

// notAllEntry is a list entry that opens with "not all" or "not every".
var notAllEntry = regexp.MustCompile(`(?i)^\s*not\s+(all|every)\b`)

// scopedNegation reports whether the polarity conflict of r rests on a
// negation one of the constructions above scopes to a phrase.
func scopedNegation(r comparison, e *analysis, actual, context, expected string, now time.Time) bool {
	if r.conflict == 0 || !onlyReasons(r.reasons, "polarity") {
		return false
	}
	for _, m := range exceptWords.FindAllStringSubmatch(actual, -1) {
		if sharesWord(m[2], expected, 4) {
			return true // the claim is about the excepted phrase
		}
	}
	if loc := contrastNot.FindStringSubmatchIndex(actual); loc != nil {
		rest := actual[:loc[0]] + " " + actual[loc[1]:]
		if strings.TrimSpace(rest) != "" && len(rest) < len(actual) && !contrastNamed(actual[loc[2]:loc[3]], e, now) {
			if sr := compareTextsAt(rest, context, expected, now); sr.conflict == 0 {
				return true
			}
		}
	}
	segs := listSegments(actual)
	if len(segs) >= 2 {
		var kept []string
		for _, s := range segs {
			if !notAllEntry.MatchString(s) {
				kept = append(kept, s)
			}
		}
		if len(kept) > 0 && len(kept) < len(segs) {
			if sr := compareTextsAt(strings.Join(kept, " · "), context, expected, now); sr.conflict == 0 {
				return true
			}
		}
	}
	return false
}

// contrastNamed reports whether the claim names a word of the contrasted
// phrase ph ("you" of "not you").
func contrastNamed(ph string, e *analysis, now time.Time) bool {
	return sharesWord(ph, e.canon, 6)
}

// sharesWord reports whether one of the first n words of ph, other than
// an article or a quantifier, is a word of text (by stem): the words
// themselves, not their concepts ("profile" is no "accounts").
func sharesWord(ph, text string, n int) bool {
	split := func(s string) []string {
		return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	}
	in := map[string]bool{}
	for _, w := range split(text) {
		in[stem(w)] = true
	}
	for i, w := range split(ph) {
		if i >= n {
			break
		}
		if !scopeFiller[w] && in[stem(w)] {
			return true
		}
	}
	return false
}

// scopeFiller are words a phrase shares with any claim.
var scopeFiller = map[string]bool{"the": true, "a": true, "an": true, "all": true, "any": true, "of": true, "for": true, "to": true, "your": true, "our": true, "this": true, "that": true}
