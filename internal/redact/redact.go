// Package redact removes credentials from URLs, and from text that quotes
// URLs (a driver's error message repeats the address it failed to open),
// before they reach any output: an error, a log line, a trace, a report.
//
// A URL keeps its scheme, host, path and the names of its parameters; its
// user:password part is dropped and the value of every query or fragment
// parameter whose name says it holds a credential (pass, pwd, secret,
// token, key, auth, session, sig, credential, code) becomes Mask.
package redact

import (
	"net/url"
	"regexp"
	"strings"
)

// Mask replaces a credential's value.
const Mask = "***"

// secretName matches parameter names whose values are credentials.
var secretName = regexp.MustCompile(`(?i)pass|pwd|secret|token|key|auth|session|sig|credential|^code$`)

// URL returns raw without its user information and with the values of
// credential parameters masked. The order and spelling of the other
// parameters are kept, so a redacted address still reads as the one that
// was opened. Text that does not parse as a URL is returned through Text.
func URL(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return Text(raw)
	}
	u.User = nil
	u.RawQuery = maskParams(u.RawQuery)
	if u.Fragment != "" && strings.Contains(u.Fragment, "=") {
		u.Fragment = maskParams(u.Fragment)
		u.RawFragment = ""
	}
	return u.String()
}

// maskParams masks the values of the credential parameters of a
// k=v&k=v list, leaving everything else as it was.
func maskParams(q string) string {
	if q == "" {
		return q
	}
	parts := strings.Split(q, "&")
	for i, p := range parts {
		k, _, ok := strings.Cut(p, "=")
		if !ok {
			continue
		}
		name, err := url.QueryUnescape(k)
		if err != nil {
			name = k
		}
		if secretName.MatchString(name) {
			parts[i] = k + "=" + Mask
		}
	}
	return strings.Join(parts, "&")
}

// urlInText matches an absolute URL quoted in free text.
var urlInText = regexp.MustCompile(`[A-Za-z][A-Za-z0-9+.-]*://[^\s"'<>` + "`" + `]+`)

// userinfo matches the user:password@ part of an address that did not
// parse.
var userinfo = regexp.MustCompile(`//[^/@\s?#]*@`)

// Text returns s with every absolute URL in it redacted as URL does.
func Text(s string) string {
	if !strings.Contains(s, "://") {
		return s
	}
	return urlInText.ReplaceAllStringFunc(s, func(m string) string {
		trail := ""
		for len(m) > 0 && strings.ContainsRune(".,:;)]", rune(m[len(m)-1])) {
			trail = m[len(m)-1:] + trail
			m = m[:len(m)-1]
		}
		u, err := url.Parse(m)
		if err != nil {
			m = userinfo.ReplaceAllString(m, "//")
			if i := strings.IndexAny(m, "?#"); i >= 0 {
				m = m[:i+1] + maskParams(m[i+1:])
			}
			return m + trail
		}
		return URL(u.String()) + trail
	})
}

// Error returns err with its message redacted as Text does; errors.Is and
// errors.As still see err. A nil err is nil.
func Error(err error) error {
	if err == nil {
		return nil
	}
	msg := Text(err.Error())
	if msg == err.Error() {
		return err
	}
	return redactedError{msg: msg, err: err}
}

type redactedError struct {
	msg string
	err error
}

func (e redactedError) Error() string { return e.msg }
func (e redactedError) Unwrap() error { return e.err }
