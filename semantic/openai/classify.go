package openai

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

// engineName is the Name of the engine and the Engine of its errors.
const engineName = "openai"

func providerErr(class semantic.ErrorClass, status int, detail string, cause error) *semantic.ProviderError {
	return &semantic.ProviderError{Engine: engineName, Class: class, StatusCode: status, Detail: detail, Err: cause}
}

// classify turns the outcome of one SDK call into a *semantic.ProviderError.
// It reads only the status code and headers of resp and the type of err:
// the SDK's error text may quote the response body, so it is never copied.
func classify(ctx context.Context, resp *http.Response, err error) *semantic.ProviderError {
	if ctxErr := ctx.Err(); ctxErr != nil {
		if errors.Is(ctxErr, context.Canceled) {
			return providerErr(semantic.ClassTimeout, 0, "request canceled", context.Canceled)
		}
		return providerErr(semantic.ClassTimeout, 0, "deadline exceeded", context.DeadlineExceeded)
	}
	if isTimeout(err) {
		return providerErr(semantic.ClassTimeout, 0, "HTTP client timeout", context.DeadlineExceeded)
	}
	if resp != nil {
		status := resp.StatusCode
		switch {
		case status == http.StatusTooManyRequests:
			pe := providerErr(semantic.ClassRateLimit, status, "rate limited", nil)
			pe.RetryAfter = retryAfter(resp.Header, time.Now())
			return pe
		case status >= 500:
			return providerErr(semantic.ClassServer, status, "server error", nil)
		case status >= 400:
			return providerErr(semantic.ClassConfiguration, status, configDetail(status), nil)
		case status >= 200 && status < 300:
			return providerErr(semantic.ClassMalformed, status, "response is not a valid chat completion", nil)
		default:
			return providerErr(semantic.ClassServer, status, "unexpected HTTP status", nil)
		}
	}
	var dnsErr *net.DNSError
	switch {
	case errors.Is(err, syscall.ECONNREFUSED):
		return providerErr(semantic.ClassServer, 0, "connection refused", dialErr(err, syscall.ECONNREFUSED))
	case errors.Is(err, syscall.ECONNRESET):
		return providerErr(semantic.ClassServer, 0, "connection reset", dialErr(err, syscall.ECONNRESET))
	case errors.As(err, &dnsErr):
		return providerErr(semantic.ClassConfiguration, 0, "cannot resolve the endpoint host (check JEV_ENDPOINT)", nil)
	}
	var netErr net.Error
	var opErr *net.OpError
	if errors.As(err, &netErr) || errors.As(err, &opErr) || errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return providerErr(semantic.ClassServer, 0, "transport error", nil)
	}
	return providerErr(semantic.ClassConfiguration, 0, "request could not be sent (check JEV_ENDPOINT)", nil)
}

func configDetail(status int) string {
	switch status {
	case http.StatusUnauthorized, http.StatusForbidden:
		return "request refused; check JEV_API_KEY or OPENAI_API_KEY"
	case http.StatusNotFound:
		return "endpoint or model not found; check JEV_ENDPOINT and JEV_MODEL"
	default:
		return "request refused by the provider"
	}
}

func isTimeout(err error) bool {
	if err == nil {
		return false
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return true
	}
	var netErr net.Error
	return errors.As(err, &netErr) && netErr.Timeout()
}

// retryAfter reads Retry-After-Ms or Retry-After (delay-seconds or an
// HTTP-date). Absent, negative or unreadable values give 0.
func retryAfter(h http.Header, now time.Time) time.Duration {
	if v := strings.TrimSpace(h.Get("Retry-After-Ms")); v != "" {
		if ms, err := strconv.ParseFloat(v, 64); err == nil && ms > 0 && !math.IsInf(ms, 0) {
			return clampDuration(ms * float64(time.Millisecond))
		}
	}
	v := strings.TrimSpace(h.Get("Retry-After"))
	if v == "" {
		return 0
	}
	if s, err := strconv.ParseFloat(v, 64); err == nil {
		if s > 0 && !math.IsInf(s, 0) {
			return clampDuration(s * float64(time.Second))
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

func clampDuration(ns float64) time.Duration {
	if ns >= float64(math.MaxInt64) {
		return time.Duration(math.MaxInt64)
	}
	return time.Duration(ns)
}

// retryable reports whether a failed call may be repeated: rate limits and
// server errors are transient, everything else is not.
func retryable(pe *semantic.ProviderError) bool {
	return pe.Class == semantic.ClassRateLimit || (pe.Class == semantic.ClassServer && pe.StatusCode >= 500)
}

// retryWait is how long to pause before retry number attempt (0-based): the
// provider's Retry-After when it gave one, else an exponential backoff from
// 250 ms; always capped at maxWait.
func retryWait(pe *semantic.ProviderError, attempt int, maxWait time.Duration) time.Duration {
	w := pe.RetryAfter
	if w <= 0 {
		w = 250 * time.Millisecond << attempt
	}
	return min(w, maxWait)
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
