package demoapp

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"
)

// ErrInvalidOption is wrapped by every error caused by a bad Option value.
var ErrInvalidOption = errors.New("app: invalid option")

// DefaultUsageDelay is how long /api/usage waits before answering unless
// WithUsageDelay says otherwise; with the page's own small delay the usage
// status line updates roughly 300–500 ms after "Refresh usage" is clicked.
const DefaultUsageDelay = 300 * time.Millisecond

// MaxUsageDelay is the largest delay WithUsageDelay accepts.
const MaxUsageDelay = 10 * time.Second

// Option configures Start, Handler and NewHandler.
type Option func(*config) error

type config struct {
	usageDelay    time.Duration
	paymentOrigin string
}

func defaultConfig() config {
	return config{usageDelay: DefaultUsageDelay}
}

func applyOptions(opts []Option) (config, error) {
	c := defaultConfig()
	for _, o := range opts {
		if o == nil {
			continue
		}
		if err := o(&c); err != nil {
			return config{}, err
		}
	}
	return c, nil
}

// WithUsageDelay sets how long /api/usage waits before answering, between 0
// and MaxUsageDelay. The wait ends early when the request is cancelled.
func WithUsageDelay(d time.Duration) Option {
	return func(c *config) error {
		if d < 0 || d > MaxUsageDelay {
			return fmt.Errorf("%w: usage delay %v outside [0, %v]", ErrInvalidOption, d, MaxUsageDelay)
		}
		c.usageDelay = d
		return nil
	}
}

// WithPaymentOrigin sets the origin ("http://127.0.0.1:PORT") the overview
// page loads its payment-method iframe from. Without it the iframe is loaded
// from the app's own origin. Start sets it to its second listener and rejects
// this option.
func WithPaymentOrigin(origin string) Option {
	return func(c *config) error {
		u, err := url.Parse(origin)
		if err != nil {
			return fmt.Errorf("%w: payment origin: %w", ErrInvalidOption, err)
		}
		if (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" ||
			(u.Path != "" && u.Path != "/") || u.RawQuery != "" || u.Fragment != "" || u.User != nil {
			return fmt.Errorf("%w: payment origin must be scheme://host[:port], got %q", ErrInvalidOption, origin)
		}
		c.paymentOrigin = strings.TrimSuffix(origin, "/")
		return nil
	}
}
