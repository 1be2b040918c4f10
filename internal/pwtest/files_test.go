package pwtest

import (
	"os"
	"path/filepath"
	"testing"
)

func TestDirWritesNestedFiles(t *testing.T) {
	dir := Dir(t, map[string]string{"a.yaml": "a", "pages/b.html": "<p>b</p>"})
	for name, want := range map[string]string{"a.yaml": "a", "pages/b.html": "<p>b</p>"} {
		b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(name)))
		if err != nil || string(b) != want {
			t.Fatalf("%s = %q, %v; want %q", name, b, err, want)
		}
	}
}
