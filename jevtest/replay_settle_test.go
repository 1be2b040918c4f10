package jevtest_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jevtest/jev/jevtest"
	"github.com/jevtest/jev/replay"
	"github.com/jevtest/jev/trace"
)

// An app that renders only after fetching its data once loaded replays
// green: replay's navigation waits, under the settle rule's cap, for the
// requests the navigation started, so the first record is re-answered on
// the rendered page (it read "changed" when observed right after load).
func TestReplayWaitsForTheAppToRender(t *testing.T) {
	mux := http.NewServeMux()
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, `<!doctype html><title>T</title><main id=app></main><script>
window.addEventListener('load', () => fetch('/data').then((r) => r.text()).then((label) => {
  const b = document.createElement('button'); b.textContent = label;
  b.onclick = () => { b.textContent = 'Saved'; };
  document.getElementById('app').append(b);
}));</script>`)
	})
	mux.HandleFunc("/data", func(w http.ResponseWriter, r *http.Request) {
		time.Sleep(700 * time.Millisecond) // a slow backend
		fmt.Fprint(w, "Save changes")
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	replaysGreen(t, srv.URL, nil)
}

// An app that renders on a timer after load (no request in flight, as a
// framework bootstrapping on a loaded machine) replays green too: each
// record waits, at most a bounded time, for the page to show what was
// recorded before reporting a difference.
func TestReplayWaitsForTheRecordedState(t *testing.T) {
	mux := http.NewServeMux()
	var delay atomic.Int64
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<!doctype html><title>T</title><main id=app></main><script>
setTimeout(() => {
  const b = document.createElement('button'); b.textContent = 'Save changes';
  b.onclick = () => { b.textContent = 'Saved'; };
  document.getElementById('app').append(b);
}, %d);</script>`, delay.Load())
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	replaysGreen(t, srv.URL, func() { delay.Store(1200) }) // the replayed app renders 1.2 s after load
}

// replaysGreen records a click on the "Save changes" button of the app at
// url, runs beforeReplay (the app may change how it loads), replays the
// trace with execution and wants every record ok and the trace passed.
func replaysGreen(t *testing.T, url string, beforeReplay func()) {
	t.Helper()
	_, path := recordTrace(t, func(t *testing.T, s *jevtest.Session) {
		s.Goto(url + "/")
		if err := s.Page().GetByRole("button").WaitFor(); err != nil {
			t.Fatal(err)
		}
		s.Click(s.Locate("the Save changes button"))
	})
	tr, err := trace.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if beforeReplay != nil {
		beforeReplay()
	}
	res, _ := replayTrace(t, tr, nil)
	for _, st := range res.Steps {
		if st.Status != replay.StatusOK && st.Status != replay.StatusSkipped {
			t.Errorf("line %d: %s: %s", st.Line, st.Status, st.Reason)
		}
	}
	if res.Status != replay.TracePassed {
		t.Fatalf("the unchanged app replayed %s, want passed", res.Status)
	}
}
