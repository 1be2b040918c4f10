package observe

import (
	"context"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/jevtest/jev/internal/pwtest"
	"github.com/playwright-community/playwright-go"
)

func TestMain(m *testing.M) { pwtest.Main(m) }

// Browser pages and loopback servers (internal/pwtest). A browser that
// cannot start fails the test.
var (
	newPage = pwtest.NewPage
	gotoURL = pwtest.Goto
	doc     = pwtest.Doc
)

// pages is a set of HTML pages by path.
type pages = pwtest.Pages

// serve starts a loopback server for ps (path → HTML), closed with the test.
func serve(t testing.TB, ps pages) *httptest.Server { return pwtest.Serve(t, ps).Server() }

// otherOrigin is srv's URL under the name localhost: a different origin
// from 127.0.0.1 for the browser.
func otherOrigin(srv *httptest.Server) string {
	return strings.Replace(srv.URL, "127.0.0.1", "localhost", 1)
}

// open serves html at / and navigates page to it.
func open(t testing.TB, page playwright.Page, html string) string {
	t.Helper()
	srv := serve(t, pages{"/": html})
	gotoURL(t, page, srv.URL+"/")
	return srv.URL
}

// observe runs Observe and fails the test on error.
func observe(t testing.TB, page playwright.Page, opts ...Option) *Snapshot {
	t.Helper()
	s, err := Observe(context.Background(), page, opts...)
	if err != nil {
		t.Fatalf("Observe: %v", err)
	}
	// The sources a person sees: every source perceived (see Perceive).
	if _, err := s.Perceive(context.Background(), page); err != nil {
		t.Fatalf("Perceive: %v", err)
	}
	return s
}

// byName returns the targets with the given accessible name.
func byName(s *Snapshot, name string) []Target {
	var out []Target
	for _, t := range s.Targets {
		if t.Name == name {
			out = append(out, t)
		}
	}
	return out
}

// one returns the only target named name, failing the test otherwise.
func one(t testing.TB, s *Snapshot, name string) Target {
	t.Helper()
	ts := byName(s, name)
	if len(ts) != 1 {
		t.Fatalf("targets named %q: %d, want 1; all: %s", name, len(ts), dumpTargets(s))
	}
	return ts[0]
}

func dumpTargets(s *Snapshot) string {
	var b strings.Builder
	for _, t := range s.Targets {
		b.WriteString("\n  " + t.CID + " " + t.Role + " " + `"` + t.Name + `"` + " value=" + `"` + t.Value + `"`)
	}
	return b.String()
}

func dumpSources(s *Snapshot) string {
	var b strings.Builder
	for _, u := range s.Sources {
		b.WriteString("\n  " + u.ID + " " + u.Role + " " + `"` + u.Text + `"` + " ctx=" + `"` + u.Context + `"`)
	}
	return b.String()
}

// source returns the only source with the given text, failing otherwise.
func source(t testing.TB, s *Snapshot, text string) TextSource {
	t.Helper()
	var found []TextSource
	for _, u := range s.Sources {
		if u.Text == text {
			found = append(found, u)
		}
	}
	if len(found) != 1 {
		t.Fatalf("sources with text %q: %d, want 1; all: %s", text, len(found), dumpSources(s))
	}
	return found[0]
}

// attachedLink waits (bounded) for page's link to attach and returns it;
// a Chromium page always gets one, so failing to is a test failure. The
// page must have been observed or re-read (that starts the attach).
func attachedLink(t testing.TB, page playwright.Page) *link {
	t.Helper()
	linksMu.Lock()
	l := links[page]
	linksMu.Unlock()
	if l == nil {
		t.Fatal("no link: the page was never observed")
	}
	select {
	case <-l.ready:
	case <-time.After(10 * time.Second):
		t.Fatal("the link did not attach within 10 s")
	}
	if l.sess == nil {
		t.Fatal("the link could not attach a CDP session")
	}
	if l = linkOf(page); l == nil {
		t.Fatal("the link broke")
	}
	return l
}
