package jevhttp

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math"
	"net/http"
	"strconv"
	"time"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/internal/provider"
)

// Handler defaults.
const (
	DefaultMaxBodyBytes  = 8 << 20
	DefaultDecideTimeout = 120 * time.Second
)

type handlerConfig struct {
	maxBody int64
	timeout time.Duration
	logger  *slog.Logger
}

// HandlerOption configures NewHandler.
type HandlerOption func(*handlerConfig)

// WithMaxBodyBytes bounds the request body (default DefaultMaxBodyBytes); a
// longer body is answered 413 with class configuration.
func WithMaxBodyBytes(n int64) HandlerOption { return func(c *handlerConfig) { c.maxBody = n } }

// WithDecideTimeout bounds each engine call (default DefaultDecideTimeout);
// when it expires the answer is 504 with class timeout.
func WithDecideTimeout(d time.Duration) HandlerOption {
	return func(c *handlerConfig) { c.timeout = d }
}

// WithLogger logs one line per request: status, class, question count and
// duration — never a body, page text or credential. Default: no logging.
func WithLogger(l *slog.Logger) HandlerOption { return func(c *handlerConfig) { c.logger = l } }

type handler struct {
	d   semantic.Decider
	cfg handlerConfig
}

// NewHandler serves d over jev.decision/v1: POST /v1/decide takes one
// Request JSON and answers one Answer JSON, and GET /healthz answers
// {"status":"ok","engine":<name>}.
//
// The request is decoded strictly (semantic.DecodeRequest) and every
// question's refs must name entries of its state; a bad request is 400 and a
// body over the limit 413, both with class configuration. The engine's
// answer is validated (semantic.ValidateAnswer) before it is sent: an
// invalid one is 502 malformed_response. Engine errors map to 504 timeout,
// 429 rate_limit (with Retry-After), 502 server or malformed_response and
// 500 configuration. Error bodies are {"error":{"class","message"}} with a
// fixed short message: nothing from the request or the engine's error text
// is echoed.
func NewHandler(d semantic.Decider, opts ...HandlerOption) http.Handler {
	cfg := handlerConfig{maxBody: DefaultMaxBodyBytes, timeout: DefaultDecideTimeout}
	for _, o := range opts {
		o(&cfg)
	}
	if cfg.maxBody <= 0 {
		cfg.maxBody = DefaultMaxBodyBytes
	}
	if cfg.timeout <= 0 {
		cfg.timeout = DefaultDecideTimeout
	}
	h := &handler{d: d, cfg: cfg}
	mux := http.NewServeMux()
	mux.HandleFunc(DecidePath, h.decide)
	mux.HandleFunc("/healthz", h.health)
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, http.StatusNotFound, semantic.ClassConfiguration, "not found; POST requests to "+DecidePath)
	})
	return mux
}

// errorBody is the protocol's error document.
type errorBody struct {
	Error struct {
		Class   semantic.ErrorClass `json:"class"`
		Message string              `json:"message"`
	} `json:"error"`
}

func writeError(w http.ResponseWriter, status int, class semantic.ErrorClass, msg string) {
	var b errorBody
	b.Error.Class = class
	b.Error.Message = msg
	data, _ := json.Marshal(b)
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(status)
	_, _ = w.Write(data)
}

func (h *handler) health(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		writeError(w, http.StatusMethodNotAllowed, semantic.ClassConfiguration, "method not allowed; use GET")
		return
	}
	data, _ := json.Marshal(map[string]string{"status": "ok", "engine": h.d.Name()})
	w.Header().Set("Content-Type", "application/json")
	_, _ = w.Write(data)
}

func (h *handler) decide(w http.ResponseWriter, r *http.Request) {
	start := time.Now()
	status, class, questions := http.StatusOK, semantic.ErrorClass(""), 0
	defer func() {
		if h.cfg.logger != nil {
			h.cfg.logger.Info("decide", "engine", h.d.Name(), "status", status, "class", string(class),
				"questions", questions, "ms", time.Since(start).Milliseconds())
		}
	}()
	fail := func(s int, c semantic.ErrorClass, msg string) {
		status, class = s, c
		writeError(w, s, c, msg)
	}
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", "POST")
		fail(http.StatusMethodNotAllowed, semantic.ClassConfiguration, "method not allowed; use POST")
		return
	}
	data, err := io.ReadAll(http.MaxBytesReader(w, r.Body, h.cfg.maxBody))
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			fail(http.StatusRequestEntityTooLarge, semantic.ClassConfiguration, fmt.Sprintf("request body exceeds %d bytes", h.cfg.maxBody))
			return
		}
		fail(http.StatusBadRequest, semantic.ClassConfiguration, "request body could not be read")
		return
	}
	req, err := semantic.DecodeRequest(data)
	if err != nil {
		fail(http.StatusBadRequest, semantic.ClassConfiguration, requestProblem(err))
		return
	}
	questions = len(req.Questions)
	if !refsPresent(req) {
		fail(http.StatusBadRequest, semantic.ClassConfiguration, "invalid request: a question refers to a state entry that is not in the request")
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), h.cfg.timeout)
	defer cancel()
	a, err := h.d.Decide(ctx, req)
	if err != nil {
		s, c, ra := engineStatus(err)
		if ra > 0 {
			w.Header().Set("Retry-After", strconv.FormatInt(int64(math.Ceil(ra.Seconds())), 10))
		}
		fail(s, c, fmt.Sprintf("decider %s failed: %s", h.d.Name(), c))
		return
	}
	ds, err := semantic.ValidateAnswer(req, a)
	if err != nil {
		fail(http.StatusBadGateway, semantic.ClassMalformed, fmt.Sprintf("decider %s returned an invalid answer: %s", h.d.Name(), provider.Summary(err)))
		return
	}
	a.Version = semantic.ProtocolVersion
	a.Decisions = ds
	out, err := semantic.EncodeAnswer(a)
	if err != nil {
		fail(http.StatusInternalServerError, semantic.ClassServer, "answer could not be encoded")
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_, _ = w.Write(out)
}

// requestProblem describes a rejected request by category only.
func requestProblem(err error) string {
	var de *semantic.DecodeError
	switch {
	case errors.As(err, &de):
		if de.Offset >= 0 {
			return fmt.Sprintf("invalid request JSON at byte %d", de.Offset)
		}
		return "invalid request JSON"
	case errors.Is(err, semantic.ErrUnsupportedVersion):
		return fmt.Sprintf("unsupported or missing version; expected %q", semantic.ProtocolVersion)
	case errors.Is(err, semantic.ErrInvalidQuestion):
		return "invalid request: " + summaryOf(err)
	}
	return "invalid request"
}

// summaryOf is the sentinel text of a validation error without its ids.
func summaryOf(err error) string {
	var ve *semantic.ValidationError
	if errors.As(err, &ve) {
		msg := ve.Err.Error()
		if len(msg) > len("semantic: ") && msg[:len("semantic: ")] == "semantic: " {
			msg = msg[len("semantic: "):]
		}
		return msg
	}
	return "invalid question"
}

// refsPresent reports whether every question's refs name a source or target
// of the request's state.
func refsPresent(req semantic.Request) bool {
	ids := make(map[string]bool, len(req.State.Sources)+len(req.State.Targets))
	for _, s := range req.State.Sources {
		ids[s.ID] = true
	}
	for _, t := range req.State.Targets {
		ids[t.ID] = true
	}
	for _, q := range req.Questions {
		for _, ref := range q.Refs {
			if !ids[ref] {
				return false
			}
		}
	}
	return true
}

// engineStatus maps an engine error to a status code, a class and a
// Retry-After delay.
func engineStatus(err error) (int, semantic.ErrorClass, time.Duration) {
	var pe *semantic.ProviderError
	if errors.As(err, &pe) {
		switch pe.Class {
		case semantic.ClassTimeout:
			return http.StatusGatewayTimeout, pe.Class, 0
		case semantic.ClassRateLimit:
			return http.StatusTooManyRequests, pe.Class, max(pe.RetryAfter, time.Second)
		case semantic.ClassConfiguration:
			return http.StatusInternalServerError, pe.Class, 0
		case semantic.ClassMalformed:
			return http.StatusBadGateway, pe.Class, 0
		default:
			return http.StatusBadGateway, semantic.ClassServer, 0
		}
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return http.StatusGatewayTimeout, semantic.ClassTimeout, 0
	}
	return http.StatusInternalServerError, semantic.ClassServer, 0
}
