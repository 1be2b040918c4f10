package openai_test

import (
	"context"
	"errors"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/openai"
	"github.com/jevtest/jev/semantic/openai/internal/fake"
)

// errorBody is an error body that quotes the marker and the page secret, as
// real providers sometimes echo the request.
const errorBody = `{"error":{"message":"` + bodyMarker + ` you sent: ` + secretPage + `","type":"x"}}`

func secretRequest() semantic.Request {
	return comparisonRequest(secretPage, "Balance", "1240 USD")
}

// checkFault asserts the class of err through errors.Is and errors.As and
// that its text quotes neither the page, nor the key, nor the body.
func checkFault(t *testing.T, err error, class semantic.ErrorClass, sentinel error) *semantic.ProviderError {
	t.Helper()
	if err == nil {
		t.Fatalf("no error, want %s", class)
	}
	var pe *semantic.ProviderError
	if !errors.As(err, &pe) {
		t.Fatalf("err %T %v is not a *semantic.ProviderError", err, err)
	}
	if pe.Class != class || !errors.Is(err, sentinel) || pe.Engine != "openai" {
		t.Fatalf("err = %v (class %s), want class %s", err, pe.Class, class)
	}
	msg := err.Error()
	for _, leak := range []string{secretPage, "SECRET-PAGE", apiKey, bodyMarker, "Ignore", "<<<DATA"} {
		if strings.Contains(msg, leak) {
			t.Fatalf("error text leaks %q: %s", leak, msg)
		}
	}
	return pe
}

func TestFaults(t *testing.T) {
	cases := []struct {
		name      string
		reply     fake.Reply
		class     semantic.ErrorClass
		sentinel  error
		status    int
		detail    string
		wantCalls int
	}{
		{"server error retried then classified", fake.Reply{Status: 503, Raw: errorBody}, semantic.ClassServer, semantic.ErrServer, 503, "server error", 3},
		{"bad request", fake.Reply{Status: 400, Raw: errorBody}, semantic.ClassConfiguration, semantic.ErrConfiguration, 400, "refused", 1},
		{"unauthorized", fake.Reply{Status: 401, Raw: errorBody}, semantic.ClassConfiguration, semantic.ErrConfiguration, 401, "JEV_API_KEY", 1},
		{"forbidden", fake.Reply{Status: 403, Raw: errorBody}, semantic.ClassConfiguration, semantic.ErrConfiguration, 403, "JEV_API_KEY", 1},
		{"not found", fake.Reply{Status: 404, Raw: errorBody}, semantic.ClassConfiguration, semantic.ErrConfiguration, 404, "JEV_MODEL", 1},
		{"error body not JSON", fake.Reply{Status: 502, Raw: "<html>" + bodyMarker + "</html>"}, semantic.ClassServer, semantic.ErrServer, 502, "server error", 3},
		{"malformed JSON", fake.Reply{Raw: `{"id":"x","choices":[` + bodyMarker}, semantic.ClassMalformed, semantic.ErrMalformedResponse, 200, "not a valid chat completion", 1},
		{"truncated body", fake.Reply{Truncate: true, Top: fake.Probs(bodyMarker, 0.5, "A", 0.5)}, semantic.ClassMalformed, semantic.ErrMalformedResponse, 200, "not a valid chat completion", 1},
		{"missing choices", fake.Reply{NoChoices: true}, semantic.ClassMalformed, semantic.ErrMalformedResponse, 0, "no choices", 1},
		{"no logprobs", fake.Reply{NoLogprobs: true, Top: fake.Probs("A", 1.0)}, semantic.ClassConfiguration, semantic.ErrConfiguration, 0, "model returned no logprobs; choose a model/server that supports logprobs", 1},
		{"empty top logprobs", fake.Reply{}, semantic.ClassConfiguration, semantic.ErrConfiguration, 0, "no logprobs", 1},
		{"unknown tokens only", fake.Reply{Top: fake.Probs(bodyMarker, 0.6, "Sure", 0.4)}, semantic.ClassMalformed, semantic.ErrMalformedResponse, 0, "no option key among the top logprobs", 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			srv := fake.New(fake.Sequence(c.reply))
			defer srv.Close()
			e := newEngine(t, srv.URL, openai.WithMaxRetryWait(time.Millisecond))
			_, err := e.Decide(context.Background(), secretRequest())
			pe := checkFault(t, err, c.class, c.sentinel)
			if pe.StatusCode != c.status || !strings.Contains(pe.Detail, c.detail) {
				t.Fatalf("status %d detail %q, want %d %q", pe.StatusCode, pe.Detail, c.status, c.detail)
			}
			if got := len(srv.Requests()); got != c.wantCalls {
				t.Fatalf("%d requests, want %d", got, c.wantCalls)
			}
		})
	}
}

func TestRateLimitBoundedRetries(t *testing.T) {
	srv := fake.New(fake.Sequence(fake.Reply{Status: 429, Raw: errorBody, Header: map[string]string{"Retry-After": "7"}}))
	defer srv.Close()
	e := newEngine(t, srv.URL, openai.WithMaxRetryWait(5*time.Millisecond))
	_, err := e.Decide(context.Background(), secretRequest())
	pe := checkFault(t, err, semantic.ClassRateLimit, semantic.ErrRateLimit)
	if pe.StatusCode != 429 || pe.RetryAfter != 7*time.Second {
		t.Fatalf("status %d retryAfter %v", pe.StatusCode, pe.RetryAfter)
	}
	if got := len(srv.Requests()); got != 1+openai.DefaultMaxRetries {
		t.Fatalf("%d requests, want %d", got, 1+openai.DefaultMaxRetries)
	}
}

func TestRateLimitThenSuccessHonoursRetryAfter(t *testing.T) {
	var first time.Time
	var gap time.Duration
	srv := fake.New(func(n int, _ fake.Request) fake.Reply {
		if n == 0 {
			first = time.Now()
			return fake.Reply{Status: 429, Raw: errorBody, Header: map[string]string{"Retry-After": "1"}}
		}
		gap = time.Since(first)
		return fake.Reply{Top: fake.Probs("B", 0.9, "A", 0.1)}
	})
	defer srv.Close()
	a, err := newEngine(t, srv.URL).Decide(context.Background(), secretRequest())
	if err != nil {
		t.Fatalf("Decide: %v", err)
	}
	if a.Decisions[0].Choice != semantic.ChoiceDifferent || len(srv.Requests()) != 2 {
		t.Fatalf("answer %+v after %d requests", a, len(srv.Requests()))
	}
	if gap < time.Second {
		t.Fatalf("retried after %v, Retry-After asked for 1s", gap)
	}
}

func TestRateLimitLongerThanDeadlineIsNotAwaited(t *testing.T) {
	srv := fake.New(fake.Sequence(fake.Reply{Status: 429, Header: map[string]string{"Retry-After": "3"}}))
	defer srv.Close()
	e := newEngine(t, srv.URL)
	ctx, cancel := context.WithTimeout(context.Background(), 500*time.Millisecond)
	defer cancel()
	_, err := e.Decide(ctx, secretRequest())
	pe := checkFault(t, err, semantic.ClassRateLimit, semantic.ErrRateLimit)
	if pe.RetryAfter != 3*time.Second || len(srv.Requests()) != 1 {
		t.Fatalf("retryAfter %v after %d requests", pe.RetryAfter, len(srv.Requests()))
	}
	if ctx.Err() != nil {
		t.Fatalf("engine waited for the deadline instead of giving up")
	}
}

func TestServerErrorThenSuccess(t *testing.T) {
	srv := fake.New(fake.Sequence(fake.Reply{Status: 500, Raw: errorBody}, fake.Reply{Top: fake.Probs("A", 0.99, "C", 0.01)}))
	defer srv.Close()
	a, err := newEngine(t, srv.URL, openai.WithMaxRetryWait(time.Millisecond)).Decide(context.Background(), secretRequest())
	if err != nil || a.Decisions[0].Choice != semantic.ChoiceEquivalent || len(srv.Requests()) != 2 {
		t.Fatalf("answer %+v err %v after %d requests", a, err, len(srv.Requests()))
	}
}

func TestTimeout(t *testing.T) {
	srv := fake.New(fake.Sequence(fake.Reply{Delay: 5 * time.Second, Top: fake.Probs("A", 1.0)}))
	defer srv.Close()
	e := newEngine(t, srv.URL, openai.WithTimeout(100*time.Millisecond))
	_, err := e.Decide(context.Background(), secretRequest())
	checkFault(t, err, semantic.ClassTimeout, semantic.ErrTimeout)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("timeout does not wrap context.DeadlineExceeded: %v", err)
	}
	// The caller's deadline bounds it as well.
	e = newEngine(t, srv.URL)
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	_, err = e.Decide(ctx, secretRequest())
	checkFault(t, err, semantic.ClassTimeout, semantic.ErrTimeout)
}

func TestConnectionRefused(t *testing.T) {
	e := newEngine(t, "http://"+freePort(t)+"/v1")
	_, err := e.Decide(context.Background(), secretRequest())
	pe := checkFault(t, err, semantic.ClassServer, semantic.ErrServer)
	if pe.Detail != "connection refused" || !errors.Is(err, syscall.ECONNREFUSED) {
		t.Fatalf("detail %q err %v", pe.Detail, err)
	}
}

func TestOneFailingQuestionFailsTheAnswer(t *testing.T) {
	srv := fake.New(func(n int, r fake.Request) fake.Reply {
		if strings.Contains(r.Messages[1].Content, "broken") {
			return fake.Reply{Raw: "{" + bodyMarker}
		}
		return fake.Reply{Top: fake.Probs("A", 1.0)}
	})
	defer srv.Close()
	req := semantic.Request{Questions: []semantic.Question{
		semantic.NewComparisonQuestion("ok", "a", "", "a b"),
		semantic.NewComparisonQuestion("bad", "broken", "", "a b"),
	}}
	a, err := newEngine(t, srv.URL).Decide(context.Background(), req)
	checkFault(t, err, semantic.ClassMalformed, semantic.ErrMalformedResponse)
	if len(a.Decisions) != 0 {
		t.Fatalf("partial answer returned: %+v", a)
	}
}

func TestInvalidQuestionIsConfiguration(t *testing.T) {
	e := newEngine(t, "http://"+freePort(t)+"/v1")
	_, err := e.Decide(context.Background(), semantic.Request{Questions: []semantic.Question{{ID: "q", Instruction: "x"}}})
	pe := checkFault(t, err, semantic.ClassConfiguration, semantic.ErrConfiguration)
	if !errors.Is(err, semantic.ErrInvalidQuestion) || pe.Detail != "invalid question" {
		t.Fatalf("err = %v", err)
	}
}
