package pwtest

import (
	"io"
	"net/http"
	"strings"
	"testing"
)

// check GETs url and fails the test unless the status is code and the body
// contains want, served as HTML.
func check(t *testing.T, url string, code int, want string) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil || resp.StatusCode != code || !strings.Contains(string(b), want) {
		t.Fatalf("GET %s = %d %q (%v), want %d with %q", url, resp.StatusCode, b, err, code, want)
	}
	if code == http.StatusOK && resp.Header.Get("Content-Type") != "text/html; charset=utf-8" {
		t.Fatalf("GET %s: Content-Type %q", url, resp.Header.Get("Content-Type"))
	}
}

func TestSiteServesChangesAndRefusesUnknownPaths(t *testing.T) {
	pages := Pages{"/a": Doc("<p>one</p>")}
	s := Serve(t, pages)
	pages["/a"] = "changed by the caller" // Serve keeps a copy
	check(t, s.URL("/a"), http.StatusOK, Doc("<p>one</p>"))
	s.Edit("/a", "one", "two")
	s.Set("/b", DocTitled("B", "<p>b</p>"))
	check(t, s.URL("/a"), http.StatusOK, "<title>T</title></head><body><p>two</p>")
	check(t, s.OtherOrigin("/b"), http.StatusOK, "<!doctype html><html><head><meta charset=utf-8><title>B</title></head><body><p>b</p></body></html>")
	if !strings.Contains(s.OtherOrigin("/b"), "//localhost:") {
		t.Fatalf("OtherOrigin = %q, want the localhost host name", s.OtherOrigin("/b"))
	}
	check(t, s.URL("/missing"), http.StatusNotFound, "")
}
