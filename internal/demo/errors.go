package demo

import (
	"errors"
	"fmt"
)

// Sentinels of Run, matched with errors.Is.
var (
	// ErrInvalidExample: an example is malformed (no actual or several,
	// a step with no action, an unknown declared verdict). Run checks every
	// example before it touches the browser.
	ErrInvalidExample = errors.New("demo: invalid example")
	// ErrInvalidOption: a bad Run option.
	ErrInvalidOption = errors.New("demo: invalid option")
)

// ExampleError is the error of one example that reached no verdict (a step
// that failed, a description that could not be grounded, a locator that
// matched nothing, a decider error). It is recorded in Outcome.Err.
type ExampleError struct {
	Name string
	// Stage is "open", "step N", "locate", "assert" or "screenshot".
	Stage string
	Err   error
}

// Error renders "example NAME: STAGE: cause".
func (e *ExampleError) Error() string {
	return fmt.Sprintf("example %s: %s: %v", e.Name, e.Stage, e.Err)
}

// Unwrap returns the cause.
func (e *ExampleError) Unwrap() error { return e.Err }
