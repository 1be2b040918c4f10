package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A page address with user:password and an api_key parameter that cannot
// be opened: the error names the address without either (exit 1).
func TestOpenErrorRedactsURLCredentials(t *testing.T) {
	localEnv(t)
	for _, args := range [][]string{
		{"assert", "--url", "http://bob:S3cretPass@127.0.0.1:1/plan?api_key=KEY123SECRET", "--description", "Plan", "--expected", "Pro"},
		{"locate", "--url", "http://bob:S3cretPass@127.0.0.1:1/plan?token=KEY123SECRET", "--description", "the cancel button"},
		{"diff", "http://bob:S3cretPass@127.0.0.1:1/a?api_key=KEY123SECRET", "http://127.0.0.1:1/b"},
	} {
		code, out, errOut := jev(t, args...)
		if code == 0 || !strings.Contains(errOut, "http://127.0.0.1:1/") {
			t.Errorf("%s: exit %d stderr %q: want a failure naming the address", args[0], code, errOut)
		}
		if strings.Contains(out+errOut, "S3cretPass") || strings.Contains(out+errOut, "KEY123SECRET") {
			t.Errorf("%s leaks a credential: %s", args[0], errOut)
		}
	}
}

// A --selector the driver cannot parse is bad input: exit 2, the message
// names the flag and the selector, nothing is compared.
func TestInvalidSelectorIsBadInput(t *testing.T) {
	localEnv(t)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `<!doctype html><title>Plan</title><dl><dt>Plan</dt><dd id=plan>Pro (yearly)</dd></dl>`)
	}))
	defer srv.Close()
	for _, cmd := range []string{"assert", "compare"} {
		code, out, errOut := jev(t, cmd, "--url", srv.URL+"/", "--selector", "[[[", "--expected", "Pro")
		if code != 2 || out != "" || !strings.Contains(errOut, `--selector "[[["`) {
			t.Errorf("%s: exit %d stdout %q stderr %q; want exit 2 naming --selector", cmd, code, out, errOut)
		}
	}
	if code, _, errOut := jev(t, "assert", "--url", srv.URL+"/", "--selector", "#plan", "--expected", "Pro (yearly)"); code != 0 {
		t.Errorf("a valid selector: exit %d %s", code, errOut)
	}
}

// A page whose load never ends (an image request that never answers) is
// given up within the page bound with a message that says so; a page that
// answers an HTTP error is read, with a note naming the status.
func TestOpenNeverLoadingPageAndHTTPError(t *testing.T) {
	localEnv(t)
	release := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/slow.png":
			select {
			case <-release:
			case <-r.Context().Done():
			}
		case "/missing":
			w.WriteHeader(http.StatusNotFound)
			fmt.Fprint(w, `<!doctype html><title>Not found</title><h1>Page not found</h1>`)
		default:
			fmt.Fprint(w, `<!doctype html><title>Plan</title><dl><dt>Plan</dt><dd>Pro (yearly)</dd></dl><img src="/slow.png">`)
		}
	}))
	defer srv.Close()
	defer close(release)
	code, _, errOut := jev(t, "assert", "--url", srv.URL+"/", "--description", "Current plan", "--expected", "Pro")
	if code != 1 || !strings.Contains(errOut, "did not finish loading") || !strings.Contains(errOut, pageTimeout.String()) {
		t.Errorf("never-loading page: exit %d stderr %q", code, errOut)
	}
	code, _, errOut = jev(t, "assert", "--url", srv.URL+"/missing", "--selector", "h1", "--expected", "Page not found")
	if code != 0 || !strings.Contains(errOut, "answered HTTP 404") {
		t.Errorf("404 page: exit %d stderr %q", code, errOut)
	}
}

// An output file that could not be written at the end is refused before the
// replay runs (exit 2, naming the flag), so no run ends by losing its
// report.
func TestReplayOutputFileCheckedFirst(t *testing.T) {
	dir := t.TempDir()
	tr := filepath.Join(dir, "t.jsonl")
	if err := os.WriteFile(tr, []byte("not a trace\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	blocker := filepath.Join(dir, "file")
	if err := os.WriteFile(blocker, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ flag, path string }{
		{"--json", dir},
		{"--junit", dir},
		{"--json", filepath.Join(blocker, "x.json")},
	} {
		code, out, errOut := jev(t, "replay", tr, c.flag, c.path)
		if code != 2 || out != "" || !strings.HasPrefix(errOut, "jev: "+c.flag+" "+c.path) {
			t.Errorf("%s %s: exit %d stdout %q stderr %q; want exit 2 before the replay", c.flag, c.path, code, out, errOut)
		}
	}
}
