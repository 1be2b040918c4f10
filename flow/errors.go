package flow

import (
	"errors"
	"fmt"
)

// Errors returned by Run before anything is touched.
var (
	// ErrMissingEnv: a value_from_env variable is not set.
	ErrMissingEnv = errors.New("flow: environment variable not set")
	// ErrBadBaseURL: the base URL or the flow's start cannot make an
	// absolute URL.
	ErrBadBaseURL = errors.New("flow: bad base URL")
)

// ErrInvalidFlow is wrapped by every *FormatError.
var ErrInvalidFlow = errors.New("flow: invalid flow file")

// FormatError is a flow file problem at File:Line (Line 0 when unknown).
type FormatError struct {
	File string
	Line int
	Err  error
}

func (e *FormatError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %v", e.File, e.Line, e.Err)
	}
	return fmt.Sprintf("%s: %v", e.File, e.Err)
}

// Unwrap returns the cause, which wraps ErrInvalidFlow.
func (e *FormatError) Unwrap() error { return e.Err }
