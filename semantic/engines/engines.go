// Package engines selects and constructs a jev decision engine by name:
//
//	lexical              the embedded default (offline, deterministic)
//	openai               an OpenAI-compatible chat-completions server
//	jev                  a jev decision service (`jev serve`) over HTTP
//	exec:<command line>  an external process speaking the protocol on stdin/stdout
//
// The empty name means the JEV_DECIDER environment variable, and "lexical"
// when that is unset. Construction never does network I/O and never starts
// a process: configuration problems that can be seen up front (an unknown
// name, a missing endpoint or model) are reported by Open, everything else
// by the engine's first Decide.
//
// When JEV_DECISIONS names a decision file (or WithDecisions is given),
// Open wraps the engine with the decision store of package decisions in the
// mode of JEV_DECISIONS_MODE (record, replay, auto; default auto).
package engines

import (
	"fmt"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/jevhttp"
	"github.com/jevtest/jev/semantic/lexical"
	"github.com/jevtest/jev/semantic/openai"
	"github.com/jevtest/jev/semantic/process"
)

// Engine names.
const (
	Lexical    = "lexical"
	OpenAI     = "openai"
	Jev        = "jev"
	ExecPrefix = "exec:"
)

// EnvDecider selects the engine when Open is given the empty name.
const EnvDecider = "JEV_DECIDER"

// Valid lists the accepted names, for messages.
const Valid = "lexical, openai, jev, exec:<command line>"

type config struct {
	endpoint, model, apiKey string
	httpClient              *http.Client
	timeout                 time.Duration
	getenv                  func(string) string
	processOpts             []process.Option
	decisions               *storeConfig
}

// Option configures Open.
type Option func(*config)

// WithEndpoint sets the base URL for openai and jev (default: env
// JEV_ENDPOINT).
func WithEndpoint(url string) Option { return func(c *config) { c.endpoint = url } }

// WithModel sets the model id for openai (default: env JEV_MODEL).
func WithModel(model string) Option { return func(c *config) { c.model = model } }

// WithAPIKey sets the bearer key for openai and jev (default: env
// JEV_API_KEY; openai also falls back to OPENAI_API_KEY).
func WithAPIKey(key string) Option { return func(c *config) { c.apiKey = key } }

// WithHTTPClient sets the HTTP client of openai and jev.
func WithHTTPClient(hc *http.Client) Option { return func(c *config) { c.httpClient = hc } }

// WithTimeout bounds each Decide call of openai, jev and exec (each
// engine's default otherwise).
func WithTimeout(d time.Duration) Option { return func(c *config) { c.timeout = d } }

// WithGetenv replaces os.Getenv for JEV_DECIDER and the engines' settings.
func WithGetenv(getenv func(string) string) Option { return func(c *config) { c.getenv = getenv } }

// WithProcessOptions passes options to the exec engine (e.g.
// process.WithStderr).
func WithProcessOptions(opts ...process.Option) Option {
	return func(c *config) { c.processOpts = append(c.processOpts, opts...) }
}

func newConfig(opts []Option) config {
	c := config{getenv: os.Getenv}
	for _, o := range opts {
		o(&c)
	}
	if c.getenv == nil {
		c.getenv = os.Getenv
	}
	return c
}

func configErr(detail string, cause error) *semantic.ProviderError {
	return &semantic.ProviderError{Engine: "engines", Class: semantic.ClassConfiguration, Detail: detail, Err: cause}
}

// Resolve returns the effective engine name for name — JEV_DECIDER (else
// "lexical") when name is empty — after checking that it is one of the valid
// values. It constructs nothing. An unknown name is a configuration
// *semantic.ProviderError listing the valid values.
func Resolve(name string, opts ...Option) (string, error) {
	c := newConfig(opts)
	return resolve(name, c)
}

func resolve(name string, c config) (string, error) {
	name = strings.TrimSpace(name)
	if name == "" {
		name = strings.TrimSpace(c.getenv(EnvDecider))
	}
	if name == "" {
		return Lexical, nil
	}
	switch {
	case name == Lexical || name == OpenAI || name == Jev:
		return name, nil
	case strings.HasPrefix(name, ExecPrefix):
		if strings.TrimSpace(strings.TrimPrefix(name, ExecPrefix)) == "" {
			return "", configErr("exec: needs a command line, e.g. exec:./my-adapter --flag", nil)
		}
		return name, nil
	}
	shown := name
	if len(shown) > 40 {
		shown = shown[:40] + "…"
	}
	return "", configErr(fmt.Sprintf("unknown decider %q; valid values: %s", shown, Valid), nil)
}

// Open resolves name (see Resolve) and constructs the engine. It does no
// network I/O and starts no process. A missing endpoint (openai, jev) or
// model (openai) is a configuration error naming JEV_ENDPOINT or JEV_MODEL.
func Open(name string, opts ...Option) (semantic.Decider, error) {
	c := newConfig(opts)
	name, err := resolve(name, c)
	if err != nil {
		return nil, err
	}
	d, err := open(name, c)
	if err != nil {
		return nil, err
	}
	return withStore(d, name, c)
}

func open(name string, c config) (semantic.Decider, error) {
	switch {
	case name == Lexical:
		return lexical.New(), nil
	case name == OpenAI:
		o := []openai.Option{openai.WithGetenv(c.getenv)}
		if c.endpoint != "" {
			o = append(o, openai.WithEndpoint(c.endpoint))
		}
		if c.model != "" {
			o = append(o, openai.WithModel(c.model))
		}
		if c.apiKey != "" {
			o = append(o, openai.WithAPIKey(c.apiKey))
		}
		if c.httpClient != nil {
			o = append(o, openai.WithHTTPClient(c.httpClient))
		}
		if c.timeout > 0 {
			o = append(o, openai.WithTimeout(c.timeout))
		}
		e, err := openai.New(o...)
		if err != nil {
			return nil, err
		}
		return e, nil
	case name == Jev:
		endpoint := c.endpoint
		if endpoint == "" {
			endpoint = c.getenv(openai.EnvEndpoint)
		}
		key := c.apiKey
		if key == "" {
			key = c.getenv(openai.EnvAPIKey)
		}
		var o []jevhttp.Option
		if key != "" {
			o = append(o, jevhttp.WithAPIKey(key))
		}
		if c.httpClient != nil {
			o = append(o, jevhttp.WithHTTPClient(c.httpClient))
		}
		if c.timeout > 0 {
			o = append(o, jevhttp.WithTimeout(c.timeout))
		}
		cl, err := jevhttp.New(endpoint, o...)
		if err != nil {
			return nil, err
		}
		return cl, nil
	default: // exec:
		argv, err := process.SplitCommandLine(strings.TrimPrefix(name, ExecPrefix))
		if err != nil {
			return nil, configErr("exec: "+err.Error(), nil)
		}
		o := append([]process.Option(nil), c.processOpts...)
		if c.timeout > 0 {
			o = append(o, process.WithTimeout(c.timeout))
		}
		pe, err := process.New(argv[0], argv[1:], o...)
		if err != nil {
			return nil, err
		}
		return pe, nil
	}
}

// FromEnv opens the engine named by JEV_DECIDER (the embedded default when
// unset), configured from the environment.
func FromEnv(opts ...Option) (semantic.Decider, error) { return Open("", opts...) }

// SplitCommandLine splits the command line of an exec: engine name into
// words; see process.SplitCommandLine for the rules.
func SplitCommandLine(s string) ([]string, error) { return process.SplitCommandLine(s) }
