package replay_test

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"

	"github.com/jevtest/jev/jevtest"
	"github.com/jevtest/jev/observe"
	"github.com/jevtest/jev/replay"
	"github.com/jevtest/jev/trace"
)

// ExampleReplayer_Replay records one decision on a page, renames the
// button, and replays the trace: the step is changed and the trace fails.
func ExampleReplayer_Replay() {
	label := "Sign in"
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, `<!doctype html><title>Login</title><label>Email <input></label><button>%s</button>`, label)
	}))
	defer srv.Close()
	ctx := context.Background()
	b, err := jevtest.StartBrowser(ctx, jevtest.ConfigFromEnv())
	if err != nil {
		fmt.Println(err)
		return
	}
	defer b.Close(ctx)
	page, _ := b.Browser.NewPage()
	page.Goto(srv.URL + "/")

	// Record: observe and choose the button.
	snap, _ := observe.Observe(ctx, page)
	var cid string
	for _, t := range snap.Targets {
		if t.Name == "Sign in" {
			cid = t.CID
		}
	}
	step, _ := replay.StepFromSnapshot(snap, "Click the Sign in button", cid, &trace.StepAction{Type: "click"}, 0.97)
	var buf bytes.Buffer
	w, _ := trace.NewWriter(&buf, trace.RunHeader{Flow: "login"})
	w.WriteStep(step)
	w.WriteEnd(trace.EndRecord{Status: trace.RunPassed}) // how the recorded run ended
	tr, _ := trace.Read(strings.NewReader(buf.String()), "login.jsonl")

	r, _ := replay.New()
	res, _ := r.Replay(ctx, page, tr)
	fmt.Println(res.Status, res.Steps[0].Status, res.Steps[0].Reason)

	label = "Log in"
	page.Reload()
	res, _ = r.Replay(ctx, page, tr)
	fmt.Println(res.Status, res.Steps[0].Status, res.Steps[0].Reason)
	// Output:
	// passed ok fingerprint found once at its recorded position (frame 0 rank 2)
	// failed changed fingerprint "button|sign in" is not on the page
}
