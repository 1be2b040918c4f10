package compare_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"

	"github.com/jevtest/jev/compare"
	"github.com/jevtest/jev/jevtest"
	"github.com/playwright-community/playwright-go"
)

// examplePage serves html on loopback and opens it in a browser of its own
// (jevtest.StartBrowser); the returned func closes both.
func examplePage(html string) (playwright.Page, func()) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, "<!doctype html><meta charset=utf-8><title>Account</title>"+html)
	}))
	ctx := context.Background()
	b, err := jevtest.StartBrowser(ctx, jevtest.ConfigFromEnv())
	if err != nil {
		panic(err)
	}
	page, err := b.Browser.NewPage()
	if err != nil {
		panic(err)
	}
	if _, err := page.Goto(srv.URL); err != nil {
		panic(err)
	}
	return page, func() { b.Close(ctx); srv.Close() }
}

// Compare grounds a description to page evidence and compares its meaning
// with the embedded engine.
func ExampleComparer_Compare() {
	page, done := examplePage(`<dl><dt>Plan</dt><dd>Pro annual</dd><dt>Billing status</dt><dd>Payment received</dd></dl>`)
	defer done()

	c := compare.New(page)
	r, err := c.Compare(context.Background(), compare.Request{
		Actual:   compare.Describe("Current subscription plan"),
		Expected: "Professional annual subscription",
	})
	if err != nil {
		panic(err)
	}
	fmt.Println(r.Status, r.Choice, r.Source, r.Provenance, r.Freshness)
	fmt.Printf("evidence %s %q (context %q)\n", r.Evidence.SourceID, r.Evidence.Text, r.Evidence.Context)
	fmt.Println("depth", r.Usage.SerialDecisionDepth, "requests", r.Usage.Requests)
	// Output:
	// passed equivalent semantic semantic snapshot
	// evidence t0_2 "Pro annual" (context "Plan")
	// depth 2 requests 2
}

// Assert re-reads the evidence before returning and fails with a typed
// error carrying every result.
func ExampleComparer_Assert() {
	page, done := examplePage(`<div data-testid=plan>Pro annual</div><label><input type=checkbox> Opt in</label>`)
	defer done()

	c := compare.New(page)
	rs, err := c.AssertBatch(context.Background(), []compare.Request{
		{Actual: compare.Text(page.GetByTestId("plan")), Expected: "Pro annual"},
		{Actual: compare.Checked(page.GetByLabel("Opt in")), Expected: "true"},
	})
	for _, r := range rs {
		fmt.Println(r.Status, r.Provenance, r.Freshness, r.Evidence.Text)
	}
	var ae *compare.AssertionError
	if errors.As(err, &ae) {
		fmt.Println(ae.Code, errors.Is(err, compare.ErrAssertionFailed), len(ae.Results))
	}
	// Output:
	// passed deterministic verified Pro annual
	// failed semantic verified false
	// SEMANTIC_ASSERTION_FAILED true 2
}
