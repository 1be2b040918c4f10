package flow_test

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/jevtest/jev/flow"
	"github.com/jevtest/jev/internal/pwtest"
	"github.com/jevtest/jev/replay"
	"github.com/jevtest/jev/trace"
)

// crossSites serves the account page on 127.0.0.1 with a frame and a link
// into the billing portal on localhost (another origin).
func crossSites(t *testing.T) (account, portal string) {
	portalSrv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/widget":
			fmt.Fprint(w, `<!doctype html><p>Plan in the widget: <span id=wplan>Team</span></p>`)
		case "/billing":
			fmt.Fprint(w, `<!doctype html><title>Billing portal</title><h1>Billing portal</h1><p>Billing status: <span id=status>Overdue</span></p>`)
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(portalSrv.Close)
	portal = strings.Replace(portalSrv.URL, "127.0.0.1", "localhost", 1)
	accountSrv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, `<!doctype html><title>Account</title><h1>Account</h1>
<p>Billing status: <span id=status>Paid</span></p>
<iframe src="%[1]s/widget" title="Plan widget"></iframe>
<a href="%[1]s/billing">Open the billing portal</a>`, portal)
	}))
	t.Cleanup(accountSrv.Close)
	return accountSrv.URL, portal
}

// A flow that reads a frame of another origin, then follows a link to
// another origin: each assertion is about the document the step is on
// (the portal's Overdue never passes as the account's Paid, nor the
// reverse), and the trace replays with --execute.
func TestCrossOriginFlow(t *testing.T) {
	t.Parallel()
	account, _ := crossSites(t)
	const src = `flow: cross
start: /
steps:
  - expect_semantic:
      - selector: '#status'
        expected: Paid
      - description: the plan in the widget
        expected: Team
  - intent: open the billing portal
    action: click
    expect_semantic:
      selector: '#status'
      expected: Overdue
`
	f := parse(t, src)
	var buf bytes.Buffer
	res, err := flow.Run(context.Background(), pwtest.NewPage(t), f, flow.WithBaseURL(account), flow.WithTrace(&buf))
	if err != nil || res.Status != flow.StatusPassed {
		t.Fatalf("Run = %+v, %v", res, err)
	}
	wrong := parse(t, strings.Replace(src, "expected: Overdue", "expected: Paid", 1))
	res, err = flow.Run(context.Background(), pwtest.NewPage(t), wrong, flow.WithBaseURL(account))
	if err != nil || res.Status == flow.StatusPassed || res.StoppedAt != 2 {
		t.Fatalf("Run(portal says Paid) = %+v, %v; want step 2 not passed", res, err)
	}
	tr, err := trace.Read(bytes.NewReader(buf.Bytes()), "cross.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	r, err := replay.New(replay.WithExecute(true))
	if err != nil {
		t.Fatal(err)
	}
	got, err := r.Replay(context.Background(), pwtest.NewPage(t), tr)
	if err != nil || got.Status != replay.TracePassed {
		t.Fatalf("replay --execute = %s (%v): %s %+v", got.Status, err, got.Error, got.Failures())
	}
}
