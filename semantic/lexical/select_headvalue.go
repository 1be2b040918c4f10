package lexical

import (
	"strings"

	"github.com/jevtest/jev/semantic"
)

// A heading may state a value under its own label: Redoc heads a request
// body with "Request Body schema: application/json". As a heading it reads
// as a label and shows nothing; read as inline "Label: value" text is (the
// value with its label as context) it is the request body's media type.
// Only a value of one token with a shape of its own (a media type, a
// version, a path, an e-mail address, a URL, a data type) is split off:
// "Step 2: Install" stays a heading.

// headingLabelValue splits heading s into its label and its shaped value.
func headingLabelValue(s *semantic.Source) (label, value string, ok bool) {
	if s.Role != "heading" {
		return "", "", false
	}
	l, v, found := strings.Cut(s.Text, ": ")
	l, v = strings.TrimSpace(l), strings.TrimSpace(v)
	if !found || l == "" || v == "" || strings.ContainsAny(v, " \t") || strings.Contains(v, ": ") {
		return "", "", false
	}
	switch shapeOf(v) {
	case shMime, shVersion, shPath, shEmail, shURL, shDataType:
		return l, v, true
	}
	return "", "", false
}
