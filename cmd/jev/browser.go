package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/jevtest/jev/internal/redact"
	"github.com/jevtest/jev/internal/stack"
	"github.com/jevtest/jev/observe"
	"github.com/playwright-community/playwright-go"
	"github.com/spf13/cobra"
)

// pageTimeout bounds opening the page and each semantic operation.
const pageTimeout = 30 * time.Second

// browserFunc returns a browser and the function that releases it;
// installOut receives the progress of installing the stack when it is
// missing.
type browserFunc func(ctx context.Context, installOut io.Writer) (*stack.Browser, func(), error)

// startBrowser is the real browserFunc: a browser configured from the
// environment, started for this command (installing the stack first when it
// is missing) and closed by the release function.
func startBrowser(ctx context.Context, installOut io.Writer) (*stack.Browser, func(), error) {
	cfg := stack.ConfigFromEnv()
	cfg.InstallOut = installOut
	b, err := stack.Start(ctx, cfg)
	if err != nil {
		return nil, nil, err
	}
	return b, func() { b.Close(context.WithoutCancel(ctx)) }, nil
}

// commandContext is the command's context, or Background when it has none.
func commandContext(cmd *cobra.Command) context.Context {
	if ctx := cmd.Context(); ctx != nil {
		return ctx
	}
	return context.Background()
}

// withBrowserContext gets a browser from browser, opens a fresh browser
// context with opts (every wait bounded by pageTimeout) and runs fn on it;
// the context and the browser are released when fn returns. Failing to get
// the browser or the context is exit 1.
func withBrowserContext(cmd *cobra.Command, browser browserFunc, opts playwright.BrowserNewContextOptions,
	fn func(ctx context.Context, bctx playwright.BrowserContext) error) error {
	ctx := commandContext(cmd)
	b, release, err := browser(ctx, cmd.ErrOrStderr())
	if err != nil {
		return exitError{code: 1, err: err}
	}
	defer release()
	bctx, err := b.Browser.NewContext(opts)
	if err != nil {
		return exitError{code: 1, err: fmt.Errorf("new browser context: %w", err)}
	}
	defer bctx.Close()
	dialogs := watchDialogs(bctx)
	defer dialogs.note(cmd.ErrOrStderr())
	ms := float64(pageTimeout.Milliseconds())
	bctx.SetDefaultTimeout(ms)
	bctx.SetDefaultNavigationTimeout(ms)
	return fn(context.WithValue(ctx, dialogLogKey{}, dialogs), bctx)
}

// newPage opens a page in bctx; a failure is exit 1.
func newPage(bctx playwright.BrowserContext) (playwright.Page, error) {
	page, err := bctx.NewPage()
	if err != nil {
		return nil, exitError{code: 1, err: fmt.Errorf("new page: %w", err)}
	}
	observe.TrackFrames(page) // followed from its start: race-free frame reads
	return page, nil
}

// withPage opens rawURL in a fresh context of the page browser and runs fn
// on it. Failing to start the browser or to open the page is exit 1.
func withPage(cmd *cobra.Command, browser browserFunc, rawURL string, fn func(page playwright.Page) error) error {
	return withBrowserContext(cmd, browser, playwright.BrowserNewContextOptions{},
		func(_ context.Context, bctx playwright.BrowserContext) error {
			page, err := newPage(bctx)
			if err != nil {
				return err
			}
			timeout := float64(pageTimeout.Milliseconds())
			resp, err := page.Goto(rawURL, playwright.PageGotoOptions{WaitUntil: playwright.WaitUntilStateLoad, Timeout: &timeout})
			if errors.Is(err, playwright.ErrTimeout) {
				return exitError{code: 1, err: fmt.Errorf("open --url %s: the page did not finish loading (its load event) within %s; a request it makes may never end: %w",
					redact.URL(rawURL), pageTimeout, redact.Error(err))}
			}
			if err != nil {
				return exitError{code: 1, err: fmt.Errorf("open --url %s: %w", redact.URL(rawURL), redact.Error(err))}
			}
			if resp != nil && resp.Status() >= 400 {
				fmt.Fprintf(cmd.ErrOrStderr(), "jev: note: --url %s answered HTTP %d; reading the page it showed\n", redact.URL(rawURL), resp.Status())
			}
			return fn(page)
		})
}

// writeJSON writes v as one indented JSON object.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
