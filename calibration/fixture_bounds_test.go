package calibration

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jevtest/jev/internal/yamlstrict"
)

// A fixture nested past the bound, holding more keys than it, larger than
// 1 MiB, UTF-16 or holding a control character is a syntax error at its
// line naming the fix, found before the YAML parser runs (which took 29 s
// and 15 GB on 100,000 brackets, and minutes on 200,000 keys). A BOM is
// allowed.
func TestLoadFixtureBounds(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "pages"), 0o755); err != nil {
		t.Fatal(err)
	}
	writeFixture(t, dir, "pages/account.html", "<p>Pro</p>")
	const head = "page: pages/account.html\ncases:\n"
	const one = "  - id: a\n    actual: {description: plan}\n    expected: Pro\n    truth: equivalent\n"
	var many strings.Builder
	many.WriteString(head)
	for i := 0; i < yamlstrict.MaxKeys/5+1; i++ {
		fmt.Fprintf(&many, "  - id: a%d\n    actual: {description: plan}\n    expected: Pro\n    truth: equivalent\n", i)
	}
	for _, c := range []struct {
		name, data string
		line       int
		want       string
	}{
		{"deep", head + "  - id: " + strings.Repeat("[", 3000) + strings.Repeat("]", 3000) + "\n", 3, "nested more than 100 levels deep"},
		// page, cases, then five keys a case: key 10001 is the expected of case 2000.
		{"many keys", many.String(), 8001, "more than 10000 keys"},
		{"UTF-16", "\xfe\xff\x00p", 1, "the file is UTF-16; save it as UTF-8"},
		{"control character", head + one[:len(one)-1] + "\x07\n", 6, "control character U+0007 at column 22"},
		{"larger than 1 MiB", head + one + "# " + strings.Repeat("x", yamlstrict.MaxBytes) + "\n", 0, "file too large: more than 1048576 bytes"},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := writeFixture(t, dir, "bad.yaml", c.data)
			f, err := LoadFixture(p)
			var fe *FixtureError
			if f != nil || !errors.As(err, &fe) || fe.File != p || fe.Line != c.line || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("LoadFixture = %+v, %v; want a FixtureError at %s:%d saying %q", f, err, p, c.line, c.want)
			}
			if c.line > 0 && !errors.Is(err, ErrSyntax) || c.line == 0 && !errors.Is(err, ErrUnreadable) {
				t.Errorf("err = %v; want ErrSyntax (ErrUnreadable for a file past the size bound)", err)
			}
		})
	}
	p := writeFixture(t, dir, "bom.yaml", "\ufeff"+head+one)
	if f, err := LoadFixture(p); err != nil || len(f.Cases) != 1 {
		t.Errorf("LoadFixture(BOM) = %+v, %v; want the one case", f, err)
	}
}
