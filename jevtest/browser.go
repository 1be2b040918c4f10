package jevtest

import (
	"context"
	"errors"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/jevtest/jev/internal/stack"
)

// Browser is a started or connected browser and the Playwright driver
// behind it (Browser.Browser is the playwright.Browser). Get one from
// StartBrowser to run sessions on a browser of your own with WithBrowser.
type Browser = stack.Browser

// BrowserConfig says which browser StartBrowser launches or reaches: Headed,
// WSEndpoint (a Playwright browser server), CDPURL (any CDP endpoint),
// Timeout, ExtraArgs. ConfigFromEnv reads it from JEV_HEADED, JEV_BROWSER_WS
// and JEV_CDP_URL.
type BrowserConfig = stack.Config

// ConfigFromEnv returns the BrowserConfig the shared browser uses.
func ConfigFromEnv() BrowserConfig { return stack.ConfigFromEnv() }

// StartBrowser installs what is missing, then launches or connects to a
// browser as cfg says, within cfg.Timeout (stack.DefaultLaunchTimeout when
// zero). The caller closes it with b.Close(ctx). Errors match
// errors.Is(err, ErrBrowserStart) and carry the fix.
func StartBrowser(ctx context.Context, cfg BrowserConfig) (*Browser, error) {
	return stack.Start(ctx, cfg)
}

// ErrBrowserStart is matched by every error of a browser that could not
// start or be reached.
var ErrBrowserStart = stack.ErrBrowserStart

// browserFor returns the browser a session runs on: the one given with
// WithBrowser, else the process-wide shared browser, started on first use
// (installing the stack if it is missing) from JEV_HEADED, JEV_BROWSER_WS and
// JEV_CDP_URL. Starting is bounded by stack.DefaultLaunchTimeout; a failure
// is remembered, so later tests fail fast with the same error.
func browserFor(o options) (*stack.Browser, error) {
	if o.browser != nil {
		if o.browser.Browser == nil {
			return nil, errors.New("WithBrowser: the *stack.Browser has no browser (use the value StartBrowser returned)")
		}
		return o.browser, nil
	}
	return stack.Shared(context.Background())
}

// Main runs the package's tests and then closes the shared browser and its
// driver. Use it from TestMain when the package should not leave the browser
// to be reaped at process exit:
//
//	func TestMain(m *testing.M) { jevtest.Main(m) }
func Main(m *testing.M) {
	code := m.Run()
	ctx, cancel := context.WithTimeout(context.Background(), stack.DefaultCloseTimeout+time.Second)
	if err := stack.CloseShared(ctx); err != nil {
		fmt.Fprintln(os.Stderr, "jevtest: closing the shared browser:", err)
	}
	cancel()
	os.Exit(code)
}

// bounded runs f and returns its error, or a timeout error naming what once
// d has passed; f keeps running in the background then, and its result is
// dropped.
func bounded(d time.Duration, what string, f func() error) error {
	done := make(chan error, 1)
	go func() { done <- f() }()
	timer := time.NewTimer(d)
	defer timer.Stop()
	select {
	case err := <-done:
		return err
	case <-timer.C:
		return fmt.Errorf("%s: no answer within %s", what, d)
	}
}
