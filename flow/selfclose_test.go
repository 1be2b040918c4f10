package flow_test

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/jevtest/jev/flow"
	"github.com/jevtest/jev/internal/pwtest"
	"github.com/jevtest/jev/trace"
)

// A page that tries to close itself during a step, and a link that opens
// the next page in a new tab: the assertions after them are about the page
// the flow is on (the invoice tab's "Paid" never passes for the account's
// "Overdue").
func TestSelfClosingPageAndNewTab(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/invoice":
			fmt.Fprint(w, `<!doctype html><title>Invoice</title><p>Invoice status: <span id=status>Paid</span></p>`)
		default:
			fmt.Fprint(w, `<!doctype html><title>Account</title><p>Invoice status: <span id=status>Overdue</span></p>
<button onclick="window.close()">Close the window</button><a href="/invoice" target="_blank">Open the invoice</a>`)
		}
	}))
	t.Cleanup(srv.Close)
	// window.close() on a page the script did not open is refused by the
	// browser: the page stays, and an assertion about it is about it.
	closing := parse(t, "flow: f\nstart: /\nsteps:\n  - intent: the close the window button\n    action: click\n  - expect_semantic:\n      selector: '#status'\n      expected: Overdue\n")
	page := pwtest.NewPage(t)
	var buf bytes.Buffer
	res, err := flow.Run(context.Background(), page, closing, flow.WithBaseURL(srv.URL), flow.WithTrace(&buf))
	if err != nil || page.IsClosed() || res.Status != flow.StatusPassed {
		t.Fatalf("Run(window.close) = %+v, %v (closed %v); want passed on the page that stayed", res, err, page.IsClosed())
	}
	if tr, err := trace.Read(bytes.NewReader(buf.Bytes()), "t.jsonl"); err != nil || tr.End() == nil || tr.End().Failed() {
		t.Fatalf("trace %v, %v; want it ended passed", tr, err)
	}
	tab := parse(t, "flow: f\nstart: /\nsteps:\n  - intent: the open the invoice link\n    action: click\n  - expect_semantic:\n      selector: '#status'\n      expected: Paid\n")
	res, err = flow.Run(context.Background(), pwtest.NewPage(t), tab, flow.WithBaseURL(srv.URL))
	if err != nil || res.Status == flow.StatusPassed || res.StoppedAt != 2 {
		t.Fatalf("Run(new tab) = %+v, %v; want step 2 not passed: the flow's page says Overdue", res, err)
	}
}
