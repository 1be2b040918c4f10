package provider

import (
	"strings"
	"unicode/utf8"
)

// RedactedMark replaces a secret in an engine-reported string.
const RedactedMark = "[redacted]"

// minKeyLen is the shortest configured key searched for verbatim: a key of
// one or two characters would match ordinary text.
const minKeyLen = 4

// RedactReported returns s, a string an engine reported (a model id), with
// every occurrence of a configured key in keys, and every word that looks
// like a credential, replaced by RedactedMark. An engine may echo the key
// it was sent; what it reports is written to traces, results and stdout.
//
// A word is a maximal run of ASCII letters, digits and "+/=_-". It looks
// like a credential when it starts with "sk-" followed by at least 16 more
// characters, or when it holds a run of at least 32 characters of
// [A-Za-z0-9+/=] (no "-", "_" or ".") mixing letters and digits, as
// base64 and hex tokens do. Model ids such as
// "meta-llama/Meta-Llama-3.1-70B-Instruct" are left alone. Invalid UTF-8
// is replaced so the result is always valid text.
func RedactReported(s string, keys ...string) string {
	if !utf8.ValidString(s) {
		s = strings.ToValidUTF8(s, "\uFFFD")
	}
	for _, k := range keys {
		if len(k) >= minKeyLen {
			s = strings.ReplaceAll(s, k, RedactedMark)
		}
	}
	var b strings.Builder
	start := -1
	flush := func(end int) {
		if start < 0 {
			return
		}
		if w := s[start:end]; keyLike(w) {
			b.WriteString(RedactedMark)
		} else {
			b.WriteString(w)
		}
		start = -1
	}
	for i := 0; i < len(s); i++ {
		if wordByte(s[i]) {
			if start < 0 {
				start = i
			}
			continue
		}
		flush(i)
		b.WriteByte(s[i])
	}
	flush(len(s))
	return b.String()
}

func wordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("+/=_-", c) >= 0
}

func keyLike(w string) bool {
	if strings.HasPrefix(w, "sk-") && len(w) >= 19 {
		return true
	}
	run, letters, digits := 0, false, false
	for i := 0; i <= len(w); i++ {
		if i < len(w) && strings.IndexByte("-_", w[i]) < 0 {
			c := w[i]
			run++
			letters = letters || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
			digits = digits || c >= '0' && c <= '9'
			continue
		}
		if run >= 32 && letters && digits {
			return true
		}
		run, letters, digits = 0, false, false
	}
	return false
}
