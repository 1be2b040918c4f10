package jevtest_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/jevtest"
	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/trace"
)

// A locate and an assertion decided while a child frame went unread (here
// it navigates and its new document has no body yet) are recorded: the
// trace reads back, each record inconclusive with the frame in `unread`.
// The target chosen in the main frame is not acted on (the frame could
// hold another "Top up"), and the assertion bound there does not pass.
// Before, the capped results were refused by the trace writer ("the
// recorded decisions give passed and the trace records inconclusive"):
// the test failed on its own trace.
func TestUnreadFramesAreInTheTrace(t *testing.T) {
	release, asked := make(chan struct{}), make(chan struct{}, 1)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/":
			fmt.Fprint(w, `<!doctype html><title>Account</title><h1>Account</h1><dl><dt>Current plan</dt><dd>Pro</dd></dl>
				<button>Top up</button><iframe id=w name=w src="/widget"></iframe>`)
		case "/widget":
			fmt.Fprint(w, `<!doctype html><button>Top up</button>`)
		case "/slow":
			fmt.Fprint(w, "<!doctype html><html><head><title>Loading</title>")
			w.(http.Flusher).Flush()
			asked <- struct{}{}
			select {
			case <-release:
			case <-r.Context().Done():
			}
		}
	}))
	defer srv.Close()
	defer close(release)
	dir := t.TempDir()
	why := `"` + srv.URL + `/slow" (name "w"): the frame's document was still loading (readyState "loading", no body yet)`

	rec := &recordingTB{TB: t, name: t.Name()}
	sc := script{sourceText: "Pro", sourceP: 1, targetName: "Top up", cmpChoice: semantic.ChoiceEquivalent, cmpP: 0.99}
	var path string
	var locErr error
	var r compare.Result
	rec.call(func() {
		s := jevtest.New(rec, jevtest.WithDecider(sc.decider()), jevtest.WithTraceDir(dir), jevtest.WithResultsDir(t.TempDir()))
		s.Goto(srv.URL + "/")
		if _, err := s.Page().Evaluate(`document.getElementById('w').contentWindow.location = '/slow'`); err != nil {
			t.Error(err)
			return
		}
		select {
		case <-asked:
		case <-time.After(30 * time.Second):
			t.Error("the frame never asked for /slow")
			return
		}
		for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
			if v, _ := s.Page().Evaluate(`document.getElementById('w').contentDocument?.location.pathname`); v == "/slow" {
				break
			}
		}
		_, locErr = s.TryLocate("the top up button")
		rec.call(func() { r = s.Assert(compare.Describe("the current plan"), "Pro") })
		path = s.TracePath()
	})
	rec.runCleanups()
	if locErr == nil || !strings.Contains(locErr.Error(), "chosen among the frames read only (confidence 1.00 there), undecided: 1 frame not read: "+why) {
		t.Errorf("locate error = %v; want the choice undecided naming %s", locErr, why)
	}
	if r.Status != semantic.StatusInconclusive || r.Uncertainty != compare.UncertainUnread {
		t.Errorf("assert = %s/%s; want inconclusive (unread)", r.Status, r.Uncertainty)
	}
	for _, m := range append(rec.errorMessages(), rec.fatalMessages()...) {
		if strings.Contains(m, "trace") {
			t.Errorf("the session could not write its trace: %s", m)
		}
	}
	tr, err := trace.ReadFile(path)
	if err != nil {
		t.Fatalf("the trace does not read back: %v", err)
	}
	var got []string
	for _, x := range tr.Records {
		if s := x.Semantic; s != nil {
			got = append(got, fmt.Sprintf("%s %s %q", s.Op, s.Result.Status, s.Unread))
		}
	}
	want := []string{
		fmt.Sprintf("locate inconclusive %q", []string{why}),
		fmt.Sprintf("assert inconclusive %q", []string{why}),
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("semantic records:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
