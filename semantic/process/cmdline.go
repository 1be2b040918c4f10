package process

import (
	"errors"
	"strings"
)

// SplitCommandLine splits a command line into words the way a POSIX shell
// would for plain words: blanks separate words; 'single quotes' keep
// everything literally; "double quotes" keep everything but \" and \\,
// which are unescaped; a backslash outside quotes escapes the next
// character. There is no expansion of variables, globs or ~. An empty line
// or an unterminated quote is an error.
func SplitCommandLine(s string) ([]string, error) {
	var (
		words []string
		cur   strings.Builder
		have  bool // cur holds a word (possibly empty, e.g. '')
	)
	// Every special character is ASCII, so the line is scanned byte by
	// byte: multi-byte (and invalid) UTF-8 passes through unchanged.
	rs := s
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		switch {
		case r == ' ' || r == '\t' || r == '\n':
			if have {
				words = append(words, cur.String())
				cur.Reset()
				have = false
			}
		case r == '\\':
			if i+1 >= len(rs) {
				return nil, errors.New("command line ends with a backslash")
			}
			i++
			cur.WriteByte(rs[i])
			have = true
		case r == '\'':
			j := i + 1
			for j < len(rs) && rs[j] != '\'' {
				j++
			}
			if j >= len(rs) {
				return nil, errors.New("unterminated single quote in the command line")
			}
			cur.WriteString(rs[i+1 : j])
			have = true
			i = j
		case r == '"':
			j := i + 1
			for ; j < len(rs) && rs[j] != '"'; j++ {
				if rs[j] == '\\' && j+1 < len(rs) && (rs[j+1] == '"' || rs[j+1] == '\\') {
					j++
				}
				cur.WriteByte(rs[j])
			}
			if j >= len(rs) {
				return nil, errors.New("unterminated double quote in the command line")
			}
			have = true
			i = j
		default:
			cur.WriteByte(r)
			have = true
		}
	}
	if have {
		words = append(words, cur.String())
	}
	if len(words) == 0 {
		return nil, errors.New("empty command line")
	}
	return words, nil
}
