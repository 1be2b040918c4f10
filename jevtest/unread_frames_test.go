package jevtest_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/jevtest"
	"github.com/jevtest/jev/semantic"
)

// A Session on a page with a child frame that does not answer (a
// cross-origin frame whose script spins for 15 s: longer than the locate's
// and the assertion's observations with their 5 s per-frame bound take
// together, short enough that the failure's evidence capture, which waits
// for the frame, does not wait long) does not pass an assertion bound
// to a source of the frames read, and does not report "no target
// matches" as a confident answer: each failure message lists the frame
// that went unread and why. Before, the assertion passed and the locate
// failure read "no target matches (confidence 1.00)".
func TestSessionFailureListsUnreadFrames(t *testing.T) {
	mux := http.NewServeMux()
	var srv *httptest.Server
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		busy := strings.Replace(srv.URL, "127.0.0.1", "localhost", 1) + "/busy"
		w.Write([]byte(`<!doctype html><title>Account</title><h1>Account</h1>
<dl><dt>Current plan</dt><dd>Pro</dd></dl><iframe name=busy src="` + busy + `"></iframe>`))
	})
	mux.HandleFunc("/busy", func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte(`<!doctype html><p>Balance: 40 EUR</p><button>Top up</button><script>setTimeout(() => { const end = Date.now() + 15000; while (Date.now() < end) {} }, 50)</script>`))
	})
	srv = httptest.NewServer(mux)
	defer srv.Close()
	busy := strings.Replace(srv.URL, "127.0.0.1", "localhost", 1) + "/busy"
	why := `1 frame not read: "` + busy + `" (name "busy"): no answer within the per-frame bound (5s)`

	rec := &recordingTB{TB: t, name: t.Name()}
	sc := script{sourceText: "Pro", sourceP: 1, targetName: "Top up", cmpChoice: semantic.ChoiceEquivalent, cmpP: 0.99}
	var r compare.Result
	var locErr error
	rec.call(func() {
		s := jevtest.New(rec, jevtest.WithDecider(sc.decider()), jevtest.WithResultsDir(t.TempDir()))
		s.Goto(srv.URL + "/")
		time.Sleep(300 * time.Millisecond) // the busy frame is spinning now
		_, locErr = s.TryLocate("the top up button")
		rec.call(func() { r = s.Assert(compare.Describe("the current plan"), "Pro") })
	})
	rec.runCleanups()
	if locErr == nil || locErr.Error() != `locate "the top up button": no target read matches, undecided: `+why {
		t.Errorf("locate error = %v; want no target read, undecided, and %q", locErr, why)
	}
	if r.Status != semantic.StatusInconclusive || r.Uncertainty != compare.UncertainUnread {
		t.Errorf("assert = %s/%s; want inconclusive (unread)", r.Status, r.Uncertainty)
	}
	msgs := rec.errorMessages()
	if len(msgs) != 1 || !strings.HasPrefix(msgs[0], "jevtest: Assert: ") || !strings.Contains(msgs[0], "the description was bound among the frames read only (equivalent would pass); "+why) {
		t.Errorf("failures = %q; want one Assert failure naming %q", msgs, why)
	}
	if f := rec.fatalMessages(); len(f) != 0 {
		t.Errorf("fatal = %q", f)
	}
}
