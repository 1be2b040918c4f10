package observe

import "time"

// Bounds and defaults.
const (
	// MaxTargets is the hard cap on targets per snapshot across all frames:
	// a choice question allows 255 options and one is kept for "none".
	MaxTargets = 254
	// DefaultTransitionCap is the longest wait for running CSS animations
	// and transitions (the settle rule's transition_cap_ms).
	DefaultTransitionCap = 400 * time.Millisecond
	// DefaultReadyTimeout bounds the wait for a readable document.
	DefaultReadyTimeout = 5 * time.Second
	// DefaultTimeout bounds a whole Observe, Reread or Element call when the
	// context carries no earlier deadline.
	DefaultTimeout = 30 * time.Second
	// DefaultFrameTimeout bounds the reading of one child frame.
	DefaultFrameTimeout = 5 * time.Second
)

// OrderSpec versions the shortlist ordering (the trace format's order_spec): in
// viewport first; then form controls (textbox, searchbox, combobox,
// checkbox, radio, switch, and spinbutton, slider, listbox); then buttons,
// tabs and menuitems; then links; then every other role; then frame index;
// then DOM (flat-tree) order.
const OrderSpec = 1

type config struct {
	maxTargets    int
	transitionCap time.Duration
	readyTimeout  time.Duration
	timeout       time.Duration
	frameTimeout  time.Duration
	text          bool
}

func defaults() config {
	return config{
		maxTargets:    MaxTargets,
		transitionCap: DefaultTransitionCap,
		readyTimeout:  DefaultReadyTimeout,
		timeout:       DefaultTimeout,
		frameTimeout:  DefaultFrameTimeout,
		text:          true,
	}
}

// Option tunes Observe.
type Option func(*config)

// WithMaxTargets caps the targets kept across all frames at min(n, 254).
// n < 1 keeps the default (254).
func WithMaxTargets(n int) Option {
	return func(c *config) {
		if n >= 1 {
			c.maxTargets = min(n, MaxTargets)
		}
	}
}

// WithTransitionCap bounds the wait for running CSS animations and
// transitions (default 400 ms); 0 disables the wait. Negative values keep
// the default.
func WithTransitionCap(d time.Duration) Option {
	return func(c *config) {
		if d >= 0 {
			c.transitionCap = d
		}
	}
}

// WithReadyTimeout bounds the wait for a readable main document (default
// 5 s); when it elapses Observe fails with ErrDocumentNotReady. Negative
// values keep the default.
func WithReadyTimeout(d time.Duration) Option {
	return func(c *config) {
		if d >= 0 {
			c.readyTimeout = d
		}
	}
}

// WithTimeout bounds the whole observation (default 30 s) when ctx has no
// earlier deadline; when it elapses Observe fails with ErrTimeout.
func WithTimeout(d time.Duration) Option {
	return func(c *config) {
		if d > 0 {
			c.timeout = d
		}
	}
}

// WithoutText skips text sources: only targets are read.
func WithoutText() Option {
	return func(c *config) { c.text = false }
}

// WithFrameTimeout bounds the reading of each child frame (default
// DefaultFrameTimeout): a frame that does not answer in time is skipped and
// reported in Snapshot.Unread. Values <= 0 keep the default.
func WithFrameTimeout(d time.Duration) Option {
	return func(c *config) {
		if d > 0 {
			c.frameTimeout = d
		}
	}
}
