package lexical

import (
	"regexp"
	"strings"
)

// Modifiers of level codes.
//
// A level or grade written as letters and a digit ("B1", "C2", "N3",
// "G7") may carry a modifier sign: "B1+" is above B1, "A2-" below A2.
// The tokenizer reads the sign as punctuation, so "Level: B1+" and "my
// level is B1" share the code and pass. Each side's codes are read with
// their modifier ("" when none); when the claim names a code the page (or
// its context) names too, and never with the claim's modifier, the two
// sides state different levels: a conflict of the value kind. A code
// inside a range or a longer word ("B1-B2", "A1B") is not read.

var levelCodePattern = regexp.MustCompile(`^(\p{L}{1,3}\d{1,2})([+\-−]?)$`)

// levelCodes adds the level codes of s to into: code (upper case) → the
// set of modifiers it is written with.
func levelCodes(s string, into map[string]map[string]bool) {
	for _, f := range strings.Fields(s) {
		f = strings.Trim(f, ",.;:()[]{}·•|\"'“”‘’!?")
		if !mayBeLevelCode(f) {
			continue
		}
		m := levelCodePattern.FindStringSubmatch(f)
		if m == nil {
			continue
		}
		code, mod := strings.ToUpper(m[1]), m[2]
		if mod == "−" {
			mod = "-"
		}
		if into[code] == nil {
			into[code] = map[string]bool{}
		}
		into[code][mod] = true
	}
}

// mayBeLevelCode is a cheap test levelCodePattern needs to pass: two to
// eight bytes, ending in a digit or a modifier sign.
func mayBeLevelCode(f string) bool {
	if len(f) < 2 || len(f) > 8 {
		return false
	}
	c := f[len(f)-1]
	return c >= '0' && c <= '9' || c == '+' || c == '-' || strings.HasSuffix(f, "−")
}

// levelModConflict names a level code the claim gives another modifier
// than the page does, "" when none.
func levelModConflict(actual, context, expected string) string {
	if !strings.ContainsAny(actual, "+-−") && !strings.ContainsAny(context, "+-−") && !strings.ContainsAny(expected, "+-−") {
		return "" // no modifier anywhere: nothing to tell apart
	}
	e := map[string]map[string]bool{}
	levelCodes(expected, e)
	if len(e) == 0 {
		return ""
	}
	a := map[string]map[string]bool{}
	levelCodes(actual, a)
	levelCodes(context, a)
	for code, mods := range e {
		if len(a[code]) == 0 {
			continue
		}
		for m := range mods {
			if !a[code][m] {
				return strings.ToLower(code)
			}
		}
	}
	return ""
}
