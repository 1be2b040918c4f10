package jevhttp_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/semantictest"
)

const (
	secretPage = "SECRET-PAGE-5150 salary 98000"
	apiKey     = "jev-key-ABCDEF-1234"
	bodyMarker = "BODY-MARKER-8080"
)

// okDecider answers every question with its first criterion (for a
// comparison, equivalent) at certainty, model "scripted/1".
func okDecider() *semantictest.Scripted { return semantictest.New().Always(semantictest.First(1)) }

// failingWith is a decider whose every request fails with err.
func failingWith(err error) *semantictest.Scripted {
	return semantictest.New(semantictest.WithBefore(func(context.Context, semantic.Request) error { return err }))
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
