package apps

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func get(t *testing.T, url string) (int, string) {
	t.Helper()
	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return res.StatusCode, string(b)
}

func write(t *testing.T, path, body string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestServeMountsAndRewrites(t *testing.T) {
	root, extra := t.TempDir(), t.TempDir()
	write(t, filepath.Join(root, "node_modules/app/index.html"), "<button>Clear completed</button>")
	write(t, filepath.Join(extra, "lib/x.js"), "var x = 1;")
	write(t, filepath.Join(extra, "one.css"), "a{}")
	s, err := Serve(root, Mount{URL: "/app/vendor/", Path: filepath.Join(extra, "lib")}, Mount{URL: "/app/base.css", Path: filepath.Join(extra, "one.css")})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if !strings.HasPrefix(s.URL, "http://127.0.0.1:") {
		t.Errorf("URL %s is not on loopback", s.URL)
	}
	for url, want := range map[string]string{
		"/app/index.html":  "<button>Clear completed</button>",
		"/app/vendor/x.js": "var x = 1;",
		"/app/base.css":    "a{}",
	} {
		if code, body := get(t, s.URL+url); code != 200 || body != want {
			t.Errorf("GET %s = %d %q, want 200 %q", url, code, body, want)
		}
	}
	if code, _ := get(t, s.URL+"/app/missing.js"); code != http.StatusNotFound {
		t.Errorf("GET of a missing file = %d, want 404", code)
	}

	s.SetRewrites([]Rewrite{{URL: "/app/index.html", Old: "Clear completed", New: "Remove done"}, {URL: "/app/vendor/x.js", Old: "1", New: "2"}})
	if _, body := get(t, s.URL+"/app/index.html"); body != "<button>Remove done</button>" {
		t.Errorf("rewritten page %q", body)
	}
	if _, body := get(t, s.URL+"/app/vendor/x.js"); body != "var x = 2;" {
		t.Errorf("rewritten mounted file %q", body)
	}
	s.SetRewrites(nil)
	if _, body := get(t, s.URL+"/app/index.html"); body != "<button>Clear completed</button>" {
		t.Errorf("page after clearing the rewrites %q", body)
	}
}
