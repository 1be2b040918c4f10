package jevhttp

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"net"
	"net/http"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/jevtest/jev/semantic"
)

// EngineName is the Name of the client and the Engine of its errors.
const EngineName = "jev"

func providerErr(class semantic.ErrorClass, status int, detail string, cause error) *semantic.ProviderError {
	return &semantic.ProviderError{Engine: EngineName, Class: class, StatusCode: status, Detail: detail, Err: cause}
}

// redacted keeps an underlying error reachable for errors.Is/As while its
// text is a fixed summary: validation and decoding errors may quote ids
// taken from a response body.
type redacted struct {
	msg string
	err error
}

func (r redacted) Error() string { return r.msg }
func (r redacted) Unwrap() error { return r.err }

// summary names the sentinel behind a decoding or validation error, never
// its text.
func summary(err error) string {
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

// malformed wraps a decoding or validation failure of a 200 answer.
func malformed(err error) *semantic.ProviderError {
	return providerErr(semantic.ClassMalformed, http.StatusOK, "answer rejected", redacted{msg: summary(err), err: err})
}

// transportErr classifies an error of http.Client.Do or of reading a body.
func transportErr(ctx context.Context, err error) *semantic.ProviderError {
	if ctxErr := ctx.Err(); ctxErr != nil {
		if errors.Is(ctxErr, context.Canceled) {
			return providerErr(semantic.ClassTimeout, 0, "request canceled", context.Canceled)
		}
		return providerErr(semantic.ClassTimeout, 0, "deadline exceeded", context.DeadlineExceeded)
	}
	var netErr net.Error
	if errors.Is(err, context.DeadlineExceeded) || (errors.As(err, &netErr) && netErr.Timeout()) {
		return providerErr(semantic.ClassTimeout, 0, "HTTP client timeout", context.DeadlineExceeded)
	}
	var dnsErr *net.DNSError
	switch {
	case errors.Is(err, syscall.ECONNREFUSED):
		return providerErr(semantic.ClassServer, 0, "connection refused", dialErr(err, syscall.ECONNREFUSED))
	case errors.Is(err, syscall.ECONNRESET):
		return providerErr(semantic.ClassServer, 0, "connection reset", dialErr(err, syscall.ECONNRESET))
	case errors.As(err, &dnsErr):
		return providerErr(semantic.ClassConfiguration, 0, "cannot resolve the endpoint host (check JEV_ENDPOINT)", nil)
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return providerErr(semantic.ClassServer, 0, "connection closed", nil)
	}
	return providerErr(semantic.ClassServer, 0, "transport error", nil)
}

// statusErr classifies a non-200 response by its status code (the body is
// never read into the error).
func statusErr(resp *http.Response) *semantic.ProviderError {
	s := resp.StatusCode
	switch {
	case s == http.StatusTooManyRequests:
		pe := providerErr(semantic.ClassRateLimit, s, "rate limited", nil)
		pe.RetryAfter = parseRetryAfter(resp.Header.Get("Retry-After"), time.Now())
		return pe
	case s == http.StatusBadRequest:
		return providerErr(semantic.ClassConfiguration, s, "request refused by the decision service", nil)
	case s == http.StatusUnauthorized || s == http.StatusForbidden:
		return providerErr(semantic.ClassConfiguration, s, "request refused; check JEV_API_KEY", nil)
	case s == http.StatusNotFound:
		return providerErr(semantic.ClassConfiguration, s, "no decision service at this endpoint; check JEV_ENDPOINT", nil)
	case s >= 400 && s < 500:
		return providerErr(semantic.ClassConfiguration, s, "request refused by the decision service", nil)
	default:
		return providerErr(semantic.ClassServer, s, "decision service error", nil)
	}
}

// parseRetryAfter reads delay-seconds or an HTTP-date; anything else is 0.
func parseRetryAfter(v string, now time.Time) time.Duration {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0
	}
	if s, err := strconv.ParseFloat(v, 64); err == nil {
		if s <= 0 || math.IsNaN(s) || math.IsInf(s, 0) {
			return 0
		}
		if ns := s * float64(time.Second); ns < float64(math.MaxInt64) {
			return time.Duration(ns)
		}
		return time.Duration(math.MaxInt64)
	}
	if t, err := http.ParseTime(v); err == nil && t.After(now) {
		return t.Sub(now)
	}
	return 0
}

// dialErr names the remote address of a refused or reset connection (never
// a URL, so no path, query or credentials) around the errno.
func dialErr(err error, errno syscall.Errno) error {
	var opErr *net.OpError
	if errors.As(err, &opErr) && opErr.Addr != nil {
		return fmt.Errorf("%s %s: %w", opErr.Op, opErr.Addr, errno)
	}
	return errno
}
