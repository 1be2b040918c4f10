package locate

import (
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/jevtest/jev/internal/pwtest"
	"github.com/jevtest/jev/observe"
	"github.com/playwright-community/playwright-go"
)

// renavSite serves a page whose child frame ("/widget", a Top up button)
// the test sends to "/slow": a document whose head arrives and whose body
// never does until the test ends (a frame re-navigating, briefly without
// a document to read). main is the main page's extra markup.
func renavSite(t *testing.T, main string) (*httptest.Server, playwright.Page) {
	t.Helper()
	release, asked := make(chan struct{}), make(chan struct{}, 1)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/":
			fmt.Fprint(w, pwtest.Doc(`<h1>Account</h1><button>Back</button>`+main+`<iframe id=w name=w src="/widget"></iframe>`))
		case "/widget":
			fmt.Fprint(w, pwtest.Doc(`<button>Top up</button>`))
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
	t.Cleanup(srv.Close)
	t.Cleanup(func() { close(release) })
	page := pwtest.NewPage(t)
	pwtest.Goto(t, page, srv.URL+"/")
	if _, err := page.Evaluate(`document.getElementById('w').contentWindow.location = '/slow'`); err != nil {
		t.Fatal(err)
	}
	select {
	case <-asked:
	case <-time.After(30 * time.Second):
		t.Fatal("the frame never asked for /slow")
	}
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		if v, _ := page.Evaluate(`document.getElementById('w').contentDocument?.location.pathname`); v == "/slow" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the frame's navigation to /slow never committed")
		}
	}
	return srv, page
}

// A child frame caught between two documents (its new one has no body
// yet) is unread, not an empty frame: a description no read target
// matches is undecided naming it, never "no target matches (confidence
// 1.00)".
func TestRenavigatingFrameNoMatchIsUndecided(t *testing.T) {
	srv, page := renavSite(t, "")
	_, err := New(page, WithDecider(byName(map[string]string{}, 1))).Locate(pwtest.Context(t), "the top up button")
	var le *LocateError
	if !errors.As(err, &le) || !errors.Is(err, ErrNoMatch) || !errors.Is(err, observe.ErrFramesUnread) {
		t.Fatalf("err = %v; want a *LocateError matching ErrNoMatch and observe.ErrFramesUnread", err)
	}
	want := `locate "the top up button": no target read matches, undecided: 1 frame not read: "` + srv.URL + `/slow" (name "w"): the frame's document was still loading (readyState "loading", no body yet)`
	if msg := err.Error(); msg != want || le.Confidence != 0 {
		t.Fatalf("error = %q (confidence %.2f); want %q, confidence 0", msg, le.Confidence, want)
	}
}

// A target chosen while a rendered child frame went unread is not
// returned: the frame could hold a control that means the description as
// well (here it held a "Top up" button until it began to navigate). The
// choice is ErrLowConfidence matching observe.ErrFramesUnread, confidence
// capped to 0 (the decider's 0.97 in Target.Confidence), whatever the
// threshold. It was returned with confidence 0.97, and acted on.
func TestTargetChosenWhileFramesUnreadIsUndecided(t *testing.T) {
	srv, page := renavSite(t, `<button>Top up</button>`)
	f := New(page, WithDecider(byName(map[string]string{"the top up button": "Top up"}, 0.97)))
	for _, minConf := range []float64{0.8, 0.3} {
		tg, err := f.Locate(pwtest.Context(t), "the top up button", WithMinConfidence(minConf))
		var le *LocateError
		if !errors.As(err, &le) || !errors.Is(err, ErrLowConfidence) || !errors.Is(err, observe.ErrFramesUnread) || tg.Ref != (observe.Ref{}) {
			t.Fatalf("threshold %.1f: target %+v, err = %v; want no target, a *LocateError matching ErrLowConfidence and observe.ErrFramesUnread", minConf, tg.FP, err)
		}
		want := `locate "the top up button": target f0:c2 (button "Top up") chosen among the frames read only (confidence 0.97 there), undecided: 1 frame not read: "` +
			srv.URL + `/slow" (name "w"): the frame's document was still loading (readyState "loading", no body yet)`
		if msg := err.Error(); !strings.HasPrefix(msg, want) || le.Confidence != 0 || le.Target.Confidence != 0.97 || le.Target.FP != "button|top up" {
			t.Fatalf("threshold %.1f: error = %q (confidence %.2f, target %s %.2f); want it to start %q, confidence 0, the target at 0.97", minConf, msg, le.Confidence, le.Target.FP, le.Target.Confidence, want)
		}
	}
}
