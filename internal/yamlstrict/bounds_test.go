package yamlstrict

import (
	"bytes"
	"strings"
	"testing"
)

// Check is linear: the bounds are found on the lexer's tokens, and a
// legal document (BOM, CRLF, tabs, U+0085, non-ASCII text) passes
// unchanged but for its BOM.
func TestCheck(t *testing.T) {
	ok := "name: \"Zoë\u0085\"\r\ncount:\t2\r\nlist: [[a, {b: c}]]\r\n"
	got, err := Check([]byte("\ufeff" + ok))
	if err != nil || !bytes.Equal(got, []byte(ok)) {
		t.Fatalf("Check(legal) = %q, %v; want it without its BOM", got, err)
	}
	for in, want := range map[string]string{
		strings.Repeat("[", MaxDepth+1):                               "nested more than 100 levels deep",
		strings.Repeat("- ", MaxDepth+1) + "x":                        "nested more than 100 levels deep",
		strings.Repeat("[", MaxDepth) + strings.Repeat("]", MaxDepth): "",
		"a: \x7f":         "control character U+007F at column 4",
		"a: \u009b[":      "control character U+009B at column 4",
		"a: \xef\xbf\xbe": "control character U+FFFE at column 4",
		"a:\n b: \xc3":    "invalid UTF-8 (byte 0xC3 at column 5)",
	} {
		_, err := Check([]byte(in))
		if want == "" && err != nil || want != "" && (err == nil || !strings.Contains(err.Msg, want)) {
			t.Errorf("Check(%.40q) = %v; want %q", in, err, want)
		}
	}
}
