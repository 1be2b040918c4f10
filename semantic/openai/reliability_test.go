package openai_test

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/openai"
	"github.com/jevtest/jev/semantic/openai/internal/fake"
)

// rawCompletion is a chat completion in the wire format whose top logprobs
// are the JSON text tops, e.g. `{"token":"A","logprob":3.5,"bytes":[65]}`.
func rawCompletion(model, tops string) string {
	return `{"id":"chatcmpl-x","object":"chat.completion","created":1700000000,"model":` + model +
		`,"choices":[{"index":0,"finish_reason":"length","message":{"role":"assistant","content":"A","refusal":null},` +
		`"logprobs":{"content":[{"token":"A","logprob":-0.01,"bytes":[65],"top_logprobs":[` + tops + `]}],"refusal":null}}],` +
		`"usage":{"prompt_tokens":10,"completion_tokens":1,"total_tokens":11}}`
}

// Item 1: a logprob must be a finite JSON number <= 0; anything else is
// malformed_response, never a decision.
func TestImpossibleLogprobsAreMalformed(t *testing.T) {
	for name, lp := range map[string]string{
		"positive":    `3.5`,
		"null":        `null`,
		"true":        `true`,
		"string":      `"-0.1"`,
		"missing":     ``,
		"object":      `{}`,
		"huge":        `1e999`,
		"tiny plus 0": `0.0000001`,
	} {
		t.Run(name, func(t *testing.T) {
			field := `,"logprob":` + lp
			if lp == "" {
				field = ""
			}
			tops := `{"token":"A","bytes":[65]` + field + `},{"token":"B","logprob":-5,"bytes":[66]}`
			srv := fake.New(fake.Sequence(fake.Reply{Raw: rawCompletion(`"m"`, tops)}))
			defer srv.Close()
			a, err := newEngine(t, srv.URL).Decide(context.Background(), secretRequest())
			pe := checkFault(t, err, semantic.ClassMalformed, semantic.ErrMalformedResponse)
			if !strings.Contains(pe.Detail, "logprob") || len(a.Decisions) != 0 {
				t.Fatalf("detail %q answer %+v", pe.Detail, a)
			}
		})
	}
	// Zero and negative numbers, exponent forms included, stay valid.
	tops := `{"token":"A","logprob":0,"bytes":[65]},{"token":"B","logprob":-1e2,"bytes":[66]}`
	srv := fake.New(fake.Sequence(fake.Reply{Raw: rawCompletion(`"m"`, tops)}))
	defer srv.Close()
	a, err := newEngine(t, srv.URL).Decide(context.Background(), secretRequest())
	if err != nil || a.Decisions[0].Choice != semantic.ChoiceEquivalent {
		t.Fatalf("valid logprobs: %+v %v", a, err)
	}
}

// Item 2: when the option keys carry less than MinOptionMass of the
// probability, renormalising would turn a crumb into certainty; the answer
// is malformed_response and the mass is reported.
func TestCrumbOfMassOnOptionsIsNotAChoice(t *testing.T) {
	cases := map[string][]fake.TopLogprob{
		"crumb on A":      fake.Probs("Sure", 0.999994, "A", 0.000006),
		"crumb on B":      fake.Probs("The", 0.99, "B", 0.01),
		"just below half": fake.Probs("I", 0.51, "A", 0.30, "B", 0.19),
	}
	for name, top := range cases {
		t.Run(name, func(t *testing.T) {
			srv := fake.New(fake.Sequence(fake.Reply{Top: top}))
			defer srv.Close()
			a, err := newEngine(t, srv.URL).Decide(context.Background(), secretRequest())
			pe := checkFault(t, err, semantic.ClassMalformed, semantic.ErrMalformedResponse)
			if !strings.Contains(pe.Detail, "option keys carry") || !strings.Contains(pe.Detail, "floor 0.5") || len(a.Decisions) != 0 {
				t.Fatalf("detail %q answer %+v", pe.Detail, a)
			}
		})
	}
	if openai.MinOptionMass != 0.5 {
		t.Fatalf("MinOptionMass = %v, documented as 0.5", openai.MinOptionMass)
	}
	// At the floor the answer stands.
	srv := fake.New(fake.Sequence(fake.Reply{Top: fake.Probs("I", 0.5, "A", 0.3, "B", 0.2)}))
	defer srv.Close()
	a, err := newEngine(t, srv.URL).Decide(context.Background(), secretRequest())
	if err != nil || a.Decisions[0].Choice != semantic.ChoiceEquivalent {
		t.Fatalf("mass at the floor: %+v %v", a, err)
	}
}

// Item 6: a redirect is a server error; the redirected-to answer is never
// read or trusted.
func TestRedirectIsNotFollowed(t *testing.T) {
	good := fake.New(fake.Sequence(fake.Reply{Top: fake.Probs("A", 1.0)}))
	defer good.Close()
	for _, status := range []int{301, 302, 307, 308} {
		t.Run(fmt.Sprint(status), func(t *testing.T) {
			redir := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Location", good.URL+"/chat/completions")
				w.WriteHeader(status)
				_, _ = io.WriteString(w, rawCompletion(`"m"`, `{"token":"A","logprob":0,"bytes":[65]}`))
			}))
			defer redir.Close()
			before := len(good.Requests())
			a, err := newEngine(t, redir.URL+"/v1", openai.WithMaxRetries(0)).Decide(context.Background(), secretRequest())
			pe := checkFault(t, err, semantic.ClassServer, semantic.ErrServer)
			if pe.StatusCode != status || len(a.Decisions) != 0 || len(good.Requests()) != before {
				t.Fatalf("status %d answer %+v, redirect target got %d requests", pe.StatusCode, a, len(good.Requests())-before)
			}
		})
	}
}

// Item 8: an engine-reported model field that echoes the key, or looks
// like a key, is redacted before it reaches an answer.
func TestReportedModelIsRedacted(t *testing.T) {
	for name, model := range map[string]string{
		"configured key":  "gpt-x " + apiKey,
		"sk- key":         "sk-proj-AbCdEf0123456789AbCdEf0123456789",
		"base64ish token": "model-ZXhhbXBsZXRva2VuZXhhbXBsZXRva2VuMTIzNDU2Nzg5",
	} {
		t.Run(name, func(t *testing.T) {
			srv := fake.New(fake.Sequence(fake.Reply{Model: model, Top: fake.Probs("A", 1.0)}))
			defer srv.Close()
			a, err := newEngine(t, srv.URL).Decide(context.Background(), secretRequest())
			if err != nil {
				t.Fatalf("Decide: %v", err)
			}
			for _, got := range []string{a.Model, a.Decisions[0].Model} {
				if strings.Contains(got, apiKey) || strings.Contains(got, "sk-proj") || strings.Contains(got, "ZXhhbXBs") || !strings.Contains(got, "[redacted]") {
					t.Fatalf("model reported as %q", got)
				}
			}
		})
	}
	srv := fake.New(fake.Sequence(fake.Reply{Model: "meta-llama/Meta-Llama-3.1-70B-Instruct-Turbo", Top: fake.Probs("A", 1.0)}))
	defer srv.Close()
	a, err := newEngine(t, srv.URL).Decide(context.Background(), secretRequest())
	if err != nil || a.Model != "meta-llama/Meta-Llama-3.1-70B-Instruct-Turbo" {
		t.Fatalf("ordinary model name changed: %q %v", a.Model, err)
	}
}

// Item 9: a response body above DefaultMaxResponseBytes is malformed_response
// and reading stops at the cap.
func TestOversizedResponseIsMalformed(t *testing.T) {
	var sent int64
	big := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_, _ = io.WriteString(w, `{"id":"`)
		chunk := strings.Repeat("x", 64<<10)
		for i := 0; i < 4096; i++ { // up to 256 MiB
			n, err := io.WriteString(w, chunk)
			sent += int64(n)
			if err != nil {
				return
			}
		}
		_, _ = io.WriteString(w, `"}`)
	}))
	defer big.Close()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	a, err := newEngine(t, big.URL+"/v1", openai.WithTimeout(20*time.Second)).Decide(context.Background(), secretRequest())
	runtime.ReadMemStats(&after)
	pe := checkFault(t, err, semantic.ClassMalformed, semantic.ErrMalformedResponse)
	// Memory stays bounded: what was allocated is a small multiple of the
	// 8 MiB limit, not the 256 MiB the server offered.
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 64<<20 {
		t.Fatalf("allocated %d MiB reading an oversized response", alloc>>20)
	}
	if !strings.Contains(pe.Detail, "size limit") || len(a.Decisions) != 0 {
		t.Fatalf("detail %q", pe.Detail)
	}
	big.Close()
	if sent > 64<<20 {
		t.Fatalf("client read %d bytes past an 8 MiB cap", sent)
	}
	if openai.DefaultMaxResponseBytes != 8<<20 {
		t.Fatalf("DefaultMaxResponseBytes = %d", openai.DefaultMaxResponseBytes)
	}
}
