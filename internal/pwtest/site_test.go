package pwtest

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func get(t *testing.T, url string) (int, string, string) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, resp.Header.Get("Content-Type"), string(b)
}

func TestSiteServesChangesAndRefusesUnknownPaths(t *testing.T) {
	pages := Pages{"/a": Doc("<p>one</p>")}
	s := Serve(t, pages)
	pages["/a"] = "changed by the caller" // Serve keeps a copy
	code, ctype, body := get(t, s.URL("/a"))
	if code != 200 || ctype != "text/html; charset=utf-8" || body != Doc("<p>one</p>") {
		t.Fatalf("GET /a = %d %q %q", code, ctype, body)
	}
	s.Edit("/a", "one", "two")
	s.Set("/b", DocTitled("B", "<p>b</p>"))
	if _, _, body := get(t, s.URL("/a")); !strings.Contains(body, "<p>two</p>") {
		t.Fatalf("edited /a = %q", body)
	}
	if _, _, body := get(t, s.OtherOrigin("/b")); body != "<!doctype html><html><head><meta charset=utf-8><title>B</title></head><body><p>b</p></body></html>" {
		t.Fatalf("/b from localhost = %q", body)
	}
	if !strings.Contains(s.OtherOrigin("/b"), "//localhost:") {
		t.Fatalf("OtherOrigin = %q, want the localhost host name", s.OtherOrigin("/b"))
	}
	if code, _, _ := get(t, s.URL("/missing")); code != http.StatusNotFound {
		t.Fatalf("GET /missing = %d, want 404", code)
	}
}

func TestDirWritesNestedFiles(t *testing.T) {
	dir := Dir(t, map[string]string{"a.yaml": "a", "pages/b.html": "<p>b</p>"})
	for name, want := range map[string]string{"a.yaml": "a", "pages/b.html": "<p>b</p>"} {
		b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(name)))
		if err != nil || string(b) != want {
			t.Fatalf("%s = %q, %v; want %q", name, b, err, want)
		}
	}
}
