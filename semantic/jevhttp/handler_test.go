package jevhttp_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/jevhttp"
	"github.com/jevtest/jev/semantic/semantictest"
)

type errorDoc struct {
	Error struct {
		Class   string `json:"class"`
		Message string `json:"message"`
	} `json:"error"`
}

func post(t *testing.T, url, body string) (*http.Response, string) {
	t.Helper()
	resp, err := http.Post(url, "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, string(b)
}

func checkErrorDoc(t *testing.T, body string, class semantic.ErrorClass, msgPart string) {
	t.Helper()
	var doc errorDoc
	dec := json.NewDecoder(strings.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&doc); err != nil {
		t.Fatalf("error body %q: %v", body, err)
	}
	if doc.Error.Class != string(class) || !strings.Contains(doc.Error.Message, msgPart) {
		t.Fatalf("error = %+v, want class %s message containing %q", doc.Error, class, msgPart)
	}
	for _, leak := range []string{secretPage, bodyMarker, apiKey} {
		if strings.Contains(body, leak) {
			t.Fatalf("error body echoes %q: %s", leak, body)
		}
	}
}

func TestHandlerRejectsBadRequests(t *testing.T) {
	d := okDecider()
	srv := serve(t, d, jevhttp.WithMaxBodyBytes(4096))
	good, _ := semantic.EncodeRequest(secretRequest())
	cases := []struct {
		name, body string
		status     int
		msg        string
	}{
		{"invalid JSON", `{"version":"jev.decision/v1","questions":[` + bodyMarker, 400, "invalid request JSON"},
		{"unknown field", `{"version":"jev.decision/v1","questions":[],"` + bodyMarker + `":1}`, 400, "invalid request JSON"},
		{"wrong version", `{"version":"` + bodyMarker + `","questions":[]}`, 400, `expected "jev.decision/v1"`},
		{"no version", `{"questions":[]}`, 400, "unsupported or missing version"},
		{"trailing data", string(good) + `{"x":"` + secretPage + `"}`, 400, "invalid request JSON"},
		{"question without criteria", `{"version":"jev.decision/v1","questions":[{"id":"` + bodyMarker + `","instruction":"` + secretPage + `","criteria":[]}]}`, 400, "invalid question: no criteria"},
		{"duplicate question id", `{"version":"jev.decision/v1","questions":[{"id":"a","instruction":"x","criteria":[{"id":"y"}]},{"id":"a","instruction":"x","criteria":[{"id":"y"}]}]}`, 400, "invalid question"},
		{"ref missing from state", `{"version":"jev.decision/v1","questions":[{"id":"a","instruction":"x","criteria":[{"id":"t0_1"}],"refs":["t0_1"]}]}`, 400, "state entry that is not in the request"},
		{"too large", `{"version":"jev.decision/v1","questions":[],"x":"` + strings.Repeat(secretPage, 400) + `"}`, 413, "request body exceeds 4096 bytes"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			resp, body := post(t, srv.URL+"/v1/decide", c.body)
			if resp.StatusCode != c.status || resp.Header.Get("Content-Type") != "application/json" {
				t.Fatalf("status %d (%s), want %d", resp.StatusCode, resp.Header.Get("Content-Type"), c.status)
			}
			checkErrorDoc(t, body, semantic.ClassConfiguration, c.msg)
		})
	}
	if d.Calls() != 0 {
		t.Fatalf("the engine was called %d times for bad requests", d.Calls())
	}
}

func TestHandlerRoutes(t *testing.T) {
	srv := serve(t, okDecider())
	resp, err := http.Get(srv.URL + "/v1/decide")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 405 || resp.Header.Get("Allow") != "POST" {
		t.Fatalf("GET /v1/decide: %d allow %q", resp.StatusCode, resp.Header.Get("Allow"))
	}
	checkErrorDoc(t, string(b), semantic.ClassConfiguration, "use POST")

	resp, body := post(t, srv.URL+"/v2/other", "{}")
	if resp.StatusCode != 404 {
		t.Fatalf("unknown path: %d", resp.StatusCode)
	}
	checkErrorDoc(t, body, semantic.ClassConfiguration, "not found")

	resp, err = http.Get(srv.URL + "/healthz")
	if err != nil {
		t.Fatal(err)
	}
	b, _ = io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || string(b) != `{"engine":"scripted","status":"ok"}` {
		t.Fatalf("healthz: %d %s", resp.StatusCode, b)
	}
}

func TestHandlerMapsEngineErrors(t *testing.T) {
	cases := []struct {
		name       string
		err        error
		status     int
		class      semantic.ErrorClass
		retryAfter string
	}{
		{"timeout", &semantic.ProviderError{Class: semantic.ClassTimeout, Detail: bodyMarker}, 504, semantic.ClassTimeout, ""},
		{"rate limit", &semantic.ProviderError{Class: semantic.ClassRateLimit, RetryAfter: 1500 * time.Millisecond}, 429, semantic.ClassRateLimit, "2"},
		{"rate limit without delay", &semantic.ProviderError{Class: semantic.ClassRateLimit}, 429, semantic.ClassRateLimit, "1"},
		{"server", &semantic.ProviderError{Class: semantic.ClassServer, Detail: secretPage}, 502, semantic.ClassServer, ""},
		{"malformed", &semantic.ProviderError{Class: semantic.ClassMalformed}, 502, semantic.ClassMalformed, ""},
		{"configuration", &semantic.ProviderError{Class: semantic.ClassConfiguration, Detail: apiKey}, 500, semantic.ClassConfiguration, ""},
		{"deadline", context.DeadlineExceeded, 504, semantic.ClassTimeout, ""},
		{"plain", errors.New(bodyMarker), 500, semantic.ClassServer, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			srv := serve(t, failingWith(c.err))
			good, _ := semantic.EncodeRequest(secretRequest())
			resp, body := post(t, srv.URL+"/v1/decide", string(good))
			if resp.StatusCode != c.status || resp.Header.Get("Retry-After") != c.retryAfter {
				t.Fatalf("status %d Retry-After %q", resp.StatusCode, resp.Header.Get("Retry-After"))
			}
			checkErrorDoc(t, body, c.class, "decider scripted failed: "+string(c.class))
		})
	}
}

func TestHandlerValidatesEngineAnswers(t *testing.T) {
	srv := serve(t, semantictest.New(semantictest.WithRawAnswers()).Always(
		semantictest.Fixed(map[string]float64{semantic.ChoiceEquivalent: 0.9, semantic.ChoiceDifferent: 0.5}))) // sums to 1.4
	good, _ := semantic.EncodeRequest(secretRequest())
	resp, body := post(t, srv.URL+"/v1/decide", string(good))
	if resp.StatusCode != 502 {
		t.Fatalf("status %d", resp.StatusCode)
	}
	checkErrorDoc(t, body, semantic.ClassMalformed, "probabilities do not sum to 1")
}

func TestHandlerDecideTimeout(t *testing.T) {
	srv := serve(t, semantictest.New(semantictest.WithBefore(func(ctx context.Context, _ semantic.Request) error {
		<-ctx.Done()
		return &semantic.ProviderError{Class: semantic.ClassTimeout, Err: ctx.Err()}
	})), jevhttp.WithDecideTimeout(50*time.Millisecond))
	good, _ := semantic.EncodeRequest(secretRequest())
	resp, body := post(t, srv.URL+"/v1/decide", string(good))
	if resp.StatusCode != 504 {
		t.Fatalf("status %d", resp.StatusCode)
	}
	checkErrorDoc(t, body, semantic.ClassTimeout, "failed: timeout")
}

func TestHandlerAnswerIsStrictProtocol(t *testing.T) {
	srv := serve(t, okDecider())
	good, _ := semantic.EncodeRequest(secretRequest())
	resp, body := post(t, srv.URL+"/v1/decide", string(good))
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "application/json" {
		t.Fatalf("status %d", resp.StatusCode)
	}
	a, err := semantic.DecodeAnswer([]byte(body))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := semantic.ValidateAnswer(secretRequest(), a); err != nil {
		t.Fatal(err)
	}
	if a.Decisions[0].Model != "scripted/1" {
		t.Fatalf("decision model %q", a.Decisions[0].Model)
	}
}

func TestHandlerLogsNoBodies(t *testing.T) {
	var logs bytes.Buffer
	logger := slog.New(slog.NewTextHandler(&logs, nil))
	srv := serve(t, failingWith(errors.New(bodyMarker)), jevhttp.WithLogger(logger))
	good, _ := semantic.EncodeRequest(secretRequest())
	post(t, srv.URL+"/v1/decide", string(good))
	post(t, srv.URL+"/v1/decide", `{"x":"`+secretPage+`"`)
	out := logs.String()
	if strings.Count(out, "msg=decide") != 2 || !strings.Contains(out, "status=500 class=server questions=1") ||
		!strings.Contains(out, "status=400 class=configuration questions=0") {
		t.Fatalf("logs:\n%s", out)
	}
	for _, leak := range []string{secretPage, bodyMarker} {
		if strings.Contains(out, leak) {
			t.Fatalf("log leaks %q:\n%s", leak, out)
		}
	}
}
