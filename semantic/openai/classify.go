package openai

import (
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"time"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/internal/provider"
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
	var re *redirectError
	switch {
	case errors.As(err, &re):
		return providerErr(semantic.ClassServer, re.status, "redirect not followed: decision transports never follow redirects", nil)
	case errors.Is(err, errTooLarge):
		return providerErr(semantic.ClassMalformed, http.StatusOK, "response exceeds the size limit", nil)
	}
	if pe := provider.Deadline(engineName, ctx, err); pe != nil {
		return pe
	}
	if resp != nil {
		status := resp.StatusCode
		switch {
		case status == http.StatusTooManyRequests:
			pe := providerErr(semantic.ClassRateLimit, status, "rate limited", nil)
			pe.RetryAfter = provider.RetryAfter(resp.Header, time.Now())
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
	if pe := provider.Connection(engineName, err); pe != nil {
		return pe
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
