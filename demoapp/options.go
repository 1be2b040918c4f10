package demoapp

import (
	"fmt"
	"net/url"
	"strings"
	"time"
)

// DefaultUsageDelay is how long /api/usage waits before answering unless
// WithUsageDelay says otherwise; with the page's own small delay the usage
// status line updates roughly 300–500 ms after "Refresh usage" is clicked.
const DefaultUsageDelay = 300 * time.Millisecond

// MaxUsageDelay is the largest delay WithUsageDelay accepts.
const MaxUsageDelay = 10 * time.Second

// Option configures Start, Handler and NewHandler. Options only record
// their values; the constructor checks them.
type Option func(*config)

type config struct {
	usageDelay    time.Duration
	paymentOrigin string
}

func defaultConfig() config {
	return config{usageDelay: DefaultUsageDelay}
}

// newConfig applies opts (nil ones are skipped) and checks the result.
func newConfig(opts []Option) (config, error) {
	c := defaultConfig()
	for _, o := range opts {
		if o != nil {
			o(&c)
		}
	}
	if err := c.validate(); err != nil {
		return config{}, err
	}
	c.paymentOrigin = strings.TrimSuffix(c.paymentOrigin, "/")
	return c, nil
}

// validate names the first bad option and what it accepts.
func (c config) validate() error {
	if c.usageDelay < 0 || c.usageDelay > MaxUsageDelay {
		return fmt.Errorf("%w: WithUsageDelay(%v): want a delay in [0, %v]", ErrInvalidOption, c.usageDelay, MaxUsageDelay)
	}
	if c.paymentOrigin == "" {
		return nil
	}
	u, err := url.Parse(c.paymentOrigin)
	if err != nil {
		return fmt.Errorf("%w: WithPaymentOrigin(%q): %w", ErrInvalidOption, c.paymentOrigin, err)
	}
	if (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" ||
		(u.Path != "" && u.Path != "/") || u.RawQuery != "" || u.Fragment != "" || u.User != nil {
		return fmt.Errorf("%w: WithPaymentOrigin(%q): want scheme://host[:port]", ErrInvalidOption, c.paymentOrigin)
	}
	return nil
}

// WithUsageDelay sets how long /api/usage waits before answering, between 0
// and MaxUsageDelay. The wait ends early when the request is cancelled.
func WithUsageDelay(d time.Duration) Option {
	return func(c *config) { c.usageDelay = d }
}

// WithPaymentOrigin sets the origin ("http://127.0.0.1:PORT") the overview
// page loads its payment-method iframe from. Without it the iframe is loaded
// from the app's own origin. Start sets it to its second listener and rejects
// this option.
func WithPaymentOrigin(origin string) Option {
	return func(c *config) { c.paymentOrigin = origin }
}
