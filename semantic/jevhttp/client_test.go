package jevhttp_test

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/jevhttp"
	"github.com/jevtest/jev/semantic/lexical"
	"github.com/jevtest/jev/semantic/semantictest"
)

func serve(t *testing.T, d semantic.Decider, opts ...jevhttp.HandlerOption) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(jevhttp.NewHandler(d, opts...))
	t.Cleanup(srv.Close)
	return srv
}

func client(t *testing.T, base string, opts ...jevhttp.Option) *jevhttp.Client {
	t.Helper()
	c, err := jevhttp.New(base, append([]jevhttp.Option{jevhttp.WithAPIKey(apiKey), jevhttp.WithMaxRetryWait(time.Millisecond)}, opts...)...)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestRoundTripThroughHandler(t *testing.T) {
	d := semantictest.Record(semantictest.New().
		OnKind(semantic.KindComparison, semantictest.Fixed(map[string]float64{semantic.ChoiceDifferent: 0.75, semantic.ChoiceEquivalent: 0.25})).
		OnKind(semantic.KindSourceSelection, semantictest.Fixed(map[string]float64{"t0_1": 1})))
	var auth atomic.Value
	h := jevhttp.NewHandler(d)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		auth.Store(r.Header.Get("Authorization"))
		h.ServeHTTP(w, r)
	}))
	defer srv.Close()

	req := semantic.Request{
		Version: semantic.ProtocolVersion,
		Questions: []semantic.Question{
			semantic.NewComparisonQuestion("c1", "Free", "Plan", "Pro"),
			semantic.NewSourceQuestion("s1", "plan", []string{"t0_1"}),
		},
		State: semantic.State{Sources: []semantic.Source{{ID: "t0_1", Text: "Free", Context: "Plan"}}},
	}
	a, err := client(t, srv.URL+"/").Decide(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Decisions) != 2 || a.Decisions[0].QuestionID != "c1" || a.Decisions[0].Choice != "different" ||
		a.Decisions[0].Probabilities["different"] != 0.75 || a.Decisions[0].Probabilities["equivalent"] != 0.25 ||
		a.Model != "scripted/1" || a.Decisions[1].Model != "scripted/1" {
		t.Fatalf("answer = %+v", a)
	}
	if seen := d.Requests(); !reflect.DeepEqual(seen[0].Questions, req.Questions) || !reflect.DeepEqual(seen[0].State, req.State) {
		t.Fatalf("decider saw %+v", seen[0])
	}
	if auth.Load() != "Bearer "+apiKey {
		t.Fatalf("Authorization = %v", auth.Load())
	}
}

func TestLexicalOverHTTP(t *testing.T) {
	srv := serve(t, lexical.New())
	qs := []semantic.Question{
		semantic.NewComparisonQuestion("same", "Pro (yearly)", "Plan", "Professional annual"),
		semantic.NewComparisonQuestion("other", "Free", "Plan", "Professional annual"),
	}
	direct, err := lexical.New().Decide(context.Background(), semantic.Request{Version: semantic.ProtocolVersion, Questions: qs})
	if err != nil {
		t.Fatal(err)
	}
	ds, u, err := semantic.RunFrontier(context.Background(), client(t, srv.URL), qs, semantic.State{})
	if err != nil {
		t.Fatal(err)
	}
	for i := range qs {
		if !reflect.DeepEqual(ds[i].Probabilities, direct.Decisions[i].Probabilities) || ds[i].Choice != direct.Decisions[i].Choice {
			t.Fatalf("over HTTP %+v, direct %+v", ds[i], direct.Decisions[i])
		}
	}
	if ds[0].Choice != semantic.ChoiceEquivalent || ds[1].Choice != semantic.ChoiceDifferent {
		t.Fatalf("choices %s %s", ds[0].Choice, ds[1].Choice)
	}
	if u.Requests != 1 || u.Questions != 2 || u.Model != lexical.ModelID {
		t.Fatalf("usage = %+v", u)
	}
}

func TestClientFaultsThroughHandler(t *testing.T) {
	cases := []struct {
		name     string
		d        *semantictest.Scripted
		opts     []jevhttp.Option
		class    semantic.ErrorClass
		sentinel error
		status   int
		calls    int
	}{
		{"rate limit, bounded retries", failingWith(&semantic.ProviderError{Engine: "x", Class: semantic.ClassRateLimit, RetryAfter: 2 * time.Second, Detail: bodyMarker}), nil, semantic.ClassRateLimit, semantic.ErrRateLimit, 429, 3},
		{"server error", failingWith(&semantic.ProviderError{Engine: "x", Class: semantic.ClassServer, Detail: bodyMarker}), nil, semantic.ClassServer, semantic.ErrServer, 502, 3},
		{"plain engine error", failingWith(errors.New(bodyMarker + " " + secretPage)), nil, semantic.ClassServer, semantic.ErrServer, 500, 3},
		{"engine configuration", failingWith(&semantic.ProviderError{Engine: "x", Class: semantic.ClassConfiguration, Detail: bodyMarker}), nil, semantic.ClassServer, semantic.ErrServer, 500, 3},
		{"invalid engine answer", semantictest.New(semantictest.WithRawAnswers()).Always(semantictest.Fixed(map[string]float64{bodyMarker: 1})), nil, semantic.ClassServer, semantic.ErrServer, 502, 3},
		{"timeout", semantictest.New(semantictest.WithBefore(func(ctx context.Context, _ semantic.Request) error {
			<-ctx.Done()
			return ctx.Err()
		})), []jevhttp.Option{jevhttp.WithTimeout(100 * time.Millisecond)}, semantic.ClassTimeout, semantic.ErrTimeout, 0, 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d := c.d
			srv := serve(t, d)
			_, err := client(t, srv.URL, c.opts...).Decide(context.Background(), secretRequest())
			pe := checkFault(t, err, c.class, c.sentinel)
			if pe.StatusCode != c.status || d.Calls() != c.calls {
				t.Fatalf("status %d after %d calls, want %d after %d", pe.StatusCode, d.Calls(), c.status, c.calls)
			}
			if c.class == semantic.ClassRateLimit && pe.RetryAfter != 2*time.Second {
				t.Fatalf("RetryAfter = %v", pe.RetryAfter)
			}
		})
	}
}

func TestRateLimitThenSuccess(t *testing.T) {
	var calls atomic.Int32
	d := semantictest.New(semantictest.WithBefore(func(context.Context, semantic.Request) error {
		if calls.Add(1) == 1 {
			return &semantic.ProviderError{Engine: "x", Class: semantic.ClassRateLimit, RetryAfter: time.Second}
		}
		return nil
	})).Always(semantictest.RestOn(semantic.ChoiceDifferent, semantictest.Choose(semantic.ChoiceEquivalent, 0.9)))
	srv := serve(t, d)
	start := time.Now()
	a, err := client(t, srv.URL, jevhttp.WithMaxRetryWait(5*time.Second)).Decide(context.Background(), secretRequest())
	if err != nil || a.Decisions[0].Choice != semantic.ChoiceEquivalent || d.Calls() != 2 {
		t.Fatalf("answer %+v err %v calls %d", a, err, d.Calls())
	}
	if waited := time.Since(start); waited < time.Second {
		t.Fatalf("retried after %v; Retry-After asked for 1s", waited)
	}
}

func TestConnectionRefused(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	base := "http://" + l.Addr().String()
	l.Close()
	_, err = client(t, base).Decide(context.Background(), secretRequest())
	pe := checkFault(t, err, semantic.ClassServer, semantic.ErrServer)
	if pe.Detail != "connection refused" || !errors.Is(err, syscall.ECONNREFUSED) {
		t.Fatalf("err = %v", err)
	}
}

// rawServer answers every request with status and body, verbatim.
func rawServer(t *testing.T, status int, body string) *httptest.Server {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		fmt.Fprint(w, body)
	}))
	t.Cleanup(srv.Close)
	return srv
}

func TestMalformedAnswers(t *testing.T) {
	v := `"version":"jev.decision/v1"`
	cases := []struct {
		name, body string
		sentinel   error
		detail     string
	}{
		{"invalid JSON", `{` + v + `,"decisions":[` + bodyMarker, semantic.ErrInvalidJSON, "invalid answer JSON"},
		{"truncated answer", `{` + v + `,"decisions":[{"question_id":"q1","choice":"equivalent","probabilities":{"equivalent":1`, semantic.ErrInvalidJSON, "truncated"},
		{"trailing data", `{` + v + `,"decisions":[{"question_id":"q1","choice":"equivalent","probabilities":{"equivalent":1}}]} {"x":1}`, semantic.ErrInvalidJSON, "trailing data"},
		{"wrong version", `{"version":"` + bodyMarker + `","decisions":[]}`, semantic.ErrUnsupportedVersion, "unsupported protocol version"},
		{"unknown id", `{` + v + `,"decisions":[{"question_id":"q1","choice":"` + bodyMarker + `","probabilities":{"` + bodyMarker + `":1}}]}`, semantic.ErrUnknownCriterion, "unknown criterion id"},
		{"non-normalised", `{` + v + `,"decisions":[{"question_id":"q1","choice":"equivalent","probabilities":{"equivalent":0.9,"different":0.3}}]}`, semantic.ErrNotNormalized, "do not sum to 1"},
		{"choice not argmax", `{` + v + `,"decisions":[{"question_id":"q1","choice":"different","probabilities":{"equivalent":0.9,"different":0.1}}]}`, semantic.ErrChoiceNotArgmax, "argmax"},
		{"missing decision", `{` + v + `,"decisions":[]}`, semantic.ErrMissingAnswer, "no decision"},
		{"unknown question", `{` + v + `,"decisions":[{"question_id":"` + bodyMarker + `","choice":"equivalent","probabilities":{"equivalent":1}}]}`, semantic.ErrUnknownQuestion, "not asked"},
		{"empty body", ``, semantic.ErrInvalidJSON, "empty document"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			srv := rawServer(t, 200, c.body)
			_, err := client(t, srv.URL).Decide(context.Background(), secretRequest())
			pe := checkFault(t, err, semantic.ClassMalformed, semantic.ErrMalformedResponse)
			if !errors.Is(err, c.sentinel) || !strings.Contains(err.Error(), c.detail) || pe.StatusCode != 200 {
				t.Fatalf("err = %v, want %v mentioning %q", err, c.sentinel, c.detail)
			}
		})
	}
}

func TestTruncatedConnection(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		conn, buf, err := w.(http.Hijacker).Hijack()
		if err != nil {
			return
		}
		defer conn.Close()
		body := `{"version":"jev.decision/v1","decisions":[{"question_id":"q1","choice":"` + bodyMarker + `"}]}`
		fmt.Fprintf(buf, "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s", len(body), body[:len(body)/2])
		buf.Flush()
	}))
	defer srv.Close()
	_, err := client(t, srv.URL).Decide(context.Background(), secretRequest())
	pe := checkFault(t, err, semantic.ClassMalformed, semantic.ErrMalformedResponse)
	if pe.Detail != "answer body truncated" {
		t.Fatalf("detail = %q", pe.Detail)
	}
}

func TestOversizedAnswer(t *testing.T) {
	srv := rawServer(t, 200, `{"version":"jev.decision/v1","decisions":[],"model":"`+strings.Repeat("x", 500)+`"}`)
	_, err := client(t, srv.URL, jevhttp.WithMaxResponseBytes(100)).Decide(context.Background(), secretRequest())
	pe := checkFault(t, err, semantic.ClassMalformed, semantic.ErrMalformedResponse)
	if pe.Detail != "answer body exceeds the size limit" {
		t.Fatalf("detail = %q", pe.Detail)
	}
}

func TestStatusClassification(t *testing.T) {
	cases := []struct {
		status int
		class  semantic.ErrorClass
		calls  int32
	}{
		{400, semantic.ClassConfiguration, 1},
		{401, semantic.ClassConfiguration, 1},
		{404, semantic.ClassConfiguration, 1},
		{418, semantic.ClassConfiguration, 1},
		{503, semantic.ClassServer, 3},
		{302, semantic.ClassServer, 1},
	}
	for _, c := range cases {
		t.Run(fmt.Sprint(c.status), func(t *testing.T) {
			var calls atomic.Int32
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				calls.Add(1)
				w.WriteHeader(c.status)
				fmt.Fprintf(w, `{"error":{"class":"server","message":"%s"}}`, bodyMarker)
			}))
			defer srv.Close()
			_, err := client(t, srv.URL).Decide(context.Background(), secretRequest())
			var pe *semantic.ProviderError
			if !errors.As(err, &pe) || pe.Class != c.class || pe.StatusCode != c.status || calls.Load() != c.calls {
				t.Fatalf("err = %v after %d calls", err, calls.Load())
			}
			if strings.Contains(err.Error(), bodyMarker) {
				t.Fatalf("error leaks the body: %v", err)
			}
		})
	}
}

func TestNewConfiguration(t *testing.T) {
	for _, base := range []string{"", "  ", "127.0.0.1:8787", "ftp://x"} {
		_, err := jevhttp.New(base)
		if !errors.Is(err, semantic.ErrConfiguration) || !strings.Contains(err.Error(), "JEV_ENDPOINT") {
			t.Fatalf("New(%q) = %v", base, err)
		}
	}
}
