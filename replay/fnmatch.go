package replay

import (
	"regexp"
	"strings"
)

// fnmatchRegexp translates a shell-style pattern with Python fnmatch
// semantics into an anchored regular expression: * matches any run of
// characters (including "/" and spaces), ? any one character, [seq] one
// character in seq, [!seq] one character not in seq; a [ without a closing
// ] is a literal. Matching is case-sensitive (fnmatchcase).
func fnmatchRegexp(pat string) (*regexp.Regexp, error) {
	rs := []rune(pat)
	var b strings.Builder
	b.WriteString(`^(?s:`)
	for i := 0; i < len(rs); i++ {
		switch c := rs[i]; c {
		case '*':
			for i+1 < len(rs) && rs[i+1] == '*' {
				i++
			}
			b.WriteString(`.*`)
		case '?':
			b.WriteString(`.`)
		case '[':
			j := i + 1
			if j < len(rs) && rs[j] == '!' {
				j++
			}
			if j < len(rs) && rs[j] == ']' {
				j++
			}
			for j < len(rs) && rs[j] != ']' {
				j++
			}
			if j >= len(rs) {
				b.WriteString(`\[`)
				continue
			}
			set := string(rs[i+1 : j])
			set = strings.ReplaceAll(set, `\`, `\\`)
			set = strings.ReplaceAll(set, `[`, `\[`)
			switch {
			case strings.HasPrefix(set, "!"):
				set = "^" + set[1:]
			case strings.HasPrefix(set, "^"):
				set = `\` + set
			}
			b.WriteString("[" + set + "]")
			i = j
		default:
			b.WriteString(regexp.QuoteMeta(string(c)))
		}
	}
	b.WriteString(`)$`)
	return regexp.Compile(b.String())
}
