package calibration

import (
	"errors"
	"strings"
	"testing"
)

// Item 11: a fixture that is not valid UTF-8 — an invalid byte, a
// truncated sequence, an overlong form, an encoded surrogate, or an escape
// that decodes to a lone surrogate — is malformed input at its line, never
// loaded with U+FFFD in its place.
func TestLoadFixtureInvalidUTF8(t *testing.T) {
	const head = "page: pages/account.html\ncases:\n  - id: a\n    actual: {description: plan}\n"
	for name, expected := range map[string]string{
		"invalid byte":           "expected: Pro \xff\n",
		"truncated sequence":     "expected: Pro \xc3\n",
		"overlong":               "expected: Pro \xc0\xaf\n",
		"encoded surrogate":      "expected: Pro \xed\xa0\x80\n",
		"escaped lone surrogate": "expected: \"Pro \\ud800\"\n",
	} {
		t.Run(name, func(t *testing.T) {
			p := writeFixture(t, t.TempDir(), "bad.yaml", head+"    "+expected+"    truth: equivalent\n")
			f, err := LoadFixture(p)
			var fe *FixtureError
			if f != nil || !errors.As(err, &fe) || !errors.Is(err, ErrSyntax) || fe.File != p || fe.Line != 5 ||
				!(strings.Contains(err.Error(), "UTF-8") || strings.Contains(err.Error(), "surrogate")) || !strings.HasPrefix(err.Error(), p+":5") {
				t.Fatalf("LoadFixture = %+v, %v; want ErrSyntax at %s:5 naming UTF-8", f, err, p)
			}
		})
	}
}
