package calibration

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// Item 12: the fixture server serves regular files under the fixture
// folder only: a symlink out of it, a directory listing and a special file
// are not found, and nothing of the outside file is sent.
func TestServeOnlyRegularFilesUnderTheFolder(t *testing.T) {
	outside := t.TempDir()
	secret := filepath.Join(outside, "secret.html")
	if err := os.WriteFile(secret, []byte("<p>OUTSIDE-SECRET-31337</p>"), 0o644); err != nil {
		t.Fatal(err)
	}
	root := t.TempDir()
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.MkdirAll(filepath.Join(root, "pages", "inner"), 0o755))
	must(os.WriteFile(filepath.Join(root, "pages", "account.html"), []byte("<p>Pro</p>"), 0o644))
	must(os.WriteFile(filepath.Join(root, "pages", "inner", "index.html"), []byte("<p>Index</p>"), 0o644))
	must(os.Symlink(secret, filepath.Join(root, "pages", "leak.html")))
	must(os.Symlink(outside, filepath.Join(root, "pages", "outdir")))
	must(os.Symlink("account.html", filepath.Join(root, "pages", "alias.html")))
	must(syscall.Mkfifo(filepath.Join(root, "pages", "pipe.html"), 0o644))

	var s servers
	defer s.close()
	base, err := s.pageURL(&Fixture{Root: root, Page: "pages/account.html"})
	if err != nil {
		t.Fatal(err)
	}
	base = strings.TrimSuffix(base, "/pages/account.html")
	get := func(p string) (int, string) {
		t.Helper()
		resp, err := http.Get(base + p)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	for p, want := range map[string]string{
		"/pages/account.html":     "<p>Pro</p>",
		"/pages/inner/index.html": "<p>Index</p>",
		"/pages/alias.html":       "<p>Pro</p>", // a symlink that stays inside
	} {
		if code, body := get(p); code != 200 || body != want {
			t.Fatalf("GET %s = %d %q", p, code, body)
		}
	}
	for _, p := range []string{"/pages/leak.html", "/pages/outdir/secret.html", "/pages/", "/pages/inner/", "/pages/pipe.html", "/../" + filepath.Base(outside) + "/secret.html", "/"} {
		code, body := get(p)
		if code != http.StatusNotFound || strings.Contains(body, "OUTSIDE-SECRET") || strings.Contains(body, "account.html") {
			t.Fatalf("GET %s = %d %q, want 404", p, code, body)
		}
	}
}
