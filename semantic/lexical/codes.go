package lexical

import "strings"

// Codes and identifiers: booking references (K7QX2M), order and invoice
// numbers (LA-48213, NW-2026-0161), tracking numbers (PW 7731 0042 9918),
// IBAN-like strings, SKUs. A code is one value: it matches another code
// only exactly, after removing grouping spaces and hyphens and casefolding;
// a one-character difference is a different value.

// alnum keeps the letters and digits of folded text.
func alnum(s string) string {
	clean := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c >= 0x80) {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c >= 0x80 {
			b.WriteByte(c)
		}
	}
	return b.String()
}

// codeShaped reports whether a compact letters-and-digits string reads as
// an identifier: a letter followed later by a digit (K7QX2M, A350, INV1042)
// or a digit, letters, then a digit again (7XK9). A number with unit
// suffixes (2pm, 8kg, 7h50m, 1st) is not a code.
func codeShaped(s string) bool {
	letter, digit, letterAfterDigit := false, false, false
	code := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		isD := c >= '0' && c <= '9'
		switch {
		case isD && letter && !digit:
			code = true // a letter before the first digit
		case isD && letterAfterDigit:
			code = true // digit, letters, digit
		}
		if isD {
			digit = true
		} else {
			letter = true
			if digit {
				letterAfterDigit = true
			}
		}
	}
	if !code || !digit || !letter {
		return false
	}
	return !unitNumber(s)
}

// unitSuffixes are letter groups that make a number a quantity (7h50m).
var unitSuffixes = map[string]bool{"h": true, "hr": true, "hrs": true, "m": true, "min": true, "mins": true, "s": true, "sec": true, "d": true, "w": true, "wk": true, "y": true, "yr": true, "ms": true}

// unitNumber reports whether s is digits+unit groups only, first group
// starting with a digit: 7h50m, 1h30min.
func unitNumber(s string) bool {
	if s == "" || s[0] < '0' || s[0] > '9' {
		return false
	}
	i := 0
	for i < len(s) {
		j := i
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		if j == i {
			return false
		}
		k := j
		for k < len(s) && (s[k] < '0' || s[k] > '9') {
			k++
		}
		if k == j || !unitSuffixes[s[j:k]] {
			return false
		}
		i = k
	}
	return true
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// mergeCodes replaces code-shaped token runs by one tkCode token whose text
// is the compact code: a run glued by hyphens or nothing (K7QX2M, NW-2026-
// 0161, #LA-48213), or space-separated groups of digits (at least two of
// three or more digits, three groups in all with an optional short prefix
// that is not a known word: PW 7731 0042 9918, 4242 4242 4242 4242).
func mergeCodes(toks []token) []token {
	var out []token
	changed := false
	for i := 0; i < len(toks); {
		if n, code := gluedCode(toks, i); n > 0 {
			out = appendCode(out, toks, i, n, code, &changed)
			i += n
			continue
		}
		if n, code := spacedCode(toks, i); n > 0 {
			out = appendCode(out, toks, i, n, code, &changed)
			i += n
			continue
		}
		if changed {
			out = append(out, toks[i])
		}
		i++
	}
	if !changed {
		return toks
	}
	return out
}

func appendCode(out, toks []token, i, n int, code string, changed *bool) []token {
	if !*changed {
		*changed = true
		out = append(make([]token, 0, len(toks)), toks[:i]...)
	}
	return append(out, token{kind: tkCode, text: code, brk: toks[i].brk, glued: toks[i].glued})
}

func gluedCode(toks []token, i int) (int, string) {
	t := toks[i]
	if t.kind == tkSym {
		return 0, ""
	}
	j := i + 1
	for j < len(toks) && toks[j].glued && !toks[j].brk && toks[j].kind != tkSym {
		j++
	}
	if j-i < 2 && t.kind != tkWord {
		return 0, ""
	}
	if !digitIn(toks[i:j]) {
		return 0, "" // codeShaped needs a digit
	}
	s := alnum(t.text)
	if j-i > 1 {
		var b strings.Builder
		for k := i; k < j; k++ {
			b.WriteString(alnum(toks[k].text))
		}
		s = b.String()
	}
	if !codeShaped(s) {
		return 0, ""
	}
	return j - i, s
}

// digitIn reports whether a token's text has a digit.
func digitIn(toks []token) bool {
	for _, t := range toks {
		if strings.ContainsAny(t.text, "0123456789") {
			return true
		}
	}
	return false
}

func spacedCode(toks []token, i int) (int, string) {
	j := i
	if toks[i].kind == tkWord {
		if i+1 >= len(toks) || !codeGroup(toks[i+1], true) {
			return 0, "" // no group of digits follows: groups < 2
		}
		w := toks[i].text
		if len(w) > 4 || lex.classes[w] != 0 || lex.forms[w].c != nil {
			return 0, ""
		}
		j++
	}
	groups := 0
	for j < len(toks) && codeGroup(toks[j], j != i) {
		groups++
		j++
	}
	if groups < 2 || j-i < 3 {
		return 0, ""
	}
	var b strings.Builder
	for k := i; k < j; k++ {
		b.WriteString(toks[k].text)
	}
	return j - i, b.String()
}

// codeGroup reports whether t is a group of a spaced code: three digits
// or more, not glued, and (after the first token, later) no break before.
func codeGroup(t token, later bool) bool {
	return t.kind == tkNum && isDigits(t.text) && len(t.text) >= 3 && !t.glued && (!later || !t.brk)
}

// alignedCode reports whether code is spelled by consecutive tokens of a
// clause of s (its compact token texts), whatever their grouping.
func alignedCode(code string, parts []string) bool {
	for i := range parts {
		if parts[i] == "" || !strings.HasPrefix(code, parts[i]) {
			continue
		}
		rest := code
		for j := i; j < len(parts) && parts[j] != "" && strings.HasPrefix(rest, parts[j]); j++ {
			rest = rest[len(parts[j]):]
			if rest == "" {
				return true
			}
		}
	}
	return false
}
