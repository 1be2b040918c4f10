package lexical

import (
	"strings"
	"time"
	"unicode"
)

// A bound source often states its own label next to its value: "Target
// 22 °C" for "the target temperature of the thermostat", "Washing machine
// finished 13:05" for "when the washing machine finished", "3 branches"
// for "the number of branches". The label words only repeat what the
// description already says the text is; compared against "22 °C" they
// read as extra content and leave the comparison unsure. When the
// comparison question carries the description (Data["description"]), a
// leading or trailing run of the actual text's words that the description
// says is read as a label: the rest is compared with the label moved into
// the context, where it says what the value is.
//
// The split only settles a comparison the whole text leaves unsure: a
// decided whole-text verdict is kept, and a split verdict that is itself
// unsure is not used.

// splitDecisive is the probability of equivalent or different from which
// a comparison counts as decided (the default comparison threshold).
const splitDecisive = 0.8

// compareDescribed compares actual with expected as compareTextsAt does,
// then, when that is not decided and description names a label at either
// end of actual, compares the rest with the label as context.
func compareDescribed(actual, context, expected, description string, now time.Time) comparison {
	if r, ok := overLength(actual, context, expected); ok {
		return r // bound_length.go
	}
	r := compareTextsAt(actual, context, expected, now)
	if description == "" || decided(r) {
		return r
	}
	if v, ok := describedVersion(actual, expected, description); ok {
		return v // compare_version.go
	}
	label, rest, ok := describedLabel(actual, description, expected)
	if !ok {
		return r
	}
	ctx := label
	if strings.TrimSpace(context) != "" {
		ctx = label + " · " + context
	}
	if s := compareTextsAt(rest, ctx, expected, now); decided(s) {
		return s
	}
	return r
}

// decided reports whether a comparison's distribution settles it.
func decided(r comparison) bool {
	eq, diff, _ := r.distribution()
	return eq >= splitDecisive || diff >= splitDecisive
}

// describedLabel splits actual into a label the description says and the
// rest: the longest leading run of words, else the longest trailing run,
// whose every word is a description word (stop words allowed between
// them), with at least one content word, no negator, no digit, and a rest
// that holds a letter or digit. A run that expected also says is no label
// of actual's own: expected states it as part of the value.
func describedLabel(actual, description, expected string) (label, rest string, ok bool) {
	toks := strings.Fields(actual)
	if len(toks) < 2 {
		return "", "", false
	}
	desc := words(fold(description))
	exp := words(fold(expected))
	isLabel := func(ws []string) bool { return labelRun(ws, desc, exp) }
	for k := len(toks) - 1; k >= 1; k-- {
		if isLabel(toks[:k]) && hasAlnum(toks[k:]) {
			return strings.Join(toks[:k], " "), strings.Join(toks[k:], " "), true
		}
	}
	for k := 1; k < len(toks); k++ {
		if isLabel(toks[k:]) && hasAlnum(toks[:k]) {
			return strings.Join(toks[k:], " "), strings.Join(toks[:k], " "), true
		}
	}
	return "", "", false
}

// labelRun reports whether the raw tokens ws are all description words
// (or stop words inside the run), none of them a word of expected.
func labelRun(ws, desc, exp []string) bool {
	content := 0
	for i, raw := range ws {
		parts := words(fold(raw))
		if len(parts) == 0 {
			return false // a glyph or a symbol says more than a label
		}
		for _, w := range parts {
			if strings.ContainsFunc(w, unicode.IsDigit) || lex.classes[w] == wcNegator || hasWord(exp, w) {
				return false
			}
			if lex.classes[w] == wcStop {
				if i == 0 || i == len(ws)-1 {
					return false // a run neither starts nor ends with a stop word
				}
				continue
			}
			if !hasWord(desc, w) {
				return false
			}
			content++
		}
	}
	return content > 0
}

// hasWord reports whether ws holds a word the same as w (same stem or
// concept).
func hasWord(ws []string, w string) bool {
	for _, x := range ws {
		if sameWord(x, w) {
			return true
		}
	}
	return false
}

// hasAlnum reports whether the tokens hold a digit or a word that is no
// stop word or negator: a rest that can state a value ("No" alone cannot).
func hasAlnum(toks []string) bool {
	for _, t := range toks {
		for _, w := range words(fold(t)) {
			if c := lex.classes[w]; strings.ContainsFunc(w, unicode.IsDigit) || c != wcStop && c != wcNegator {
				return true
			}
		}
	}
	return false
}
