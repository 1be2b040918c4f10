package observe

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/playwright-community/playwright-go"
)

// Item 10: a child frame that does not answer within the per-frame bound —
// a cross-origin frame whose script never yields — is skipped and listed in Snapshot.Unread, and
// the rest of the page is observed.
func TestStuckFramesAreSkippedAndReported(t *testing.T) {
	t.Parallel()
	page := newPage(t)
	release := make(chan struct{})
	handler := func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		switch r.URL.Path {
		case "/":
			w.Write([]byte(doc(`<h1>Checkout</h1><button>Back</button>
				<iframe name=busy src="` + otherOrigin(srvOf(r)) + `/busy"></iframe>
				<iframe name=ok src="/inner"></iframe>`)))
		case "/inner":
			w.Write([]byte(doc(`<button>Inner</button>`)))
		case "/busy": // cross-origin: its own renderer, whose script never yields
			w.Write([]byte(doc(`<p>Busy frame</p><script>setTimeout(() => { for (;;) {} }, 50)</script>`)))
		case "/hang": // headers and a part sent, the document never completes
			w.Write([]byte("<!doctype html><html><body><p>Half"))
			w.(http.Flusher).Flush()
			select {
			case <-release:
			case <-r.Context().Done():
			}
		default:
			http.NotFound(w, r)
		}
	}
	srv := httptest.NewServer(http.HandlerFunc(handler))
	t.Cleanup(func() { close(release); srv.Close() })
	if _, err := page.Goto(srv.URL+"/", playwright.PageGotoOptions{WaitUntil: playwright.WaitUntilStateLoad}); err != nil {
		t.Fatal(err)
	}
	// A same-origin frame added after load whose document never completes.
	if _, err := page.Evaluate(`(u) => { const f = document.createElement('iframe'); f.name = 'hang'; f.src = u; document.body.append(f); }`, srv.URL+"/hang"); err != nil {
		t.Fatal(err)
	}
	time.Sleep(300 * time.Millisecond) // the busy frame is spinning now

	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	// 3 s: generous for a healthy frame on a loaded 2-core machine; the busy
	// frame never answers at all.
	s, err := Observe(ctx, page, WithFrameTimeout(3*time.Second))
	if err != nil {
		t.Fatalf("Observe failed instead of skipping the stuck frame: %v", err)
	}
	unread := map[string]bool{}
	for _, f := range s.Unread {
		unread[f.URL] = true
		if !s.Frames[f.Index].Skipped || s.Frames[f.Index].Name != f.Name || f.Unread == "" {
			t.Fatalf("unread frame %+v is not marked in Frames %+v", f, s.Frames)
		}
	}
	busy := otherOrigin(srv) + "/busy"
	// The same-origin frame whose document never completes is readable
	// (Chromium gives it a partial document); only the busy one is unread.
	if !unread[busy] || len(s.Unread) != 1 {
		t.Fatalf("unread = %+v, want the busy frame only", s.Unread)
	}
	one(t, s, "Back")
	one(t, s, "Inner")
	source(t, s, "Checkout")
	for _, src := range s.Sources {
		if src.Text == "Busy frame" {
			t.Fatalf("text of an unread frame: %+v", src)
		}
	}
	t.Logf("unread: %+v", s.Unread)
}

// srvOf is the base URL a request was sent to.
func srvOf(r *http.Request) *httptest.Server { return &httptest.Server{URL: "http://" + r.Host} }
