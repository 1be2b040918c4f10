package lexical

import (
	"regexp"
	"strings"
	"time"
)

// Examples are no facts.
//
// A form shows a hint of what to type: "e.g. jane@example.com", "Example:
// 555-0100", "for example 12 Main St". The value after the marker is a
// sample, not the user's data, so "the email is jane@example.com" is not
// stated by it, though every word and value of the claim is on the page
// (before this rule such a pair passed at 0.97). When the page has an
// example marker (exampleMarker) followed, up to the next list separator,
// by a value (a number, a date, an amount, an address with "@"), and the
// claim names a value or a concept of that span that the rest of the page
// (and the context) does not name, the comparison is a conflict of
// strength sExample: the claim rests on the sample.
//
// Limits: "such as" and "like" introduce members that hold ("Formats such
// as PDF" does support PDF) and are not read; an example of a name alone
// ("Banks, e.g. Chase") is not read either, since "works with many banks,
// e.g. Chase" does state that Chase works; a claim that speaks of the
// example ("the example email is …") is compared as before.

// sExample is the strength of the conflict between a claim and a page that
// shows its value only as an example.
const sExample = 0.95

// exampleMarker finds an example marker: "e.g.", "eg:", "for example",
// "for instance", "example:"/"examples:"; not "example" inside an address
// ("jane@example.com").
var exampleMarker = regexp.MustCompile(`(?i)(?:^|[\s(\[,;:·•|])(?:e\.\s?g\.?|eg[.:]|for example|for instance|examples?\s*:)[\s:,]*`)

// exampleWord is the word "example" or "sample" in a claim, not inside an
// address.
var exampleWord = regexp.MustCompile(`(?i)(?:^|[\s(])(?:example|sample)s?(?:$|[\s:,)])`)

// exampleEnd ends an example span: a list separator or a closing bracket.
var exampleEnd = regexp.MustCompile(`[·•|;\n)\]]|,\s|\.\s|\.$`)

// mayHaveExample is a cheap test exampleMarker needs to pass: an "e." or
// "eg" ("e.g.", "e. g.", "eg:"), or "example" or "instance", in any case.
func mayHaveExample(s string) bool {
	for i := 0; i+1 < len(s); i++ {
		if s[i] != 'e' && s[i] != 'E' {
			continue
		}
		switch s[i+1] {
		case '.', 'g', 'G':
			return true
		case 'x', 'X':
			if i+7 <= len(s) && strings.EqualFold(s[i:i+7], "example") {
				return true
			}
		}
	}
	return containsFoldASCII(s, "instance")
}

// containsFoldASCII reports whether s contains sub (ASCII, any case).
func containsFoldASCII(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if strings.EqualFold(s[i:i+len(sub)], sub) {
			return true
		}
	}
	return false
}

// decideExample marks a claim resting on an example's value as a conflict
// (see above).
func decideExample(r *comparison, a, c, e *analysis, actual, expected string, now time.Time) {
	if r.identical || r.empty || r.conflict > 0 || !mayHaveExample(actual) {
		return
	}
	loc := exampleMarker.FindStringIndex(actual)
	if loc == nil || exampleMarker.MatchString(expected) || exampleWord.MatchString(expected) {
		return
	}
	span := actual[loc[1]:]
	end := len(span)
	if m := exampleEnd.FindStringIndex(span); m != nil {
		end = m[0]
	}
	rest := actual[:loc[0]] + " " + span[end:]
	span = span[:end]
	sa := analyzeAt(span, now)
	if !hasExampleValue(&sa, span) {
		return
	}
	ra := analyzeAt(rest, now)
	if exampleNamed(&sa, &ra, c, e) {
		r.addConflict(sExample, "example")
		r.shared = 1
	}
}

// hasExampleValue reports whether an example span holds a value: a
// number, date, amount or measure, or an address with "@".
func hasExampleValue(sa *analysis, span string) bool {
	if strings.Contains(span, "@") {
		return true
	}
	for _, v := range sa.values {
		if !v.implied {
			return true
		}
	}
	for _, it := range sa.its {
		if it.kind == tkNum {
			return true // a code or phone number the value readers leave as text
		}
	}
	return false
}

// hasNumText reports whether x has a number token spelled n.
func hasNumText(x *analysis, n string) bool {
	for _, it := range x.its {
		if it.kind == tkNum && it.text == n {
			return true
		}
	}
	return false
}

// exampleNamed reports whether the claim e names a value or a concept of
// the example span sa that neither the rest of the page ra nor the
// context c names.
func exampleNamed(sa, ra, c, e *analysis) bool {
	for _, ev := range e.values {
		if ev.implied {
			continue
		}
		if q, _ := bestValue(ev, sa.values); q > 0 {
			if q2, _ := bestValue(ev, ra.values); q2 == 0 {
				if q3, _ := bestValue(ev, c.values); q3 == 0 {
					return true
				}
			}
		}
	}
	for _, it := range e.its {
		if it.kind == tkNum && !it.hasNum && hasNumText(sa, it.text) && !hasNumText(ra, it.text) && !hasNumText(c, it.text) {
			return true
		}
	}
	for _, eu := range e.units {
		if eu.implied || eu.weight == 0 || eu.descriptor || !hasUnit(sa, eu.key) {
			continue
		}
		if !hasUnit(ra, eu.key) && !hasUnit(c, eu.key) {
			return true
		}
	}
	return false
}
