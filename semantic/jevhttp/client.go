// Package jevhttp carries jev's own decision protocol (jev.decision/v1, see
// docs/decision-protocol.md) over HTTP: Client is a semantic.Decider that
// POSTs a Request to {base}/v1/decide and reads back an Answer, and
// NewHandler serves any semantic.Decider over the same protocol, which is
// what `jev serve` runs.
//
// Neither side ever copies a request or response body, page text or a
// credential into an error, a log line or an error response.
package jevhttp

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"strings"
	"time"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/internal/provider"
)

// DecidePath is the protocol's endpoint below the base URL.
const DecidePath = "/v1/decide"

// Client defaults.
const (
	DefaultTimeout          = 60 * time.Second
	DefaultMaxRetries       = 2
	DefaultMaxRetryWait     = 5 * time.Second
	DefaultMaxResponseBytes = 8 << 20
)

type clientConfig struct {
	hc               *http.Client
	apiKey           string
	timeout          time.Duration
	maxRetries       int
	maxRetryWait     time.Duration
	maxResponseBytes int64
}

// Option configures New.
type Option func(*clientConfig)

// WithHTTPClient sets the HTTP client.
func WithHTTPClient(hc *http.Client) Option { return func(c *clientConfig) { c.hc = hc } }

// WithAPIKey sends "Authorization: Bearer <key>" with every request.
func WithAPIKey(key string) Option { return func(c *clientConfig) { c.apiKey = key } }

// WithTimeout bounds one Decide call, retries included (default
// DefaultTimeout); the caller's context deadline applies as well.
func WithTimeout(d time.Duration) Option { return func(c *clientConfig) { c.timeout = d } }

// WithMaxRetries sets how often a 429 or 5xx answer is retried (default
// DefaultMaxRetries; 0 disables retries).
func WithMaxRetries(n int) Option { return func(c *clientConfig) { c.maxRetries = n } }

// WithMaxRetryWait caps each pause before a retry, Retry-After included
// (default DefaultMaxRetryWait).
func WithMaxRetryWait(d time.Duration) Option { return func(c *clientConfig) { c.maxRetryWait = d } }

// WithMaxResponseBytes bounds the answer body (default
// DefaultMaxResponseBytes); a longer body is malformed_response.
func WithMaxResponseBytes(n int64) Option { return func(c *clientConfig) { c.maxResponseBytes = n } }

// Client is a semantic.Decider speaking jev.decision/v1 over HTTP. It is
// safe for concurrent use.
type Client struct {
	url string
	cfg clientConfig
}

// New returns a client for the decision service at base (e.g.
// "http://127.0.0.1:8787"; the request goes to base + "/v1/decide"). It does
// no network I/O. An empty or non-HTTP base is a configuration error.
func New(base string, opts ...Option) (*Client, error) {
	base = strings.TrimRight(strings.TrimSpace(base), "/")
	if base == "" {
		return nil, providerErr(semantic.ClassConfiguration, 0, "no endpoint: set JEV_ENDPOINT to the decision service base URL (e.g. http://127.0.0.1:8787)", nil)
	}
	if !strings.HasPrefix(base, "http://") && !strings.HasPrefix(base, "https://") {
		return nil, providerErr(semantic.ClassConfiguration, 0, "JEV_ENDPOINT must be an http:// or https:// URL", nil)
	}
	cfg := clientConfig{
		hc:               &http.Client{},
		timeout:          DefaultTimeout,
		maxRetries:       DefaultMaxRetries,
		maxRetryWait:     DefaultMaxRetryWait,
		maxResponseBytes: DefaultMaxResponseBytes,
	}
	for _, o := range opts {
		o(&cfg)
	}
	if cfg.hc == nil {
		cfg.hc = &http.Client{}
	}
	if cfg.timeout <= 0 {
		cfg.timeout = DefaultTimeout
	}
	cfg.maxRetries = max(cfg.maxRetries, 0)
	if cfg.maxRetryWait <= 0 {
		cfg.maxRetryWait = DefaultMaxRetryWait
	}
	if cfg.maxResponseBytes <= 0 {
		cfg.maxResponseBytes = DefaultMaxResponseBytes
	}
	// Decision transports never follow redirects: a 3xx comes back to
	// once and is a server error (docs/engines.md).
	hc := *cfg.hc
	hc.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	cfg.hc = &hc
	return &Client{url: base + DecidePath, cfg: cfg}, nil
}

// Name returns "jev".
func (c *Client) Name() string { return EngineName }

// Decide sends req and returns the service's answer, decoded strictly and
// validated against req: an answer that fails either is a
// malformed_response *semantic.ProviderError and never a decision. 429 and
// 5xx are retried at most the configured number of times, each pause
// honouring Retry-After up to the configured cap and never past ctx's
// deadline.
func (c *Client) Decide(ctx context.Context, req semantic.Request) (semantic.Answer, error) {
	body, err := semantic.EncodeRequest(req)
	if err != nil {
		return semantic.Answer{}, providerErr(semantic.ClassConfiguration, 0, "request cannot be encoded", provider.Redacted("unsupported request version", err))
	}
	ctx, cancel := context.WithTimeout(ctx, c.cfg.timeout)
	defer cancel()
	for attempt := 0; ; attempt++ {
		a, pe := c.once(ctx, req, body)
		if pe == nil {
			return a, nil
		}
		retry := pe.Class == semantic.ClassRateLimit || (pe.Class == semantic.ClassServer && pe.StatusCode >= 500)
		if !retry || attempt >= c.cfg.maxRetries {
			return semantic.Answer{}, pe
		}
		wait := pe.RetryAfter
		if wait <= 0 {
			wait = 250 * time.Millisecond << attempt
		}
		wait = min(wait, c.cfg.maxRetryWait)
		if dl, ok := ctx.Deadline(); ok && time.Until(dl) < wait {
			return semantic.Answer{}, pe
		}
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return semantic.Answer{}, pe
		case <-t.C:
		}
	}
}

// once performs one HTTP exchange.
func (c *Client) once(ctx context.Context, req semantic.Request, body []byte) (semantic.Answer, *semantic.ProviderError) {
	hreq, err := http.NewRequestWithContext(ctx, http.MethodPost, c.url, bytes.NewReader(body))
	if err != nil {
		return semantic.Answer{}, providerErr(semantic.ClassConfiguration, 0, "invalid endpoint URL (check JEV_ENDPOINT)", nil)
	}
	hreq.Header.Set("Content-Type", "application/json")
	hreq.Header.Set("Accept", "application/json")
	if c.cfg.apiKey != "" {
		hreq.Header.Set("Authorization", "Bearer "+c.cfg.apiKey)
	}
	resp, err := c.cfg.hc.Do(hreq)
	if err != nil {
		return semantic.Answer{}, transportErr(ctx, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10)) // let the connection be reused
		return semantic.Answer{}, statusErr(resp)
	}
	data, err := io.ReadAll(io.LimitReader(resp.Body, c.cfg.maxResponseBytes+1))
	if err != nil {
		if ctx.Err() != nil || provider.IsTimeout(err) {
			return semantic.Answer{}, transportErr(ctx, err)
		}
		return semantic.Answer{}, providerErr(semantic.ClassMalformed, http.StatusOK, "answer body truncated", nil)
	}
	if int64(len(data)) > c.cfg.maxResponseBytes {
		return semantic.Answer{}, providerErr(semantic.ClassMalformed, http.StatusOK, "answer body exceeds the size limit", nil)
	}
	a, err := semantic.DecodeAnswer(data)
	if err != nil {
		return semantic.Answer{}, malformed(err)
	}
	if _, err := semantic.ValidateAnswer(req, a); err != nil {
		return semantic.Answer{}, malformed(err)
	}
	// Reported model ids reach traces and stdout: never an echoed key.
	a.Model = provider.RedactReported(a.Model, c.cfg.apiKey)
	for i := range a.Decisions {
		a.Decisions[i].Model = provider.RedactReported(a.Decisions[i].Model, c.cfg.apiKey)
	}
	return a, nil
}
