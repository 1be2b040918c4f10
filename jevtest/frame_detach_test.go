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
)

// framePage replaces its frame every ?every= ms (never with every=0); the
// frames alternate between one whose first button renews and one whose
// first button, in the same place, cancels.
//
// The test runs under -race too: jev follows a page's frames through the
// driver's events under its own lock (observe.TrackFrames), never through
// playwright-go's frame list, which its dispatcher writes without a lock.
const framePage = `<!doctype html><title>Billing</title><h1>Billing</h1>
<script>
window.renew = 0; window.cancelled = 0; let n = 0;
addEventListener('message', e => { if (e.data === 'renew') window.renew++; if (e.data === 'cancel') window.cancelled++ });
function swap() {
  const old = document.querySelector('iframe'); if (old) old.remove();
  const f = document.createElement('iframe'); f.src = '/frame/' + (n++ % 2); f.title = 'Subscription';
  document.body.append(f);
}
const every = +new URLSearchParams(location.search).get('every');
swap(); if (every > 0) setInterval(swap, every);
</script>`

// A locate and an act on a frame that is replaced under them: the act
// lands on the located control or is refused, never on the control the
// new frame shows in its place; an assertion on the frame's text never
// passes a value the frame does not show.
func TestFrameReplacedUnderLocateAndAct(t *testing.T) {
	mux := http.NewServeMux()
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) { fmt.Fprint(w, framePage) })
	mux.HandleFunc("/frame/{k}", func(w http.ResponseWriter, r *http.Request) {
		first, second := `<button onclick="parent.postMessage('renew', '*')">Renew the subscription</button>`, `<button onclick="parent.postMessage('cancel', '*')">Cancel the subscription</button>`
		plan := "Pro"
		if r.PathValue("k") == "1" {
			first, second, plan = second, first, "Free"
		}
		fmt.Fprintf(w, `<!doctype html><p>Plan: <span>%s</span></p>%s%s`, plan, first, second)
	})
	srv := httptest.NewServer(mux)
	defer srv.Close()
	rec := &recordingTB{TB: t, name: t.Name()}
	var renew, cancelled any
	var every time.Duration
	var passedWrong, locateErrs []string
	acts := 0
	rec.call(func() {
		s := jevtest.New(rec, jevtest.WithResultsDir(t.TempDir()))
		// The frame lives about as long as a locate takes on this machine
		// now (at least 250 ms; longer under -race or load), so that it is
		// replaced now before, now between, now after a locate and its act.
		s.Goto(srv.URL + "/?every=0")
		began := time.Now()
		s.TryLocate("the renew subscription button")
		every = max(250*time.Millisecond, time.Since(began))
		s.Goto(fmt.Sprintf("%s/?every=%d", srv.URL, every.Milliseconds()))
		for try := 0; try < 12 && acts < 6; try++ {
			tg, err := s.TryLocate("the renew subscription button")
			if err != nil {
				locateErrs = append(locateErrs, err.Error())
				continue
			}
			rec.call(func() { s.Click(tg) })
			acts++
			r, _ := s.TryAssert(compare.Describe("the plan"), "Enterprise")
			if r.Status == semantic.StatusPassed {
				passedWrong = append(passedWrong, r.Evidence.Text)
			}
		}
		renew, _ = s.Page().Evaluate("window.renew")
		cancelled, _ = s.Page().Evaluate("window.cancelled")
	})
	rec.runCleanups()
	t.Logf("%d acts (frame replaced every %s); locate errors %.300q", acts, every, locateErrs)
	t.Logf("renew clicks %v, cancel clicks %v; errors %d: %.300s", renew, cancelled, len(rec.errorMessages()), strings.Join(rec.errorMessages(), " | "))
	if cancelled != 0 {
		t.Errorf("the act landed on the cancel button %v times", cancelled)
	}
	if len(passedWrong) > 0 {
		t.Errorf("Enterprise passed on %q", passedWrong)
	}
	refused := 0
	for _, m := range rec.fatalMessages() {
		// jev's refusal, or the driver's when the frame went away between
		// the ref's check and the click: never a click elsewhere.
		if !strings.Contains(m, "is detached; not acting on it") && !strings.Contains(m, "Cannot find context with specified id") &&
			!strings.Contains(m, "Frame was detached") && !strings.Contains(m, "frame was replaced during the action") {
			t.Errorf("an act failed otherwise than refused: %s", m)
		}
		refused++
	}
	// An act whose frame was replaced after its click landed both renews
	// and is reported (its effect cannot be known): never an act that did
	// nothing and said nothing.
	if n, _ := renew.(int); acts == 0 || n > acts || n+refused < acts {
		t.Errorf("%d acts: %v renew clicks and %d refused; want each act to renew or be refused", acts, renew, refused)
	}
}
