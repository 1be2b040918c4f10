package lexical

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/jevtest/jev/semantic"
	"golang.org/x/text/unicode/norm"
)

// tokKind is the lexical class of a token.
type tokKind uint8

const (
	tkWord tokKind = iota // letters (and internal apostrophes)
	tkNum                 // digits, possibly with internal , . : / - separators
	tkSym                 // a meaningful symbol: currency, %, /, #, +
	tkCode                // an identifier, compacted (see codes.go)
)

// token is one unit of folded text.
type token struct {
	kind tokKind
	text string
	// brk reports a clause break (sentence punctuation, parentheses, a
	// spaced dash) right before this token.
	brk bool
	// glued reports that the token touched the previous one with no space
	// (as in "2pm", "$12", "auto-renew").
	glued bool
	// sign is '-', '+' or '±' written right before a number ("-5°",
	// "+3.2%", "-$20"); mod is a '-' or '+' glued after the token ("A-",
	// "B+"); colon reports that the break before this token is a colon
	// (a label and its value: "Grade: A"). See claims.go.
	sign, mod byte
	colon     bool
	// dash reports that the break before this token is a spaced dash
	// ("Dec 3 – Dec 5", "14 - 18"): between two values, a range.
	dash bool
	// mul reports that the break before this token is a "×" between two
	// numbers ("40 × 30 cm"): dimensions or a product (values_span.go).
	mul bool
	// abbr reports a word with a period glued after it and more text
	// following ("Avail. bal."): an abbreviation's mark.
	abbr bool
}

// fold casefolds s with Unicode NFKC, removes diacritics and maps
// typographic quotes and dashes to ASCII.
func fold(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		// NFKC is the identity on ASCII and casefolding is lowercasing;
		// the tokenizer collapses white space.
		return strings.ToLower(s)
	}
	if f, ok := foldCommon(s); ok {
		return f // text_fold.go
	}
	return foldFull(s)
}

// foldFull is fold of any text.
func foldFull(s string) string {
	s = semantic.Fold(primeUnits(s))
	s = norm.NFD.String(s)
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		switch {
		case unicode.Is(unicode.Mn, r):
			continue
		case r == '\u2018' || r == '\u2019' || r == '\u02bc' || r == '`':
			b.WriteByte('\'')
		case r == '\u201c' || r == '\u201d':
			b.WriteByte('"')
		case r == '\u2010' || r == '\u2011' || r == '\u2012' || r == '\u2212':
			b.WriteByte('-')
		case r == '\u2013' || r == '\u2014' || r == '\u2015':
			b.WriteString(" - ")
		case r == '\u2026':
			b.WriteString("...")
		case r == '\u00a0' || r == '\u202f':
			b.WriteByte(' ')
		case glyphWord(r) != "":
			b.WriteString(glyphWord(r)) // text_glyphs.go
		default:
			b.WriteRune(r)
		}
	}
	return norm.NFC.String(b.String())
}

func isCurrencySym(r rune) bool {
	switch r {
	case '$', '€', '£', '¥', '₹', '₩', '₽', '₺', '₴', '₫', '₪':
		return true
	}
	return unicode.Is(unicode.Sc, r)
}

// tokenize splits folded text into tokens. Contractions with n't are
// expanded ("won't" → "will not"), possessive 's is dropped.
func tokenize(s string) []token {
	t := tokenizer{s: s, toks: make([]token, 0, 8)}
	for t.i < len(s) {
		r, size := utf8.DecodeRuneInString(s[t.i:])
		switch {
		case unicode.IsLetter(r):
			t.word(size)
		case r >= '0' && r <= '9':
			t.number()
		case unicode.IsSpace(r):
			t.glued = false
			t.i += size
		default:
			t.symbol(r, size)
		}
	}
	return t.toks
}

// tokenizer is the state of tokenize: the flags the next token takes.
type tokenizer struct {
	s           string
	i           int
	toks        []token
	brk, glued  bool
	colon, dash bool
	mul         bool
	sign        byte
}

func (t *tokenizer) emit(k tokKind, text string) {
	tk := token{kind: k, text: text, brk: t.brk || len(t.toks) == 0, glued: t.glued && len(t.toks) > 0, colon: t.colon && t.brk, dash: t.dash && t.brk, mul: t.mul && t.brk}
	if k == tkNum {
		tk.sign, t.sign = t.sign, 0
	}
	t.toks = append(t.toks, tk)
	t.brk, t.colon, t.dash, t.mul = false, false, false, false
	t.glued = true
}

// word reads a run of letters (with inner apostrophes) at t.i.
func (t *tokenizer) word(size int) {
	s := t.s
	j := t.i + size
	for j < len(s) {
		r2, s2 := utf8.DecodeRuneInString(s[j:])
		if unicode.IsLetter(r2) {
			j += s2
			continue
		}
		if r2 == '\'' && j+1 < len(s) {
			r3, _ := utf8.DecodeRuneInString(s[j+1:])
			if unicode.IsLetter(r3) {
				j += s2
				continue
			}
		}
		break
	}
	w := s[t.i:j]
	t.i = j
	switch {
	case strings.HasSuffix(w, "n't"):
		base := w[:len(w)-3]
		switch base {
		case "wo":
			base = "will"
		case "ca":
			base = "can"
		case "sha":
			base = "shall"
		}
		if base != "" {
			t.emit(tkWord, base)
		}
		t.emit(tkWord, "not")
	case strings.HasSuffix(w, "'s"):
		t.emit(tkWord, w[:len(w)-2])
	case w == "free" && t.hyphenAfterWord():
		// "ad-free", "toll-free": no ads, no tolls.
		last := t.toks[len(t.toks)-1]
		t.toks[len(t.toks)-1] = token{kind: tkWord, text: "no", brk: last.brk, colon: last.colon, dash: last.dash}
		t.toks = append(t.toks, token{kind: tkWord, text: last.text, glued: true})
		t.glued = true
	default:
		if k := strings.IndexByte(w, '\''); k >= 0 {
			w = strings.ReplaceAll(w, "'", "")
		}
		t.emit(tkWord, adverbBase(w)) // "beforehand" is "before" (text_glyphs.go)
	}
}

// hyphenAfterWord reports whether the word being read follows a word and
// a hyphen with no space ("ad-free").
func (t *tokenizer) hyphenAfterWord() bool {
	n := len(t.toks)
	start := t.i - len("free")
	return n > 0 && t.toks[n-1].kind == tkWord && start >= 2 && t.s[start-1] == '-' && t.s[start-2] != ' ' && t.toks[n-1].text != "no"
}

// number reads digits with inner separators ("1,200.50", "14:00",
// "04/01/2027") at t.i.
func (t *tokenizer) number() {
	s := t.s
	j := t.i + 1
	for j < len(s) {
		c := s[j]
		if c >= '0' && c <= '9' {
			j++
			continue
		}
		if (c == ',' || c == '.' || c == ':' || c == '/' || c == '-' || c == '\'' && j+3 < len(s) && isDigits(s[j+1:j+4])) && j+1 < len(s) && s[j+1] >= '0' && s[j+1] <= '9' {
			j += 2
			continue
		}
		break
	}
	if k := lettersEnd(s, j); k > j {
		if _, ok := lex.forms[s[t.i:k]]; ok {
			t.emit(tkWord, s[t.i:k]) // "2fa": a lexicon word spelled with a digit
			t.i = k
			return
		}
	}
	t.emit(tkNum, s[t.i:j])
	t.i = j
}

// lettersEnd is the end of the run of ASCII letters at s[j:].
func lettersEnd(s string, j int) int {
	for j < len(s) && s[j] >= 'a' && s[j] <= 'z' {
		j++
	}
	return j
}

// symbol reads a symbol, a dash, an arrow or punctuation at t.i.
func (t *tokenizer) symbol(r rune, size int) {
	s, i := t.s, t.i
	switch {
	case isCurrencySym(r) || r == '°' || r == '%' || r == '/' || r == '#' || r == '+' || r == '@' || r == '&':
		if r == '+' {
			markSign(s, i, t.toks, &t.sign)
		}
		t.emit(tkSym, s[i:i+size])
	case r == '→' || r == '⇒' || r == '➔' || r == '➜' || r == '⟶' || r == '-' && strings.HasPrefix(s[i:], "->"):
		t.emit(tkSym, "→") // "LHR → JFK": from and to (claims.go)
		if r == '-' {
			size = 2
		}
	case r == '×':
		t.brk, t.glued, t.mul = true, false, true
	case r == '±':
		t.sign = signPlusMinus
		t.brk, t.glued = true, false
	case r == '-':
		// A hyphen joining two words or numbers is not a clause break;
		// a free-standing dash is.
		prevSpace := i == 0 || s[i-1] == ' '
		nextSpace := i+1 >= len(s) || s[i+1] == ' '
		if prevSpace && nextSpace {
			t.brk, t.dash = true, true
		}
		markSign(s, i, t.toks, &t.sign)
		t.i += size
		if !nextSpace && !prevSpace { // " -1.2" is a sign, not a join
			t.glued = true
		}
		return
	case r == '\'' || r == '"' || r == '*' || r == '_' || r == '~':
		t.glued = false
	default:
		// Sentence punctuation, brackets, bullets, separators.
		if r == ':' {
			t.colon = true
		}
		if r == '.' && i > 0 && unicode.IsLetter(rune(s[i-1])) && len(t.toks) > 0 && t.toks[len(t.toks)-1].kind == tkWord && strings.TrimSpace(s[i+1:]) != "" {
			t.toks[len(t.toks)-1].abbr = true // "Avail. bal."
		}
		t.brk, t.glued = true, false
	}
	t.i += size
}

// markSign records a '-' or '+' at s[i]: before a number (after a space,
// the start, '(' or ':') it is the number's sign; glued after a word or
// number and followed by a space, punctuation or the end it modifies that
// token ("A-", "B+").
func markSign(s string, i int, toks []token, sign *byte) {
	c := s[i]
	before := byte(' ')
	if i > 0 {
		before = s[i-1]
	}
	after := byte(' ')
	if i+1 < len(s) {
		after = s[i+1]
	}
	opensValue := before == ' ' || before == '(' || before == ':' || i == 0
	if opensValue && (after >= '0' && after <= '9' || after == '$' || after >= 0x80 || after == '.') {
		*sign = c
		return
	}
	glued := before != ' ' && len(toks) > 0
	endsValue := after == ' ' || after == ',' || after == ')' || after == '/' || after == ';' || after == '.' || i+1 >= len(s)
	if glued && endsValue {
		toks[len(toks)-1].mod = c
	}
}

// signPlusMinus is the sign byte of a number written after '±'.
const signPlusMinus byte = 0xb1
