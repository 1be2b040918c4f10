package jevtest

import (
	"time"

	"github.com/playwright-community/playwright-go"
)

// DefaultTimeout bounds getting a browser, creating a session's context and
// page, and every Playwright call on the session's page (navigation
// included) unless WithTimeout says otherwise.
const DefaultTimeout = 30 * time.Second

// CloseTimeout bounds closing a session's browser context in t.Cleanup.
const CloseTimeout = 10 * time.Second

// Option configures New.
type Option func(*options)

type options struct {
	browser    *Browser
	contextOpt playwright.BrowserNewContextOptions
	viewport   *playwright.Size
	timeout    time.Duration
}

func buildOptions(opts []Option) options {
	o := options{timeout: DefaultTimeout}
	for _, opt := range opts {
		if opt != nil {
			opt(&o)
		}
	}
	return o
}

// WithViewport sets the page's viewport in CSS pixels. It overrides the
// viewport given through WithContextOptions. Non-positive sizes fail the
// test in New.
func WithViewport(width, height int) Option {
	return func(o *options) { o.viewport = &playwright.Size{Width: width, Height: height} }
}

// WithBrowser makes the session use b (a browser from StartBrowser, local or
// remote) instead of the process-wide shared browser. The caller owns b and
// closes it; the session only closes its own context.
func WithBrowser(b *Browser) Option {
	return func(o *options) { o.browser = b }
}

// WithContextOptions sets the options the session's BrowserContext is created
// with (locale, timezone, color scheme, storage state, HTTP credentials, ...).
func WithContextOptions(opts playwright.BrowserNewContextOptions) Option {
	return func(o *options) { o.contextOpt = opts }
}

// WithTimeout replaces DefaultTimeout for this session. Non-positive
// durations fail the test in New.
func WithTimeout(d time.Duration) Option {
	return func(o *options) { o.timeout = d }
}
