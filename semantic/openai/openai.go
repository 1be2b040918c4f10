// Package openai is a jev decision engine backed by any OpenAI-compatible
// chat-completions server: OpenAI, vLLM, llama.cpp server, Ollama.
//
// Each question becomes one chat request whose options carry single-token
// keys (A, B, C… or 1, 2, 3… beyond 26 criteria). The request asks for one
// output token at temperature 0 with logprobs, and the probability of each
// criterion is exp(logprob) of its key among the top logprobs, renormalised
// over the criteria. A server that returns no logprobs is a configuration
// error, never a guess.
//
// Page content travels as JSON-quoted data inside a delimited DATA block
// that the model is told is not instructions. Errors never carry request or
// response bodies, prompt text or the API key.
package openai

import (
	"context"
	"net/http"
	"os"
	"strings"
	"sync"
	"time"

	sdk "github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/internal/provider"
)

// Environment variables read by New for settings no option provides.
const (
	EnvEndpoint     = "JEV_ENDPOINT"
	EnvModel        = "JEV_MODEL"
	EnvAPIKey       = "JEV_API_KEY"
	EnvOpenAIAPIKey = "OPENAI_API_KEY"
)

// Defaults.
const (
	DefaultTimeout      = 60 * time.Second
	DefaultMaxRetries   = 2
	DefaultMaxRetryWait = 5 * time.Second
	DefaultConcurrency  = 8
	// MaxTopLogprobs is the largest top_logprobs the chat-completions API
	// accepts.
	MaxTopLogprobs = 20
	// DefaultMaxResponseBytes bounds a response body, as for the jev and
	// exec engines; a longer body is malformed_response.
	DefaultMaxResponseBytes = 8 << 20
)

type config struct {
	endpoint, model, apiKey string
	httpClient              *http.Client
	timeout                 time.Duration
	maxRetries              int
	maxRetryWait            time.Duration
	concurrency             int
	maxResponseBytes        int64
	getenv                  func(string) string
}

// Option configures New.
type Option func(*config)

// WithEndpoint sets the base URL of the chat-completions API, e.g.
// "https://api.openai.com/v1" or "http://127.0.0.1:11434/v1" (default: env
// JEV_ENDPOINT).
func WithEndpoint(baseURL string) Option { return func(c *config) { c.endpoint = baseURL } }

// WithModel sets the model id (default: env JEV_MODEL).
func WithModel(model string) Option { return func(c *config) { c.model = model } }

// WithAPIKey sets the bearer key (default: env JEV_API_KEY, else
// OPENAI_API_KEY; none for local servers that need none).
func WithAPIKey(key string) Option { return func(c *config) { c.apiKey = key } }

// WithHTTPClient sets the HTTP client used for every request.
func WithHTTPClient(hc *http.Client) Option { return func(c *config) { c.httpClient = hc } }

// WithTimeout bounds one Decide call, retries included (default
// DefaultTimeout). The caller's context deadline applies as well.
func WithTimeout(d time.Duration) Option { return func(c *config) { c.timeout = d } }

// WithMaxRetries sets how many times a request answered with 429 or 5xx is
// repeated (default DefaultMaxRetries; 0 disables retries).
func WithMaxRetries(n int) Option { return func(c *config) { c.maxRetries = n } }

// WithMaxRetryWait caps each pause before a retry, including a pause asked
// for by Retry-After (default DefaultMaxRetryWait).
func WithMaxRetryWait(d time.Duration) Option { return func(c *config) { c.maxRetryWait = d } }

// WithConcurrency bounds the chat requests one Decide call runs at once
// (default DefaultConcurrency).
func WithConcurrency(n int) Option { return func(c *config) { c.concurrency = n } }

// WithMaxResponseBytes bounds each response body (default
// DefaultMaxResponseBytes); a longer body is malformed_response and is not
// read further.
func WithMaxResponseBytes(n int64) Option { return func(c *config) { c.maxResponseBytes = n } }

// WithGetenv replaces os.Getenv for the settings read from the environment.
func WithGetenv(getenv func(string) string) Option { return func(c *config) { c.getenv = getenv } }

// Engine is the OpenAI-compatible decider. It is safe for concurrent use.
type Engine struct {
	client       sdk.Client
	model        string
	apiKey       string
	timeout      time.Duration
	maxRetries   int
	maxRetryWait time.Duration
	concurrency  int
}

// New returns an engine configured by opts and, for settings they leave
// empty, the environment (JEV_ENDPOINT, JEV_MODEL, JEV_API_KEY or
// OPENAI_API_KEY). It does no network I/O. A missing endpoint or model, or a
// malformed endpoint, is a configuration *semantic.ProviderError naming the
// variable to set.
func New(opts ...Option) (*Engine, error) {
	cfg := config{
		timeout:      DefaultTimeout,
		maxRetries:   DefaultMaxRetries,
		maxRetryWait: DefaultMaxRetryWait,
		concurrency:  DefaultConcurrency,
		getenv:       os.Getenv,
	}
	for _, o := range opts {
		o(&cfg)
	}
	if cfg.endpoint == "" {
		cfg.endpoint = strings.TrimSpace(cfg.getenv(EnvEndpoint))
	}
	if cfg.model == "" {
		cfg.model = strings.TrimSpace(cfg.getenv(EnvModel))
	}
	if cfg.apiKey == "" {
		cfg.apiKey = cfg.getenv(EnvAPIKey)
	}
	if cfg.apiKey == "" {
		cfg.apiKey = cfg.getenv(EnvOpenAIAPIKey)
	}
	switch {
	case cfg.endpoint == "":
		return nil, providerErr(semantic.ClassConfiguration, 0, "no endpoint: set JEV_ENDPOINT to the chat-completions base URL (e.g. http://127.0.0.1:11434/v1)", nil)
	case !strings.HasPrefix(cfg.endpoint, "http://") && !strings.HasPrefix(cfg.endpoint, "https://"):
		return nil, providerErr(semantic.ClassConfiguration, 0, "JEV_ENDPOINT must be an http:// or https:// URL", nil)
	case cfg.model == "":
		return nil, providerErr(semantic.ClassConfiguration, 0, "no model: set JEV_MODEL to the model id", nil)
	}
	if cfg.timeout <= 0 {
		cfg.timeout = DefaultTimeout
	}
	if cfg.maxRetries < 0 {
		cfg.maxRetries = 0
	}
	if cfg.maxRetryWait <= 0 {
		cfg.maxRetryWait = DefaultMaxRetryWait
	}
	if cfg.concurrency < 1 {
		cfg.concurrency = 1
	}
	if cfg.maxResponseBytes <= 0 {
		cfg.maxResponseBytes = DefaultMaxResponseBytes
	}
	hc := cfg.httpClient
	if hc == nil {
		hc = &http.Client{}
	}
	client := sdk.NewClient(
		option.WithBaseURL(strings.TrimRight(cfg.endpoint, "/")+"/"),
		option.WithAPIKey(cfg.apiKey),
		option.WithAdminAPIKey(""),
		option.WithHTTPClient(noRedirects(hc)),
		option.WithMiddleware(guard(cfg.maxResponseBytes)),
		option.WithMaxRetries(0), // retries are ours: bounded and classified
	)
	return &Engine{
		client:       client,
		model:        cfg.model,
		apiKey:       cfg.apiKey,
		timeout:      cfg.timeout,
		maxRetries:   cfg.maxRetries,
		maxRetryWait: cfg.maxRetryWait,
		concurrency:  cfg.concurrency,
	}, nil
}

// Name returns "openai".
func (e *Engine) Name() string { return engineName }

// Model returns the configured model id.
func (e *Engine) Model() string { return e.model }

// outcome is the answer to one question.
type outcome struct {
	decision semantic.Decision
	usage    semantic.TokenUsage
	model    string
}

// Decide asks every question of req, one chat request per question, at most
// the configured concurrency at once. The first failure cancels the other
// requests and is returned as a *semantic.ProviderError; an answer is
// returned only when every question was answered.
func (e *Engine) Decide(ctx context.Context, req semantic.Request) (semantic.Answer, error) {
	for _, q := range req.Questions {
		if err := semantic.ValidateQuestion(q); err != nil {
			return semantic.Answer{}, providerErr(semantic.ClassConfiguration, 0, "invalid question", err)
		}
	}
	ctx, cancel := context.WithTimeout(ctx, e.timeout)
	defer cancel()

	results := make([]outcome, len(req.Questions))
	sem := make(chan struct{}, e.concurrency)
	var (
		wg       sync.WaitGroup
		once     sync.Once
		firstErr error
	)
	for i, q := range req.Questions {
		wg.Add(1)
		go func() {
			defer wg.Done()
			select {
			case sem <- struct{}{}:
				defer func() { <-sem }()
			case <-ctx.Done():
				once.Do(func() { firstErr = classify(ctx, nil, ctx.Err()) })
				return
			}
			r, err := e.ask(ctx, q, req.State)
			if err != nil {
				once.Do(func() {
					firstErr = err
					cancel()
				})
				return
			}
			results[i] = r
		}()
	}
	wg.Wait()
	if firstErr != nil {
		return semantic.Answer{}, firstErr
	}
	// One chat request per question: report them so usage counts them.
	a := semantic.Answer{Version: semantic.ProtocolVersion, Decisions: make([]semantic.Decision, len(results)), Requests: len(results)}
	for i, r := range results {
		a.Decisions[i] = r.decision
		a.Usage.InputTokens += r.usage.InputTokens
		a.Usage.OutputTokens += r.usage.OutputTokens
		switch {
		case i == 0:
			a.Model = r.model
		case a.Model != r.model:
			a.Model = "" // not uniform: each decision keeps its own
		}
	}
	return a, nil
}

// ask sends one question and turns the reply into a decision.
func (e *Engine) ask(ctx context.Context, q semantic.Question, st semantic.State) (outcome, error) {
	p, err := buildPrompt(q, st)
	if err != nil {
		return outcome{}, providerErr(semantic.ClassConfiguration, 0, "question cannot be asked", err)
	}
	params := sdk.ChatCompletionNewParams{
		Model: e.model,
		Messages: []sdk.ChatCompletionMessageParamUnion{
			sdk.SystemMessage(p.system),
			sdk.UserMessage(p.user),
		},
		MaxTokens:   sdk.Int(1),
		Temperature: sdk.Float(0),
		Logprobs:    sdk.Bool(true),
		TopLogprobs: sdk.Int(int64(min(MaxTopLogprobs, len(q.Criteria)))),
	}
	cc, err := e.call(ctx, params)
	if err != nil {
		return outcome{}, err
	}
	if len(cc.Choices) == 0 {
		return outcome{}, providerErr(semantic.ClassMalformed, 0, "response has no choices", nil)
	}
	content := cc.Choices[0].Logprobs.Content
	if len(content) == 0 || len(content[0].TopLogprobs) == 0 {
		return outcome{}, providerErr(semantic.ClassConfiguration, 0, "model returned no logprobs; choose a model/server that supports logprobs", nil)
	}
	top := make([]topToken, 0, len(content[0].TopLogprobs))
	for _, t := range content[0].TopLogprobs {
		lp, err := parseLogprob(t.JSON.Logprob.Raw())
		if err != nil {
			return outcome{}, providerErr(semantic.ClassMalformed, 0, err.Error(), nil)
		}
		top = append(top, topToken{token: t.Token, logprob: lp})
	}
	ids := make([]string, len(q.Criteria))
	for i, c := range q.Criteria {
		ids[i] = c.ID
	}
	probs, choice, err := distribution(top, p.keys, ids)
	if err != nil {
		return outcome{}, providerErr(semantic.ClassMalformed, 0, err.Error(), nil)
	}
	// The reported model id is written to traces and stdout: a server that
	// echoes the key must not get it printed.
	model := provider.RedactReported(cc.Model, e.apiKey)
	return outcome{
		decision: semantic.Decision{QuestionID: q.ID, Choice: choice, Probabilities: probs, Model: model},
		usage:    semantic.TokenUsage{InputTokens: int(cc.Usage.PromptTokens), OutputTokens: int(cc.Usage.CompletionTokens)},
		model:    model,
	}, nil
}

// call sends one chat request, repeating it after a 429 or 5xx at most
// maxRetries times; each pause honours Retry-After, is capped at
// maxRetryWait and ends early with ctx. A pause that would outlast ctx's
// deadline is not started: the classified error is returned at once.
func (e *Engine) call(ctx context.Context, params sdk.ChatCompletionNewParams) (*sdk.ChatCompletion, error) {
	for attempt := 0; ; attempt++ {
		var resp *http.Response
		cc, err := e.client.Chat.Completions.New(ctx, params, option.WithResponseInto(&resp))
		if err == nil {
			return cc, nil
		}
		pe := classify(ctx, resp, err)
		if attempt >= e.maxRetries || !retryable(pe) {
			return nil, pe
		}
		wait := retryWait(pe, attempt, e.maxRetryWait)
		if dl, ok := ctx.Deadline(); ok && time.Until(dl) < wait {
			return nil, pe
		}
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return nil, pe
		case <-t.C:
		}
	}
}
