//go:build unix

package jevtest

import (
	"context"

	"github.com/jevtest/jev/internal/stack"
)

// BrowserServer is a Playwright browser server running the local Chromium
// on loopback, for suites whose processes share one browser (Ginkgo -p,
// go test of several packages): start it once, hand its WSEndpoint to every
// process, which connects with
// StartBrowser(ctx, BrowserConfig{WSEndpoint: srv.WSEndpoint}) or through
// JEV_BROWSER_WS. Close stops it and its browsers.
type BrowserServer = stack.Server

// StartBrowserServer installs what is missing and starts a BrowserServer,
// waiting for its endpoint within stack.DefaultLaunchTimeout or until ctx
// ends. Errors match errors.Is(err, ErrBrowserStart) and carry the fix.
func StartBrowserServer(ctx context.Context) (*BrowserServer, error) {
	return stack.StartServer(ctx)
}
