// Package fake is an OpenAI-compatible chat-completions server for tests.
// It speaks the real wire format — choices[0].logprobs.content[0].top_logprobs
// with token, logprob and bytes; usage.prompt_tokens and completion_tokens;
// model — and can script rate limits, server errors, delays, malformed or
// truncated bodies, answers without logprobs and unknown tokens.
package fake

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"time"
	"unicode"
)

// Message is one chat message of a recorded request.
type Message struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

// Request is a chat-completions request as the fake received it.
type Request struct {
	Model         string    `json:"model"`
	Messages      []Message `json:"messages"`
	MaxTokens     *int      `json:"max_tokens"`
	Temperature   *float64  `json:"temperature"`
	Logprobs      *bool     `json:"logprobs"`
	TopLogprobs   *int      `json:"top_logprobs"`
	Authorization string    `json:"-"`
	Path          string    `json:"-"`
	// Raw is the request body exactly as received.
	Raw string `json:"-"`
}

// TopLogprob is one alternative token of the first output position.
type TopLogprob struct {
	Token   string
	Logprob float64
}

// Reply scripts one response.
type Reply struct {
	// Status is the HTTP status; 0 means 200.
	Status int
	// Header is added to the response (e.g. "Retry-After").
	Header map[string]string
	// Delay is waited before answering, or until the client goes away.
	Delay time.Duration
	// Raw, when set, is sent verbatim as the body instead of a completion.
	Raw string
	// Truncate sends only the first half of the body while announcing its
	// full Content-Length, then drops the connection.
	Truncate bool
	// Model is the response's model field (default the request's model).
	Model string
	// Top are the top logprobs of the first token. The sampled token is the
	// first entry.
	Top []TopLogprob
	// NoLogprobs answers with "logprobs": null.
	NoLogprobs bool
	// NoChoices answers with "choices": [].
	NoChoices bool
	// PromptTokens overrides the reported usage.prompt_tokens (default:
	// CountPromptTokens of the request).
	PromptTokens int
}

// Server is a running fake. Close it when done.
type Server struct {
	URL string // base URL to configure, ending in /v1

	srv    *httptest.Server
	script func(n int, r Request) Reply

	mu   sync.Mutex
	reqs []Request
}

// New starts a fake whose replies come from script, called with the 0-based
// number of the request and the request itself.
func New(script func(n int, r Request) Reply) *Server {
	s := &Server{script: script}
	s.srv = httptest.NewServer(http.HandlerFunc(s.serve))
	s.URL = s.srv.URL + "/v1"
	return s
}

// Sequence scripts replies in order, repeating the last one.
func Sequence(replies ...Reply) func(int, Request) Reply {
	return func(n int, _ Request) Reply {
		if n >= len(replies) {
			n = len(replies) - 1
		}
		return replies[n]
	}
}

// Close stops the server.
func (s *Server) Close() { s.srv.Close() }

// Requests returns the requests received so far.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.reqs...)
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	var req Request
	if r.Method != http.MethodPost || r.URL.Path != "/v1/chat/completions" || json.Unmarshal(body, &req) != nil {
		http.Error(w, `{"error":{"message":"bad request","type":"invalid_request_error"}}`, http.StatusBadRequest)
		return
	}
	req.Authorization = r.Header.Get("Authorization")
	req.Path = r.URL.Path
	req.Raw = string(body)
	s.mu.Lock()
	n := len(s.reqs)
	s.reqs = append(s.reqs, req)
	s.mu.Unlock()

	rep := s.script(n, req)
	if rep.Delay > 0 {
		t := time.NewTimer(rep.Delay)
		select {
		case <-t.C:
		case <-r.Context().Done():
			t.Stop()
			return
		}
	}
	out := rep.Raw
	if out == "" {
		out = completion(req, rep)
	}
	status := rep.Status
	if status == 0 {
		status = http.StatusOK
	}
	if rep.Truncate {
		truncate(w, status, out)
		return
	}
	for k, v := range rep.Header {
		w.Header().Set(k, v)
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_, _ = io.WriteString(w, out)
}

// truncate writes a response announcing len(body) bytes, sends half of them
// and closes the connection.
func truncate(w http.ResponseWriter, status int, body string) {
	hj, ok := w.(http.Hijacker)
	if !ok {
		panic("fake: response writer cannot be hijacked")
	}
	conn, buf, err := hj.Hijack()
	if err != nil {
		return
	}
	defer conn.Close()
	fmt.Fprintf(buf, "HTTP/1.1 %d %s\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s",
		status, http.StatusText(status), len(body), body[:len(body)/2])
	_ = buf.Flush()
}

type wireTop struct {
	Token   string  `json:"token"`
	Logprob float64 `json:"logprob"`
	Bytes   []int   `json:"bytes"`
}

type wireContent struct {
	wireTop
	TopLogprobs []wireTop `json:"top_logprobs"`
}

// completion renders a chat.completion object in the real wire format.
func completion(req Request, rep Reply) string {
	model := rep.Model
	if model == "" {
		model = req.Model
	}
	prompt := rep.PromptTokens
	if prompt == 0 {
		prompt = CountPromptTokens(req.Messages)
	}
	token := ""
	if len(rep.Top) > 0 {
		token = rep.Top[0].Token
	}
	var logprobs any
	if !rep.NoLogprobs {
		tops := make([]wireTop, len(rep.Top))
		for i, t := range rep.Top {
			tops[i] = wireTop{Token: t.Token, Logprob: t.Logprob, Bytes: byteList(t.Token)}
		}
		first := wireTop{Token: token, Bytes: byteList(token)}
		if len(rep.Top) > 0 {
			first.Logprob = rep.Top[0].Logprob
		}
		logprobs = map[string]any{
			"content": []wireContent{{wireTop: first, TopLogprobs: tops}},
			"refusal": nil,
		}
	}
	choices := []map[string]any{{
		"index":         0,
		"finish_reason": "length",
		"message":       map[string]any{"role": "assistant", "content": token, "refusal": nil},
		"logprobs":      logprobs,
	}}
	if rep.NoChoices {
		choices = []map[string]any{}
	}
	doc := map[string]any{
		"id":                 "chatcmpl-fake",
		"object":             "chat.completion",
		"created":            1700000000,
		"model":              model,
		"system_fingerprint": "fp_fake",
		"choices":            choices,
		"usage": map[string]any{
			"prompt_tokens":     prompt,
			"completion_tokens": 1,
			"total_tokens":      prompt + 1,
		},
	}
	b, err := json.Marshal(doc)
	if err != nil {
		panic(err)
	}
	return string(b)
}

func byteList(s string) []int {
	out := make([]int, len(s))
	for i := 0; i < len(s); i++ {
		out[i] = int(s[i])
	}
	return out
}

// Probs turns option keys and probabilities into top logprobs, most
// probable first as a real server orders them.
func Probs(pairs ...any) []TopLogprob {
	var out []TopLogprob
	for i := 0; i+1 < len(pairs); i += 2 {
		out = append(out, TopLogprob{Token: pairs[i].(string), Logprob: math.Log(pairs[i+1].(float64))})
	}
	for i := 1; i < len(out); i++ { // insertion sort, descending
		for j := i; j > 0 && out[j].Logprob > out[j-1].Logprob; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// CountPromptTokens is the fake's stand-in for a tokenizer, independent of
// semantic.EstimateTokens: it splits like the GPT pre-tokenizer (runs of
// letters, runs of up to three digits, runs of other symbols, white space
// attached to the next piece), counts a letter run of n bytes as ceil(n/6)
// tokens, and adds 3 tokens of framing per message plus 3 for the reply.
func CountPromptTokens(msgs []Message) int {
	n := 3
	for _, m := range msgs {
		n += 3 + countTokens(m.Role) + countTokens(m.Content)
	}
	return n
}

func countTokens(s string) int {
	n := 0
	rd := bufio.NewReader(strings.NewReader(s))
	var class, run int // class: 1 letter, 2 digit, 3 symbol
	flush := func() {
		switch class {
		case 1:
			n += (run + 5) / 6
		case 2:
			n += (run + 2) / 3
		case 3:
			n += (run + 1) / 2
		}
		class, run = 0, 0
	}
	for {
		r, size, err := rd.ReadRune()
		if err != nil {
			break
		}
		c := 3
		switch {
		case unicode.IsSpace(r):
			flush()
			continue
		case unicode.IsLetter(r) || unicode.IsMark(r):
			c = 1
		case unicode.IsDigit(r):
			c = 2
		}
		if c != class {
			flush()
			class = c
		}
		run += size
	}
	flush()
	return n
}
