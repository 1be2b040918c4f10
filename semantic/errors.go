package semantic

import (
	"errors"
	"fmt"
	"time"
)

// ErrorClass classifies a decider failure so callers can branch on it.
type ErrorClass string

// Error classes. Every provider failure is exactly one of these.
const (
	ClassTimeout       ErrorClass = "timeout"
	ClassRateLimit     ErrorClass = "rate_limit"
	ClassServer        ErrorClass = "server"
	ClassMalformed     ErrorClass = "malformed_response"
	ClassConfiguration ErrorClass = "configuration"
)

// Sentinels matched by errors.Is on a *ProviderError of the same class.
var (
	ErrTimeout           = errors.New("semantic: decider timed out")
	ErrRateLimit         = errors.New("semantic: decider rate limited")
	ErrServer            = errors.New("semantic: decider server error")
	ErrMalformedResponse = errors.New("semantic: malformed decider response")
	ErrConfiguration     = errors.New("semantic: decider configuration error")
)

// ProviderError is a classified decider failure. It never carries a request
// or response body (they may quote private page content) nor credentials:
// Detail is a short summary written by the engine, such as "HTTP 503" or
// "no logprobs in response".
type ProviderError struct {
	Engine     string
	Class      ErrorClass
	StatusCode int           // HTTP status when known
	RetryAfter time.Duration // when the provider asked for a pause
	Detail     string
	Err        error // underlying cause, already free of bodies
}

func (e *ProviderError) Error() string {
	msg := fmt.Sprintf("%s decider: %s", e.Engine, e.Class)
	if e.StatusCode != 0 {
		msg += fmt.Sprintf(" (HTTP %d)", e.StatusCode)
	}
	if e.Detail != "" {
		msg += ": " + e.Detail
	}
	if e.Err != nil {
		msg += ": " + e.Err.Error()
	}
	return msg
}

// Unwrap returns the underlying cause.
func (e *ProviderError) Unwrap() error { return e.Err }

// Is reports whether target is the sentinel of e's class.
func (e *ProviderError) Is(target error) bool {
	return target == classSentinel(e.Class)
}

func classSentinel(c ErrorClass) error {
	switch c {
	case ClassTimeout:
		return ErrTimeout
	case ClassRateLimit:
		return ErrRateLimit
	case ClassServer:
		return ErrServer
	case ClassMalformed:
		return ErrMalformedResponse
	case ClassConfiguration:
		return ErrConfiguration
	}
	return nil
}
