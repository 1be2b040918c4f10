package demoapp

import "errors"

// Sentinels of the demo app, matched with errors.Is.
var (
	// ErrInvalidOption is wrapped by every error caused by a bad Option
	// value; the message names the option and the values it accepts.
	ErrInvalidOption = errors.New("app: invalid option")
	// ErrStartFailed is wrapped by the error Start returns when a listener
	// cannot be opened.
	ErrStartFailed = errors.New("app: cannot start")
)
