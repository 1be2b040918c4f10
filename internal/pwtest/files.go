package pwtest

import (
	"os"
	"path/filepath"
	"testing"
)

// Dir writes files (a slash-separated path relative to a new temporary
// folder → its content) and returns the folder, removed when the test
// ends: the pages and fixture files a test loads from disk.
func Dir(t testing.TB, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}
