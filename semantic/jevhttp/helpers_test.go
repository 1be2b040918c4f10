package jevhttp_test

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"

	"github.com/jevtest/jev/semantic"
)

const (
	secretPage = "SECRET-PAGE-5150 salary 98000"
	apiKey     = "jev-key-ABCDEF-1234"
	bodyMarker = "BODY-MARKER-8080"
)

// scripted is a decider whose answers come from a function of the call
// number and the request.
type scripted struct {
	mu    sync.Mutex
	calls int
	reqs  []semantic.Request
	fn    func(ctx context.Context, n int, req semantic.Request) (semantic.Answer, error)
}

func (s *scripted) Name() string { return "scripted" }

func (s *scripted) Decide(ctx context.Context, req semantic.Request) (semantic.Answer, error) {
	s.mu.Lock()
	n := s.calls
	s.calls++
	s.reqs = append(s.reqs, req)
	s.mu.Unlock()
	return s.fn(ctx, n, req)
}

func (s *scripted) count() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.calls
}

// answerAll answers every question with choice at probability p and the
// rest of the mass on the question's next criterion.
func answerAll(req semantic.Request, choice string, p float64) semantic.Answer {
	a := semantic.Answer{Version: semantic.ProtocolVersion, Model: "scripted/1"}
	for _, q := range req.Questions {
		probs := map[string]float64{choice: p}
		if p < 1 {
			for _, c := range q.Criteria {
				if c.ID != choice {
					probs[c.ID] = 1 - p
					break
				}
			}
		}
		a.Decisions = append(a.Decisions, semantic.Decision{QuestionID: q.ID, Choice: choice, Probabilities: probs})
	}
	return a
}

func secretRequest() semantic.Request {
	return semantic.Request{
		Version:   semantic.ProtocolVersion,
		Questions: []semantic.Question{semantic.NewComparisonQuestion("q1", secretPage, "Salary", "98,000")},
	}
}

// checkFault asserts err's class via errors.Is and errors.As and that its
// text leaks neither page content, nor the key, nor a response body.
func checkFault(t *testing.T, err error, class semantic.ErrorClass, sentinel error) *semantic.ProviderError {
	t.Helper()
	var pe *semantic.ProviderError
	if !errors.As(err, &pe) {
		t.Fatalf("err %T %v is not a *semantic.ProviderError", err, err)
	}
	if pe.Class != class || !errors.Is(err, sentinel) {
		t.Fatalf("err = %v (class %s), want %s", err, pe.Class, class)
	}
	for _, leak := range []string{secretPage, "SECRET-PAGE", apiKey, bodyMarker} {
		if strings.Contains(err.Error(), leak) {
			t.Fatalf("error text leaks %q: %s", leak, err)
		}
	}
	return pe
}
