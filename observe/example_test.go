package observe_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"

	"github.com/jevtest/jev/jevtest"
	"github.com/jevtest/jev/observe"
)

func ExampleObserve() {
	ctx := context.Background()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `<!doctype html><title>Billing</title>
		<h1>Billing</h1>
		<dl><dt>Billing status</dt><dd>Payment received</dd></dl>
		<label>Auto-renew <input type=checkbox checked></label>
		<button>Cancel plan</button>`)
	}))
	defer srv.Close()

	// A browser of the example's own (JEV_BROWSER_WS / JEV_CDP_URL reach a
	// remote one).
	b, err := jevtest.StartBrowser(ctx, jevtest.ConfigFromEnv())
	if err != nil {
		fmt.Println(err)
		return
	}
	defer b.Close(ctx)
	page, err := b.Browser.NewPage()
	if err != nil {
		fmt.Println(err)
		return
	}
	if _, err := page.Goto(srv.URL); err != nil {
		fmt.Println(err)
		return
	}

	snap, err := observe.Observe(ctx, page)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, t := range snap.Targets {
		fmt.Printf("%s %s %q value=%q fp=%s\n", t.CID, t.Role, t.Name, t.Value, t.FP)
	}
	for _, s := range snap.Sources {
		fmt.Printf("%s %s %q context=%q\n", s.ID, s.Role, s.Text, s.Context)
	}
	// Re-read the status line later: the exact node, not a selector.
	states, err := snap.Reread(ctx, page, snap.Sources[2].Ref)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(states[0].Status, states[0].Text)
	// Output:
	// f0:c1 checkbox "Auto-renew" value="checked" fp=checkbox|auto-renew
	// f0:c2 button "Cancel plan" value="" fp=button|cancel plan
	// t0_1 heading "Billing" context=""
	// t0_2 term "Billing status" context="Billing"
	// t0_3 definition "Payment received" context="Billing status"
	// t0_4 label "Auto-renew" context="Billing"
	// t0_5 checkbox "checked" context="Auto-renew"
	// unchanged Payment received
}

// A frame that was not read, as messages and traces name it.
func ExampleFrame_Describe() {
	f := observe.Frame{Index: 1, URL: "http://ads.example/ad", Name: "ad", Unread: "the frame detached while it was read"}
	fmt.Println(f.Describe())
	// Output: "http://ads.example/ad" (name "ad"): the frame detached while it was read
}
