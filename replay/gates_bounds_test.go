package replay

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jevtest/jev/internal/yamlstrict"
)

// A gates.yaml past the YAML bounds is a GatesError naming the file, the
// line and the fix (100,000 brackets took 29 s and 15 GB to refuse); one
// larger than 1 MiB is not read past the bound; a folder is named as one;
// a BOM is allowed.
func TestLoadGatesBounds(t *testing.T) {
	dir := t.TempDir()
	write := func(name, data string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, c := range []struct {
		name, data string
		line       int
		want       string
	}{
		{"deep", "min_confidence: 0.9\nrisky: " + strings.Repeat("[", 5000) + strings.Repeat("]", 5000) + "\n", 2, "nested more than 100 levels deep"},
		{"control character", "min_confidence: 0.9\nrisky:\n  - '\\bwipe\x00'\n", 3, "control character U+0000"},
		{"huge", "min_confidence: 0.9\n#" + strings.Repeat("x", yamlstrict.MaxBytes) + "\n", 0, "file too large: more than 1048576 bytes (1 MiB)"},
	} {
		p := write(c.name+".yaml", c.data)
		_, err := LoadGates(p)
		var ge *GatesError
		if !errors.As(err, &ge) || !errors.Is(err, ErrInvalidGates) || ge.File != p || ge.Line != c.line || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: LoadGates = %v; want a GatesError at %s:%d saying %q", c.name, err, p, c.line, c.want)
		}
	}
	_, err := LoadGates(dir)
	if !errors.Is(err, ErrInvalidGates) || !strings.Contains(err.Error(), dir+" is a directory") {
		t.Errorf("LoadGates(folder) = %v; want ErrInvalidGates naming the folder", err)
	}
	if g, err := LoadGates(write("bom.yaml", "\ufeffmin_confidence: 0.8\n")); err != nil || g.MinConfidence != 0.8 {
		t.Errorf("LoadGates(BOM) = %+v, %v; want min_confidence 0.8", g, err)
	}
}
