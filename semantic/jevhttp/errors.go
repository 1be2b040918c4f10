package jevhttp

import (
	"context"
	"errors"
	"io"
	"net/http"
	"time"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/internal/provider"
)

// EngineName is the Name of the client and the Engine of its errors.
const EngineName = "jev"

func providerErr(class semantic.ErrorClass, status int, detail string, cause error) *semantic.ProviderError {
	return &semantic.ProviderError{Engine: EngineName, Class: class, StatusCode: status, Detail: detail, Err: cause}
}

// malformed wraps a decoding or validation failure of a 200 answer.
func malformed(err error) *semantic.ProviderError {
	return providerErr(semantic.ClassMalformed, http.StatusOK, "answer rejected", provider.Redact(err))
}

// transportErr classifies an error of http.Client.Do or of reading a body.
func transportErr(ctx context.Context, err error) *semantic.ProviderError {
	if pe := provider.Deadline(EngineName, ctx, err); pe != nil {
		return pe
	}
	if pe := provider.Connection(EngineName, err); pe != nil {
		return pe
	}
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
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
		pe.RetryAfter = provider.RetryAfter(resp.Header, time.Now())
		return pe
	case s == http.StatusBadRequest:
		return providerErr(semantic.ClassConfiguration, s, "request refused by the decision service", nil)
	case s == http.StatusUnauthorized || s == http.StatusForbidden:
		return providerErr(semantic.ClassConfiguration, s, "request refused; check JEV_API_KEY", nil)
	case s == http.StatusNotFound:
		return providerErr(semantic.ClassConfiguration, s, "no decision service at this endpoint; check JEV_ENDPOINT", nil)
	case s >= 300 && s < 400:
		return providerErr(semantic.ClassServer, s, "redirect not followed: decision transports never follow redirects", nil)
	case s >= 400 && s < 500:
		return providerErr(semantic.ClassConfiguration, s, "request refused by the decision service", nil)
	default:
		return providerErr(semantic.ClassServer, s, "decision service error", nil)
	}
}
