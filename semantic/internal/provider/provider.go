// Package provider holds what the remote and external engines (openai,
// jevhttp, process) share when they turn a transport outcome into a
// *semantic.ProviderError: summaries that never quote a body, Retry-After
// parsing, connection errors named by address only, timeout detection.
package provider

import (
	"context"
	"errors"
	"fmt"
	"math"
	"net"
	"net/http"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/jevtest/jev/semantic"
)

// redacted keeps an underlying error reachable for errors.Is/As while its
// text is a fixed summary: decoding and validation errors may quote ids
// taken from a response body or a command's output.
type redacted struct {
	msg string
	err error
}

func (r redacted) Error() string { return r.msg }
func (r redacted) Unwrap() error { return r.err }

// Redacted returns an error whose text is msg and which wraps err.
func Redacted(msg string, err error) error { return redacted{msg: msg, err: err} }

// Redact returns err with its text replaced by Summary(err).
func Redact(err error) error { return redacted{msg: Summary(err), err: err} }

// Summary names the sentinel behind a decoding or validation error, never
// its text.
func Summary(err error) string {
	var de *semantic.DecodeError
	if errors.As(err, &de) && !strings.ContainsAny(de.Reason, `"'`) {
		return "invalid answer JSON: " + de.Reason
	}
	for _, s := range []error{
		semantic.ErrUnsupportedVersion, semantic.ErrInvalidJSON,
		semantic.ErrUnknownCriterion, semantic.ErrEmptyDistribution, semantic.ErrInvalidProbability,
		semantic.ErrNotNormalized, semantic.ErrChoiceNotArgmax, semantic.ErrMissingAnswer,
		semantic.ErrDuplicateAnswer, semantic.ErrUnknownQuestion, semantic.ErrInvalidQuestion,
	} {
		if errors.Is(err, s) {
			return strings.TrimPrefix(s.Error(), "semantic: ")
		}
	}
	return "invalid answer"
}

// IsTimeout reports a deadline or a network timeout.
func IsTimeout(err error) bool {
	if err == nil {
		return false
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return true
	}
	var t interface{ Timeout() bool }
	return errors.As(err, &t) && t.Timeout()
}

// RetryAfter reads Retry-After-Ms or Retry-After (delay-seconds or an
// HTTP-date). Absent, negative or unreadable values give 0.
func RetryAfter(h http.Header, now time.Time) time.Duration {
	if v := strings.TrimSpace(h.Get("Retry-After-Ms")); v != "" {
		if ms, err := strconv.ParseFloat(v, 64); err == nil && ms > 0 && !math.IsInf(ms, 0) {
			return clamp(ms * float64(time.Millisecond))
		}
	}
	v := strings.TrimSpace(h.Get("Retry-After"))
	if v == "" {
		return 0
	}
	if s, err := strconv.ParseFloat(v, 64); err == nil {
		if s > 0 && !math.IsInf(s, 0) {
			return clamp(s * float64(time.Second))
		}
		return 0
	}
	if t, err := http.ParseTime(v); err == nil {
		if d := t.Sub(now); d > 0 {
			return d
		}
	}
	return 0
}

func clamp(ns float64) time.Duration {
	if ns >= float64(math.MaxInt64) {
		return time.Duration(math.MaxInt64)
	}
	return time.Duration(ns)
}

// DialErr names the remote address of a refused or reset connection (never
// a URL, so no path, query or credentials) around the errno.
func DialErr(err error, errno syscall.Errno) error {
	var opErr *net.OpError
	if errors.As(err, &opErr) && opErr.Addr != nil {
		return fmt.Errorf("%s %s: %w", opErr.Op, opErr.Addr, errno)
	}
	return errno
}

func perr(engine string, class semantic.ErrorClass, detail string, cause error) *semantic.ProviderError {
	return &semantic.ProviderError{Engine: engine, Class: class, Detail: detail, Err: cause}
}

// Deadline classifies a call that ended with ctx, or with a client or
// network timeout, as a timeout; nil when it did neither.
func Deadline(engine string, ctx context.Context, err error) *semantic.ProviderError {
	if ctxErr := ctx.Err(); ctxErr != nil {
		if errors.Is(ctxErr, context.Canceled) {
			return perr(engine, semantic.ClassTimeout, "request canceled", context.Canceled)
		}
		return perr(engine, semantic.ClassTimeout, "deadline exceeded", context.DeadlineExceeded)
	}
	if IsTimeout(err) {
		return perr(engine, semantic.ClassTimeout, "HTTP client timeout", context.DeadlineExceeded)
	}
	return nil
}

// Connection classifies a refused or reset connection (server, named by
// address only) and an unresolvable host (configuration); nil otherwise.
func Connection(engine string, err error) *semantic.ProviderError {
	var dnsErr *net.DNSError
	switch {
	case errors.Is(err, syscall.ECONNREFUSED):
		return perr(engine, semantic.ClassServer, "connection refused", DialErr(err, syscall.ECONNREFUSED))
	case errors.Is(err, syscall.ECONNRESET):
		return perr(engine, semantic.ClassServer, "connection reset", DialErr(err, syscall.ECONNRESET))
	case errors.As(err, &dnsErr):
		return perr(engine, semantic.ClassConfiguration, "cannot resolve the endpoint host (check JEV_ENDPOINT)", nil)
	}
	return nil
}
