package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"strings"
	"time"

	"github.com/jevtest/jev/internal/stack"
	"github.com/playwright-community/playwright-go"
	"github.com/spf13/cobra"
)

func init() { register(newDemoCmd) }

// smokePage is the built-in page the demo opens: a small account page with
// the kinds of evidence jev reads (headings, definitions, a table, a form).
const smokePage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>jev smoke page</title></head>
<body>
<main>
  <h1>Account</h1>
  <section aria-label="Subscription">
    <h2>Subscription</h2>
    <dl>
      <dt>Current plan</dt><dd>Pro (yearly)</dd>
      <dt>Billing status</dt><dd>Payment received</dd>
    </dl>
    <button type="button">Change plan</button>
  </section>
  <section aria-label="Invoices">
    <h2>Invoices</h2>
    <table>
      <thead><tr><th>Date</th><th>Amount</th></tr></thead>
      <tbody><tr><td>2025-01-01</td><td>€120.00</td></tr></tbody>
    </table>
  </section>
  <form>
    <label for="email">Billing email</label>
    <input id="email" type="email" value="ada@example.com">
    <label><input type="checkbox" checked> Send receipts</label>
    <a href="#help">Help</a>
  </form>
</main>
</body>
</html>
`

// demoTimeout bounds the whole demo after the stack is installed.
const demoTimeout = 90 * time.Second

func newDemoCmd() *cobra.Command {
	var headed bool
	cmd := &cobra.Command{
		Use:   "demo",
		Short: "Open a built-in page in a real browser and print what jev sees",
		Long: `demo serves a small built-in page on loopback, starts the browser (installing
the stack first if it is missing, with visible progress), opens the page and
prints what it observed. JEV_BROWSER_WS / JEV_CDP_URL make it use a remote
browser; --headed or JEV_HEADED=1 shows the window.

Exit codes: 0 success; 1 the browser could not start or the page could not
be read (the message names the fix); 2 bad arguments.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runDemo(cmd, headed)
		},
	}
	cmd.Flags().BoolVar(&headed, "headed", false, "show the browser window (same as JEV_HEADED=1)")
	return cmd
}

func runDemo(cmd *cobra.Command, headed bool) error {
	out, errOut := cmd.OutOrStdout(), cmd.ErrOrStderr()
	fail := func(err error) error {
		fmt.Fprintln(errOut, err)
		return exitError{code: 1}
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return fail(fmt.Errorf("jev demo: cannot listen on loopback: %w", err))
	}
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, smokePage)
	}), ReadHeaderTimeout: 5 * time.Second}
	go srv.Serve(ln)
	defer srv.Close()
	url := "http://" + ln.Addr().String() + "/"

	cfg := stack.ConfigFromEnv()
	cfg.Headed = cfg.Headed || headed
	cfg.InstallOut = out
	b, err := stack.Start(cmd.Context(), cfg)
	if err != nil {
		return fail(err)
	}
	defer b.Close(context.WithoutCancel(cmd.Context()))
	where := "launched " + b.Paths.Chromium
	if b.Remote != "" {
		where = "connected to " + b.Remote
	}
	mode := "headless"
	if cfg.Headed {
		mode = "headed"
	}
	fmt.Fprintf(out, "jev demo: browser %s %s (%s)\n", b.Browser.Version(), where, mode)

	title, aria, err := readSmokePage(b, url)
	if err != nil {
		return fail(err)
	}
	fmt.Fprintf(out, "jev demo: opened %s titled %q\n", url, title)
	fmt.Fprintln(out, "jev demo: what the browser saw (Playwright's accessibility snapshot; jev's own observation replaces it once package observe lands):")
	for _, line := range strings.Split(strings.TrimRight(aria, "\n"), "\n") {
		fmt.Fprintln(out, "  "+line)
	}
	fmt.Fprintln(out, "jev demo: ok")
	return nil
}

// readSmokePage opens url in a fresh context and returns its title and the
// aria snapshot of its body, within demoTimeout.
func readSmokePage(b *stack.Browser, url string) (title, aria string, err error) {
	timeout := float64(demoTimeout.Milliseconds())
	bctx, err := b.Browser.NewContext()
	if err != nil {
		return "", "", fmt.Errorf("jev demo: new browser context: %w", err)
	}
	defer bctx.Close()
	bctx.SetDefaultTimeout(timeout)
	page, err := bctx.NewPage()
	if err != nil {
		return "", "", fmt.Errorf("jev demo: new page: %w", err)
	}
	if _, err := page.Goto(url, playwright.PageGotoOptions{WaitUntil: playwright.WaitUntilStateLoad}); err != nil {
		return "", "", fmt.Errorf("jev demo: open %s: %w", url, err)
	}
	if title, err = page.Title(); err != nil {
		return "", "", fmt.Errorf("jev demo: read title: %w", err)
	}
	if aria, err = page.Locator("body").AriaSnapshot(); err != nil {
		return "", "", fmt.Errorf("jev demo: read page: %w", err)
	}
	if aria == "" {
		return "", "", errors.New("jev demo: the page showed nothing readable")
	}
	return title, aria, nil
}
