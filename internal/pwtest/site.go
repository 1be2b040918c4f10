package pwtest

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
)

// Pages are HTML documents by URL path.
type Pages map[string]string

// Site is a loopback HTTP server of Pages that a test may change while it
// runs (between a recording and its replay, say). A path it does not hold
// is 404.
type Site struct {
	mu    sync.Mutex
	pages Pages
	srv   *httptest.Server
}

// Cleaner is the part of testing.TB that Serve needs, so that a Ginkgo
// suite's GinkgoT() serves pages too.
type Cleaner interface {
	Helper()
	Cleanup(func())
}

// Serve starts a Site serving a copy of pages, closed when the test ends.
func Serve(t Cleaner, pages Pages) *Site {
	t.Helper()
	s := &Site{pages: Pages{}}
	for k, v := range pages {
		s.pages[k] = v
	}
	s.srv = httptest.NewServer(http.HandlerFunc(s.serveHTTP))
	t.Cleanup(s.srv.Close)
	return s
}

func (s *Site) serveHTTP(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	body, ok := s.pages[r.URL.Path]
	s.mu.Unlock()
	if !ok {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Write([]byte(body))
}

// URL is the address of path on the site, e.g. URL("/") .
func (s *Site) URL(path string) string { return s.srv.URL + path }

// OtherOrigin is the address of path under the host name localhost: another
// origin than URL's 127.0.0.1 for the browser.
func (s *Site) OtherOrigin(path string) string {
	return strings.Replace(s.srv.URL, "127.0.0.1", "localhost", 1) + path
}

// Set makes path serve html from now on.
func (s *Site) Set(path, html string) {
	s.mu.Lock()
	s.pages[path] = html
	s.mu.Unlock()
}

// Edit replaces the first old with new in the page at path.
func (s *Site) Edit(path, old, new string) {
	s.mu.Lock()
	s.pages[path] = strings.Replace(s.pages[path], old, new, 1)
	s.mu.Unlock()
}

// Server is the underlying test server.
func (s *Site) Server() *httptest.Server { return s.srv }

// Doc wraps body in a minimal HTML document titled "T".
func Doc(body string) string { return DocTitled("T", body) }

// DocTitled wraps body in a minimal HTML document with the given title.
func DocTitled(title, body string) string {
	return "<!doctype html><html><head><meta charset=utf-8><title>" + title + "</title></head><body>" + body + "</body></html>"
}
